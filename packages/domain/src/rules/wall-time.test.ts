import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { wallClockIn } from './format.ts';
import {
  calendarDaysBetween,
  previousPeriodOf,
  addCalendarDays,
  addWallDays,
  calendarDayOf,
  formatReportPeriod,
  nextReportPeriod,
  isCalendarDay,
  startOfDayIn,
  todayIn,
  wallTimeOf,
  wallTimeToInstant,
} from './wall-time.ts';

const iso = (wall: string, zone?: string) => wallTimeToInstant(wall, zone)?.toISOString();

// Every case runs with the machine's own zone set to each of these (Node reads TZ when it changes): nothing may
// depend on it. The hour a Date shows for 00:00 UTC proves the zone took effect.
const machineZones = [
  { zone: 'UTC', midnightUtcHour: 0 },
  { zone: 'America/New_York', midnightUtcHour: 19 },
  { zone: 'Asia/Tokyo', midnightUtcHour: 9 },
];

for (const { zone, midnightUtcHour } of machineZones) {
  describe(`with the machine's clock on ${zone}`, () => {
    beforeAll(() => {
      vi.stubEnv('TZ', zone);
    });
    afterAll(() => {
      vi.unstubAllEnvs();
    });

    it('runs in that zone', () => {
      expect(new Date('2027-01-01T00:00:00Z').getHours()).toBe(midnightUtcHour);
    });

    describe('Helsinki wall time from an instant and back', () => {
      it('reads an instant as its Helsinki wall clock, in winter and in summer', () => {
        expect(wallTimeOf('2026-01-15T08:00:00Z')).toBe('2026-01-15T10:00');
        expect(wallTimeOf('2026-07-15T07:00:00Z')).toBe('2026-07-15T10:00');
        expect(wallTimeOf('2026-12-05T23:30:00Z')).toBe('2026-12-06T01:30');
        expect(wallTimeOf(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01T00:30');
        expect(wallTimeOf('')).toBeNull();
        expect(wallTimeOf('tomorrow')).toBeNull();
        expect(calendarDayOf('2026-12-31T22:30:00Z')).toBe('2027-01-01');
        // the spreadsheet's form of the same wall clock
        expect(wallClockIn(new Date('2026-07-15T12:30:00Z')).toISOString()).toBe('2026-07-15T15:30:00.000Z');
      });

      it("gives the instant of a wall time, whatever the machine's own zone", () => {
        expect(iso('2026-01-15T10:00')).toBe('2026-01-15T08:00:00.000Z');
        expect(iso('2026-07-15T10:00')).toBe('2026-07-15T07:00:00.000Z');
        expect(iso('2026-12-06T01:30')).toBe('2026-12-05T23:30:00.000Z');
        expect(iso('2026-02-30T10:00')).toBeUndefined();
        expect(iso('2026-01-15T24:00')).toBeUndefined();
        expect(iso('15.01.2026 10:00')).toBeUndefined();
        expect(iso('2026-01-15T10:00', 'America/New_York')).toBe('2026-01-15T15:00:00.000Z');
      });

      it('keeps every 6 hours of a year, and every quarter hour around the switches, the same wall time there and back', () => {
        const changed: string[] = [];
        const check = (from: number, to: number, step: number) => {
          for (let instant = from; instant < to; instant += step) {
            const wall = wallTimeOf(instant) ?? '';
            if (wallTimeOf(wallTimeToInstant(wall)) !== wall) changed.push(wall);
          }
        };
        check(Date.UTC(2027, 0, 1), Date.UTC(2028, 0, 1), 6 * 60 * 60_000);
        check(Date.UTC(2027, 2, 27, 12), Date.UTC(2027, 2, 28, 12), 15 * 60_000);
        check(Date.UTC(2027, 9, 30, 12), Date.UTC(2027, 9, 31, 12), 15 * 60_000);
        expect(changed).toEqual([]);
      });

      it('at the March switch (28.3.2027, 03:00 → 04:00) moves a skipped time on by the skipped hour', () => {
        expect(iso('2027-03-28T02:45')).toBe('2027-03-28T00:45:00.000Z');
        expect(iso('2027-03-28T03:30')).toBe('2027-03-28T01:30:00.000Z');
        expect(wallTimeOf('2027-03-28T01:30:00Z')).toBe('2027-03-28T04:30');
        expect(iso('2027-03-28T04:00')).toBe('2027-03-28T01:00:00.000Z');
      });

      it('at the October switch (31.10.2027, 04:00 → 03:00) takes the first of a time that happens twice', () => {
        expect(iso('2027-10-31T03:30')).toBe('2027-10-31T00:30:00.000Z');
        expect(wallTimeOf('2027-10-31T01:30:00Z')).toBe('2027-10-31T03:30');
        expect(iso('2027-10-31T04:00')).toBe('2027-10-31T02:00:00.000Z');
      });
    });

    describe('days in Helsinki', () => {
      it('keeps a weekly 10:00 at 10:00 either side of both switches', () => {
        expect(addWallDays('2027-03-25T10:00', 7)).toBe('2027-04-01T10:00');
        expect(iso('2027-03-25T10:00')).toBe('2027-03-25T08:00:00.000Z');
        expect(iso(addWallDays('2027-03-25T10:00', 7))).toBe('2027-04-01T07:00:00.000Z');
        expect(addWallDays('2027-11-04T10:00', -7)).toBe('2027-10-28T10:00');
        expect(iso('2027-10-28T10:00')).toBe('2027-10-28T07:00:00.000Z');
        expect(iso('2027-11-04T10:00')).toBe('2027-11-04T08:00:00.000Z');
        expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
        expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
        expect(() => addWallDays('soon', 1)).toThrow(RangeError);
      });

      it('knows when a Helsinki day begins', () => {
        expect(startOfDayIn('2026-01-15').toISOString()).toBe('2026-01-14T22:00:00.000Z');
        expect(startOfDayIn('2026-07-15').toISOString()).toBe('2026-07-14T21:00:00.000Z');
        // the day summer time starts (29 March 2026, clocks 03:00 → 04:00) still begins at 00:00 winter time
        expect(startOfDayIn('2026-03-29').toISOString()).toBe('2026-03-28T22:00:00.000Z');
        expect(startOfDayIn('2026-03-30').toISOString()).toBe('2026-03-29T21:00:00.000Z');
        expect(() => startOfDayIn('2026-02-30')).toThrow(RangeError);
      });

      it("knows today's Helsinki day when the machine's zone is still on yesterday", () => {
        // 23:30 UTC on 5 December is 01:30 on 6 December in Helsinki and 18:30 on 5 December in New York
        expect(todayIn(undefined, '2026-12-05T23:30:00Z')).toBe('2026-12-06');
        expect(todayIn('America/New_York', '2026-12-05T23:30:00Z')).toBe('2026-12-05');
      });

      it('accepts only real calendar days', () => {
        expect(isCalendarDay('2026-02-28')).toBe(true);
        expect(isCalendarDay('2026-02-30')).toBe(false);
        expect(isCalendarDay('2026-2-3')).toBe(false);
        expect(isCalendarDay('28.02.2026')).toBe(false);
      });
    });
  });
}

describe('calendar periods', () => {
  it('counts whole days across a daylight-saving switch', () => {
    expect(calendarDaysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(calendarDaysBetween('2026-03-31', '2026-03-28')).toBe(-3);
  });

  it('gives the period of the same length just before', () => {
    expect(previousPeriodOf('2026-11-01', '2026-11-30')).toEqual({ from: '2026-10-02', to: '2026-10-31' });
    expect(previousPeriodOf('2026-12-05', '2026-12-05')).toEqual({ from: '2026-12-04', to: '2026-12-04' });
    expect(previousPeriodOf('2026-03-01', '2026-03-31')).toEqual({ from: '2026-01-29', to: '2026-02-28' });
  });
});

describe("a report period's label", () => {
  it('names a month by its short name and year in each language', () => {
    expect(formatReportPeriod('2026-11-01', 'month', 'fi')).toBe('marras 2026');
    expect(formatReportPeriod('2026-11-01', 'month', 'en')).toBe('Nov 2026');
    expect(formatReportPeriod('2027-01-01', 'month', 'fi')).toBe('tammi 2027');
  });

  it('numbers a week the ISO way: the year is the one its Thursday falls in', () => {
    expect(formatReportPeriod('2026-11-23', 'week', 'fi')).toBe('vk 48/2026');
    expect(formatReportPeriod('2026-11-23', 'week', 'en')).toBe('Wk 48/2026');
    // Monday 29 Dec 2025: its Thursday is 1 Jan 2026, so it is week 1 of 2026
    expect(formatReportPeriod('2025-12-29', 'week', 'fi')).toBe('vk 1/2026');
    // Monday 28 Dec 2026: 2026 has 53 weeks (it starts on a Thursday)
    expect(formatReportPeriod('2026-12-28', 'week', 'fi')).toBe('vk 53/2026');
  });
});

describe('the next report period', () => {
  it('is a week later or the first of the next month, across a year and a daylight-saving switch', () => {
    expect(nextReportPeriod('2026-03-23', 'week')).toBe('2026-03-30');
    expect(nextReportPeriod('2026-12-28', 'week')).toBe('2027-01-04');
    expect(nextReportPeriod('2026-11-01', 'month')).toBe('2026-12-01');
    expect(nextReportPeriod('2026-12-01', 'month')).toBe('2027-01-01');
  });
});
