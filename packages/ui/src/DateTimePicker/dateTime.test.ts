import { describe, expect, it } from 'vitest';
import { combineDateAndTime, formatDateTime, parseFinnishDate, timeSlots, toTimeSlot } from './dateTime';

describe('date and time helpers', () => {
  it('offers a day in 15-minute steps', () => {
    const slots = timeSlots();
    expect(slots).toHaveLength(96);
    expect(slots.slice(0, 3)).toEqual(['00:00', '00:15', '00:30']);
    expect(slots.at(-1)).toBe('23:45');
  });

  it('reads Finnish dates and refuses impossible ones', () => {
    expect(parseFinnishDate('24.12.2026')).toEqual(new Date(2026, 11, 24));
    expect(parseFinnishDate('1.2.2027')).toEqual(new Date(2027, 1, 1));
    expect(parseFinnishDate('31.2.2027')).toBeNull();
    expect(parseFinnishDate('huomenna')).toBeNull();
  });

  it('joins day and slot and formats as dd.MM.yyyy HH:mm', () => {
    const date = combineDateAndTime({ year: 2027, month: 3, day: 5 }, '07:45');
    expect(formatDateTime(date)).toBe('05.03.2027 07:45');
    expect(toTimeSlot(new Date(2027, 2, 5, 10, 7))).toBe('10:00');
  });
});
