/** Rules of the company report and its Excel export (spec 2 §2, §3 "Report row", §7). */
import { DISPLAY_TIME_ZONE } from '../constants.ts';
import { timeZoneOffsetAt } from '../rules/format.ts';

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
  const first = asUtc - timeZoneOffsetAt(asUtc, timeZone);
  return new Date(asUtc - timeZoneOffsetAt(first, timeZone));
}

/** The calendar day after `YYYY-MM-DD`. */
export function nextCalendarDay(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}
