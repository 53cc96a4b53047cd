/**
 * Helsinki wall time (spec 2 §9: every time a user picks or reads is Finnish time), the one place where an instant
 * (the API's ISO text) becomes the wall-clock time a user sees and picks, and back. The browser's or server's own
 * time zone never enters: a laptop left on UTC or a colleague in Sweden picks and reads the same 10:00 as everyone.
 *
 * Two plain-text shapes cross the boundary to ui (whose picker knows no time zone):
 * - a calendar day `YYYY-MM-DD` (a report filter's day), and
 * - a wall time `YYYY-MM-DDTHH:mm` (what a `datetime-local` input holds: the day and the clock, no zone).
 *
 * Day arithmetic runs on the wall time's fields, so a weekly pair of 10:00s either side of a daylight-saving switch
 * stays 10:00 and 10:00 (the instants between them are 7 days ± 1 hour apart). Intl (through `timeZoneOffsetAt`)
 * gives the offsets: no time-zone library, and the engine's own zone data.
 */
import { DISPLAY_TIME_ZONE } from '../constants.ts';
import type { Language } from '../messages.ts';
import type { ReportSummaryPeriod } from '../transports/reports.ts';
import { timeZoneOffsetAt, toDate, wallClockIn, type TimeValue } from './format.ts';

/** A calendar day, `YYYY-MM-DD`. */
export type CalendarDay = string;
/** A wall-clock time without a zone, `YYYY-MM-DDTHH:mm` (Helsinki time unless a function is given another zone). */
export type WallTime = string;

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;
const DAY_MS = 24 * 60 * 60_000;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** Milliseconds of the wall fields read as UTC, or null when the day does not exist or the clock is out of range. */
function wallFieldsToUtc(year: number, month: number, day: number, hour = 0, minute = 0): number | null {
  if (hour > 23 || minute > 59) return null;
  const ms = Date.UTC(year, month - 1, day, hour, minute);
  const date = new Date(ms);
  // Date.UTC maps years 0–99 to 1900–1999: such a day is not one the product handles
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return ms;
}

