/** Date and time display (spec 1 §9): DD.MM.YYYY and DD.MM.YYYY HH:mm, in Finnish time. */
import { isValid, parseISO } from 'date-fns';
import { DISPLAY_TIME_ZONE } from '../constants.ts';

/** A Date from a server value (ISO text, epoch milliseconds or a Date); undefined when it is not a time. */
export function toDate(value: Date | string | number | null | undefined): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  const date = typeof value === 'string' ? parseISO(value) : new Date(value);
  return isValid(date) ? date : undefined;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(date: Date, timeZone: string): Record<'day' | 'month' | 'year' | 'hour' | 'minute', string> {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  const result = { day: '', month: '', year: '', hour: '', minute: '' };
  for (const part of formatter.formatToParts(date)) {
    if (part.type in result) result[part.type as keyof typeof result] = part.value;
  }
  return result;
}

/** 'DD.MM.YYYY' in Finnish time ('' for a missing or invalid value). */
export function formatDate(
  value: Date | string | number | null | undefined,
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year } = partsIn(date, timeZone);
  return `${day}.${month}.${year}`;
}

/** 'DD.MM.YYYY HH:mm' in Finnish time ('' for a missing or invalid value). */
export function formatDateTime(
  value: Date | string | number | null | undefined,
  timeZone: string = DISPLAY_TIME_ZONE,
): string {
  const date = toDate(value);
  if (!date) return '';
  const { day, month, year, hour, minute } = partsIn(date, timeZone);
  return `${day}.${month}.${year} ${hour}:${minute}`;
}
