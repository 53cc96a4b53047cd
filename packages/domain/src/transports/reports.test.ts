import { describe, expect, it } from 'vitest';
import {
  hoursAndMinutes,
  isCalendarDay,
  looksLikeFormula,
  nextCalendarDay,
  SPREADSHEET_FORMULA_TRIGGERS,
  startOfDayIn,
} from './index.ts';
import { wallClockIn } from '../rules/format.ts';

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

describe('report days and times in Finnish time', () => {
  it('writes a time as its Helsinki wall clock, in winter and in summer', () => {
    expect(wallClockIn(new Date('2026-01-15T12:30:00Z')).toISOString()).toBe('2026-01-15T14:30:00.000Z');
    expect(wallClockIn(new Date('2026-07-15T12:30:00Z')).toISOString()).toBe('2026-07-15T15:30:00.000Z');
    expect(wallClockIn(new Date('2026-12-31T22:30:00Z')).toISOString()).toBe('2027-01-01T00:30:00.000Z');
  });

  it('knows when a Helsinki day begins', () => {
    expect(startOfDayIn('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
    expect(startOfDayIn('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
    // the day summer time starts (29 March 2026, clocks 03:00 → 04:00) still begins at 00:00 winter time
    expect(startOfDayIn('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
    expect(startOfDayIn('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
    expect(nextCalendarDay('2026-12-31')).toBe('2027-01-01');
  });

  it('accepts only real calendar days', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-2-3')).toBe(false);
    expect(isCalendarDay('28.02.2026')).toBe(false);
  });
});
