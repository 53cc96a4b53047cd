import { describe, expect, it } from 'vitest';
import { hoursAndMinutes, looksLikeFormula, SPREADSHEET_FORMULA_TRIGGERS } from './index.ts';

describe('report rules', () => {
  it('knows every character that starts a spreadsheet formula', () => {
    expect(SPREADSHEET_FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r']);
    for (const trigger of SPREADSHEET_FORMULA_TRIGGERS) expect(looksLikeFormula(`${trigger}1+1`)).toBe(true);
    expect(looksLikeFormula('ABC-123')).toBe(false);
    expect(looksLikeFormula(' =1')).toBe(false);
    expect(looksLikeFormula('\n=1')).toBe(false);
    expect(looksLikeFormula('')).toBe(false);
  });

  it('splits a drive time into hours and minutes', () => {
    expect(hoursAndMinutes(135)).toEqual({ hours: 2, minutes: 15 });
    expect(hoursAndMinutes(59)).toEqual({ hours: 0, minutes: 59 });
    expect(hoursAndMinutes(0)).toEqual({ hours: 0, minutes: 0 });
    expect(hoursAndMinutes(-61)).toEqual({ hours: -1, minutes: -1 });
  });
});