/** Whether a text is a calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDay(text: string): boolean {
  const match = CALENDAR_DAY.exec(text);
  return match !== null && wallFieldsToUtc(Number(match[1]), Number(match[2]), Number(match[3])) !== null;
}

function wallTimeToUtcFields(text: string): number | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return wallFieldsToUtc(year, month, day, hour, minute);
}

/** A wall time from milliseconds whose UTC fields read the wall clock. */
function utcFieldsToWallTime(ms: number): WallTime {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** The wall time in `timeZone` of an instant (ISO text, epoch ms or a Date); null when the value is not a time. */
export function wallTimeOf(value: TimeValue, timeZone: string = DISPLAY_TIME_ZONE): WallTime | null {
  const date = toDate(value);
  return date ? utcFieldsToWallTime(wallClockIn(date, timeZone).getTime()) : null;
}

/** The calendar day in `timeZone` of an instant; null when the value is not a time. */
export function calendarDayOf(value: TimeValue, timeZone: string = DISPLAY_TIME_ZONE): CalendarDay | null {
  return wallTimeOf(value, timeZone)?.slice(0, 10) ?? null;
}

/**
 * The instant a wall time `YYYY-MM-DDTHH:mm` names in `timeZone`; null when the text is not a wall time.
 * At the autumn switch a wall time happens twice (03:30 in Helsinki on the last Sunday of October): the first, in
 * summer time, is meant. At the spring switch the clock skips an hour (03:00–03:59): a time in it moves on by the
 * skipped hour (03:30 → 04:30), as a clock that was not put forward would read. (Temporal's "compatible".)
 */
export function wallTimeToInstant(wall: WallTime, timeZone: string = DISPLAY_TIME_ZONE): Date | null {
  const local = wallTimeToUtcFields(wall);
  if (local === null) return null;
  // the offsets a day either side; Helsinki (and every zone the product meets) switches at most once a day
  const before = timeZoneOffsetAt(local - DAY_MS, timeZone);
  const after = timeZoneOffsetAt(local + DAY_MS, timeZone);
  const fitting = [before, after]
    .map((offset) => local - offset)
    .filter((instant) => instant + timeZoneOffsetAt(instant, timeZone) === local);
  return new Date(fitting.length > 0 ? Math.min(...fitting) : local - before);
}

/**
 * The ISO weekday (1 Monday … 7 Sunday) of a calendar day: read from the day's own fields, no time zone enters. Here
 * rather than beside the repeat rule, whose zod schemas a screen that only names a weekday should not load.
 */
export function isoWeekdayOf(day: CalendarDay): number {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday === 0 ? 7 : weekday;
}

/** The instant a calendar day `YYYY-MM-DD` begins in `timeZone` (summer time included). */
export function startOfDayIn(day: CalendarDay, timeZone: string = DISPLAY_TIME_ZONE): Date {
  const start = isCalendarDay(day) ? wallTimeToInstant(`${day}T00:00`, timeZone) : null;
  if (!start) throw new RangeError(`not a calendar day: ${day}`);
  return start;
}

/** The calendar day `days` after (or before, when negative) `day`. */
export function addCalendarDays(day: CalendarDay, days: number): CalendarDay {
  return addWallDays(`${day}T00:00`, days).slice(0, 10);
}

/** The same wall-clock time `days` later (or earlier): 10:00 stays 10:00 across a daylight-saving switch. */
export function addWallDays(wall: WallTime, days: number): WallTime {
  const local = wallTimeToUtcFields(wall);
  if (local === null) throw new RangeError(`not a wall time: ${wall}`);
  return utcFieldsToWallTime(local + days * DAY_MS);
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function calendarDaysBetween(from: CalendarDay, to: CalendarDay): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The period of the same length just before `from`–`to` (both days inclusive): the reports compare a figure with
 * it. 1.–30.11. → 2.–31.10.; a single day → the day before.
 */
export function previousPeriodOf(from: CalendarDay, to: CalendarDay): { from: CalendarDay; to: CalendarDay } {
  const length = calendarDaysBetween(from, to) + 1;
  return { from: addCalendarDays(from, -length), to: addCalendarDays(from, -1) };
}

/** Today's calendar day in `timeZone`. */
export function todayIn(timeZone: string = DISPLAY_TIME_ZONE, now: TimeValue = Date.now()): CalendarDay {
  return calendarDayOf(now, timeZone) ?? '';
}

/** Short month names, written out so the label is the same in every engine (Intl's data differs between them). */
const MONTH_NAMES: Record<Language, readonly string[]> = {
  fi: ['tammi', 'helmi', 'maalis', 'huhti', 'touko', 'kesä', 'heinä', 'elo', 'syys', 'loka', 'marras', 'joulu'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
};

/**
 * A report period's label from its first day (issue 34's charts): a month as fi `marras 2026` / en `Nov 2026`, an
 * ISO week as fi `vk 47/2026` / en `Wk 47/2026` (the week's number and the year its Thursday falls in). Read from the
 * day's own fields: no time zone enters.
 */
export function formatReportPeriod(firstDay: CalendarDay, period: ReportSummaryPeriod, language: Language): string {
  const match = CALENDAR_DAY.exec(firstDay);
  if (!match) return firstDay;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (period === 'week') {
    // ISO 8601: week 1 holds the year's first Thursday; a week belongs to the year of its Thursday
    const date = new Date(Date.UTC(year, month - 1, day));
    const thursday = new Date(date.getTime() + (3 - ((date.getUTCDay() + 6) % 7)) * DAY_MS);
    const weekYear = thursday.getUTCFullYear();
    const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / DAY_MS / 7) + 1;
    return `${language === 'fi' ? 'vk' : 'Wk'} ${String(week)}/${String(weekYear)}`;
  }
  return `${MONTH_NAMES[language][month - 1] ?? ''} ${String(year)}`;
}

/** The first day of the period after the one starting on `firstDay`: a week later, or the 1st of the next month. */
export function nextReportPeriod(firstDay: CalendarDay, period: ReportSummaryPeriod): CalendarDay {
  if (period === 'week') return addCalendarDays(firstDay, 7);
  const match = CALENDAR_DAY.exec(firstDay);
  if (!match) return firstDay;
  const [year, month] = [Number(match[1]), Number(match[2])];
  return month === 12 ? `${pad(year + 1, 4)}-01-01` : `${pad(year, 4)}-${pad(month + 1)}-01`;
}
