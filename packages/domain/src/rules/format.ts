/**
 * The one home of what the product shows as a date, a time, a number or a price (spec 1 §9, spec 2 §9): dates as
 * DD.MM.YYYY and DD.MM.YYYY HH:mm in Finnish time (Europe/Helsinki, summer time included) whatever the browser's or
 * server's own time zone, in both languages; numbers and euros in the language shown (fi: `1 234,50 €`, en:
 * `€1,234.50`). The dashboard, the API's pages and its Excel export all format through these functions.
 */
import { parseISO } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../constants.ts';

export type TimeValue = Date | string | number | null | undefined;

/** A full ISO timestamp with its offset: the engine parses it exactly, and faster than parseISO. */
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?(Z|[+-]\d\d:\d\d)$/;

/** A Date from a server value (ISO text, epoch milliseconds or a Date); undefined when it is not a time. */
export function toDate(value: TimeValue): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date =
    typeof value === 'string' ? (ISO_WITH_OFFSET.test(value) ? new Date(value) : parseISO(value)) : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** Offsets from UTC (ms) by time zone and quarter hour: zones change offset only on a quarter hour. */
const offsetCache = new Map<string, Map<number, number>>();
const QUARTER_HOUR_MS = 15 * 60_000;

/** How far `timeZone`'s wall clock is ahead of UTC at `instant` (ms since the epoch), in ms. */
export function timeZoneOffsetAt(instant: number, timeZone: string = DISPLAY_TIME_ZONE): number {
  const quarter = Math.floor(instant / QUARTER_HOUR_MS);
  let cache = offsetCache.get(timeZone);
  if (!cache) {
    cache = new Map();
    offsetCache.set(timeZone, cache);
  }
  const cached = cache.get(quarter);
  if (cached !== undefined) return cached;
  let formatter = offsetFormatters.get(timeZone);
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
    offsetFormatters.set(timeZone, formatter);
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
  // the times shown span a few years: the cache stays small, and is dropped if it ever grows large
  if (cache.size > 100_000) cache.clear();
  cache.set(quarter, offset);
  return offset;
}

/**
 * The wall-clock time of `date` in `timeZone` as a Date whose UTC fields read that time: a spreadsheet date has no
 * time zone, so a report's 14:30 in Helsinki is written as 14:30 (spec 2 §9: times in Finnish time).
 */
export function wallClockIn(date: Date, timeZone: string = DISPLAY_TIME_ZONE): Date {
  return new Date(date.getTime() + timeZoneOffsetAt(date.getTime(), timeZone));
}

const pad = (value: number) => (value < 10 ? `0${String(value)}` : String(value));

/** 'DD.MM.YYYY' in Finnish time ('' for a missing or invalid value). */
export function formatDate(value: TimeValue, timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const wall = wallClockIn(date, timeZone);
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${String(wall.getUTCFullYear())}`;
}

/** 'DD.MM.YYYY HH:mm' in Finnish time ('' for a missing or invalid value). */
export function formatDateTime(value: TimeValue, timeZone: string = DISPLAY_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const wall = wallClockIn(date, timeZone);
  return `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${String(wall.getUTCFullYear())} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** 'HH:mm' in Finnish time ('' for a missing or invalid value): a repeating order's time of day. */
export function formatTime(value: TimeValue, timeZone: string = DISPLAY_TIME_ZONE): string {
  return formatDateTime(value, timeZone).slice(11);
}

// numbers, euros, percents, kilometres and durations: one formatter per language in its own module
export * from './number-format.ts';
