import { describe, expect, it } from 'vitest';
import { looksLikeFormula, SPREADSHEET_FORMULA_TRIGGERS } from './index.ts';

describe('report rules', () => {
  it('knows every character that starts a spreadsheet formula', () => {
    expect(SPREADSHEET_FORMULA_TRIGGERS).toEqual(['=', '+', '-', '@', '\t', '\r']);
    for (const trigger of SPREADSHEET_FORMULA_TRIGGERS) expect(looksLikeFormula(`${trigger}1+1`)).toBe(true);
    expect(looksLikeFormula('ABC-123')).toBe(false);
    expect(looksLikeFormula(' =1')).toBe(false);
    expect(looksLikeFormula('\n=1')).toBe(false);
    expect(looksLikeFormula('')).toBe(false);
  });
});
