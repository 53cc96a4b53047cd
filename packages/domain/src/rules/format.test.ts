import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatEuros, formatTime, formatNumber, toDate, wallClockIn } from './format.ts';

/** Intl's Finnish output uses a no-break space (U+00A0) and a minus sign (U+2212): written out so the test says so. */
const NBSP = '\u00a0';

describe('dates and times in Finnish time', () => {
  it('shows DD.MM.YYYY and DD.MM.YYYY HH:mm on the Helsinki clock, winter (+2) and summer (+3)', () => {
    expect(formatDate('2026-11-21T21:30:00Z')).toBe('21.11.2026');
    expect(formatDate('2026-11-21T22:30:00Z')).toBe('22.11.2026');
    expect(formatDateTime('2026-11-21T17:05:00Z')).toBe('21.11.2026 19:05');
    expect(formatDateTime('2026-07-01T09:00:00Z')).toBe('01.07.2026 12:00');
    expect(formatTime('2026-07-01T09:00:00Z')).toBe('12:00');
    expect(formatTime(null)).toBe('');
    // a time with its own offset, epoch milliseconds and a Date are the same instant
    expect(formatDateTime('2026-07-01T11:00:00+02:00')).toBe('01.07.2026 12:00');
    expect(formatDateTime(Date.parse('2026-07-01T09:00:00Z'))).toBe('01.07.2026 12:00');
    expect(formatDateTime(new Date('2026-07-01T09:00:00.000Z'))).toBe('01.07.2026 12:00');
  });

  it('turns the day and the year at Helsinki midnight, not at UTC midnight', () => {
    expect(formatDateTime('2026-06-30T20:59:00Z')).toBe('30.06.2026 23:59');
    expect(formatDateTime('2026-06-30T21:00:00Z')).toBe('01.07.2026 00:00');
    expect(formatDateTime('2026-12-31T22:00:00Z')).toBe('01.01.2027 00:00');
    expect(formatDate('2026-12-31T21:59:59Z')).toBe('31.12.2026');
  });

  it('springs forward on 29 March 2026: 02:59 is followed by 04:00', () => {
    expect(formatDateTime('2026-03-29T00:59:00Z')).toBe('29.03.2026 02:59');
    expect(formatDateTime('2026-03-29T01:00:00Z')).toBe('29.03.2026 04:00');
    expect(formatDateTime('2026-03-29T01:15:00Z')).toBe('29.03.2026 04:15');
  });

  it('falls back on 25 October 2026: the hour from 03:00 is shown twice', () => {
    expect(formatDateTime('2026-10-25T00:00:00Z')).toBe('25.10.2026 03:00');
    expect(formatDateTime('2026-10-25T00:59:00Z')).toBe('25.10.2026 03:59');
    expect(formatDateTime('2026-10-25T01:00:00Z')).toBe('25.10.2026 03:00');
    expect(formatDateTime('2026-10-25T02:00:00Z')).toBe('25.10.2026 04:00');
  });

  it('shows a time as it stands without an offset (a local time typed in the form)', () => {
    expect(toDate('2026-11-05T08:07:00')?.getTime()).toBe(new Date(2026, 10, 5, 8, 7).getTime());
  });

  it('shows nothing for a missing or invalid time', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('yesterday')).toBe('');
    expect(formatDateTime('2026-13-45T10:00:00Z')).toBe('');
    expect(toDate('')).toBeUndefined();
  });

  it('gives a spreadsheet the Helsinki wall clock across the summer time change', () => {
    expect(wallClockIn(new Date('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T02:30:00.000Z');
    expect(wallClockIn(new Date('2026-03-29T01:30:00Z')).toISOString()).toBe('2026-03-29T04:30:00.000Z');
  });
});

describe('numbers and euros in the language shown', () => {
  it('shows euros with two decimals: fi after the amount, en before it', () => {
    expect(formatEuros(9510.75, 'fi')).toBe(`9${NBSP}510,75${NBSP}€`);
    expect(formatEuros(9510.75, 'en')).toBe('€9,510.75');
    expect(formatEuros(39.04, 'fi')).toBe(`39,04${NBSP}€`);
    expect(formatEuros(40, 'en')).toBe('€40.00');
    expect(formatEuros(0, 'fi')).toBe(`0,00${NBSP}€`);
    expect(formatEuros(-12.5, 'fi')).toBe(`\u221212,50${NBSP}€`);
    expect(formatEuros(-12.5, 'en')).toBe('-€12.50');
    expect(formatEuros(1.005, 'en')).toBe('€1.01');
  });

  it('shows numbers with the language separators and the digits asked for', () => {
    expect(formatNumber(1234.5, 'fi')).toBe(`1${NBSP}234,5`);
    expect(formatNumber(1234.5, 'en')).toBe('1,234.5');
    expect(formatNumber(12.345, 'fi', { maximumFractionDigits: 1 })).toBe('12,3');
    expect(formatNumber(12.345, 'en', { maximumFractionDigits: 1 })).toBe('12.3');
    expect(formatNumber(25.5, 'fi', { maximumFractionDigits: 2 })).toBe('25,5');
    expect(formatNumber(3, 'en', { minimumFractionDigits: 1 })).toBe('3.0');
  });
});
