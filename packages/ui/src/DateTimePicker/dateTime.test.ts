import { describe, expect, it } from 'vitest';
import { formatFinnishDate, joinWallTime, parseFinnishDate, splitWallTime, timeSlots } from './dateTime';

describe('date and time helpers', () => {
  it('offers a day in 15-minute steps', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(slots.at(-1)).toBe('23:45');
  });

  it('reads Finnish dates as days and refuses impossible ones', () => {
    expect(parseFinnishDate('24.12.2026')).toBe('2026-12-24');
    expect(parseFinnishDate(' 1.2.2027 ')).toBe('2027-02-01');
    expect(parseFinnishDate('29.2.2028')).toBe('2028-02-29');
    expect(parseFinnishDate('31.2.2027')).toBeNull();
    expect(parseFinnishDate('1.1.27')).toBeNull();
    expect(parseFinnishDate('huomenna')).toBeNull();
    expect(formatFinnishDate('2027-03-05')).toBe('05.03.2027');
  });

  it('splits a wall time into its day and slot and joins them back', () => {
    expect(splitWallTime('2027-03-05T07:45')).toEqual({ day: '2027-03-05', time: '07:45' });
    expect(splitWallTime('2027-03-05T10:07')).toEqual({ day: '2027-03-05', time: '10:00' });
    expect(splitWallTime('2027-02-30T10:00')).toBeNull();
    expect(splitWallTime('2027-03-05T24:00')).toBeNull();
    expect(splitWallTime('2027-03-05T08:00:00.000Z')).toBeNull();
    expect(joinWallTime('2027-03-05', '07:45')).toBe('2027-03-05T07:45');
  });
});
