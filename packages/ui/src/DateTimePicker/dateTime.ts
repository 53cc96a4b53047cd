/**
 * The picker's values are plain text and know no time zone: a day `YYYY-MM-DD` and a wall time `YYYY-MM-DDTHH:mm`
 * (what a `datetime-local` input holds). The app turns them into instants and back (in its domain, in Finnish time);
 * nothing here reads the browser's zone.
 */

/** Spec: "date pickers use 15-minute steps". */
export const timeStepMinutes = 15;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** "HH:mm" for every step of a day: 00:00, 00:15 … 23:45. */
export function timeSlots(stepMinutes = timeStepMinutes): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    slots.push(`${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`);
  }
  return slots;
}

function dayOf(year: number, month: number, day: number): string | null {
  if (year < 1000 || year > 9999) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? `${pad(year, 4)}-${pad(month)}-${pad(day)}`
    : null;
}

/** Reads a typed date such as "24.12.2026" or "1.2.2027" as `YYYY-MM-DD`; null when it is not a real date. */
export function parseFinnishDate(text: string): string | null {
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text.trim());
  return match ? dayOf(Number(match[3]), Number(match[2]), Number(match[1])) : null;
}

/** `YYYY-MM-DD` as the app shows a day, "24.12.2026". */
export function formatFinnishDate(day: string): string {
  const [year = '', month = '', date = ''] = day.split('-');
  return `${date}.${month}.${year}`;
}

/** A wall time `YYYY-MM-DDTHH:mm` as its day and its time slot (rounded down to the step); null when it is not one. */
export function splitWallTime(wall: string, stepMinutes = timeStepMinutes): { day: string; time: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(wall);
  if (!match) return null;
  const day = dayOf(Number(match[1]), Number(match[2]), Number(match[3]));
  const minutes = Number(match[4]) * 60 + Number(match[5]);
  if (!day || Number(match[4]) > 23 || Number(match[5]) > 59) return null;
  const slot = Math.floor(minutes / stepMinutes) * stepMinutes;
  return { day, time: `${pad(Math.floor(slot / 60))}:${pad(slot % 60)}` };
}

/** A day and an "HH:mm" slot as one wall time `YYYY-MM-DDTHH:mm`. */
export function joinWallTime(day: string, time: string): string {
  return `${day}T${time}`;
}
