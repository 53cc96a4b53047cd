/** Rules of the company report and its Excel export (spec 2 §2, §3 "Report row", §7). */
import { DISPLAY_TIME_ZONE } from '../constants.ts';

/**
 * The first characters that make Excel or LibreOffice read a cell's text as a formula (OWASP CSV/formula
 * injection): `=`, `+`, `-`, `@`, a tab and a carriage return.
 */
export const SPREADSHEET_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/** Whether a text would be evaluated if a spreadsheet took it as typed input. */
export function looksLikeFormula(text: string): boolean {
  return (SPREADSHEET_FORMULA_TRIGGERS as readonly string[]).includes(text.charAt(0));
}

/** A drive time in minutes as hours and minutes (spec 2 §9), e.g. 135 → { hours: 2, minutes: 15 }. */
export function hoursAndMinutes(totalMinutes: number): { hours: number; minutes: number } {
  const sign = totalMinutes < 0 ? -1 : 1;
  const whole = Math.round(Math.abs(totalMinutes));
  return { hours: sign * Math.floor(whole / 60), minutes: sign * (whole % 60) };
}

const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets from UTC (ms) by time zone and quarter hour: zones change offset only on a quarter hour. */
const offsetCache = new Map<string, Map<number, number>>();
const QUARTER_HOUR_MS = 15 * 60_000;

function offsetAt(instant: number, timeZone: string): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const cached = cache.get(quarter);
  if (cached !== undefined) return cached;
  let formatter = wallClockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  const start = quarter * QUARTER_HOUR_MS;
  const part: Record<string, number> = {};
  for (const { type, value } of formatter.formatToParts(new Date(start))) part[type] = Number(value);
  const local = Date.UTC(
    part.year ?? 1970,
    (part.month ?? 1) - 1,
    part.day ?? 1,
    part.hour ?? 0,
    part.minute ?? 0,
    part.second ?? 0,
  );
  const offset = local - start;
  // a report's times span a few years: the cache stays small, and is dropped if it ever grows large
  if (cache.size > 100_000) cache.clear();
  cache.set(quarter, offset);
  return offset;
}

/**
 * The wall-clock time of `date` in `timeZone` as a Date whose UTC fields read that time: a spreadsheet date has no
 * time zone, so a report's 14:30 in Helsinki is written as 14:30 (spec 2 §9: times in Finnish time).
 */
export function wallClockIn(date: Date, timeZone: string = DISPLAY_TIME_ZONE): Date {
  return new Date(date.getTime() + offsetAt(date.getTime(), timeZone));
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether a text is a calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The instant a calendar day `YYYY-MM-DD` begins in `timeZone` (summer time included). */
export function startOfDayIn(day: string, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const match = CALENDAR_DAY.exec(day);
  if (!match) throw new RangeError(`not a calendar day: ${day}`);
  const asUtc = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  const first = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(first, timeZone));
}

/** The calendar day after `YYYY-MM-DD`. */
export function nextCalendarDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
