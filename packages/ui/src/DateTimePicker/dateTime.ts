import { format, isValid, parse } from 'date-fns';

/** Spec: "date pickers use 15-minute steps". */
export const timeStepMinutes = 15;
export const dateFormat = 'dd.MM.yyyy';
export const dateTimeFormat = 'dd.MM.yyyy HH:mm';

/** "HH:mm" for every step of a day: 00:00, 00:15 … 23:45. */
export function timeSlots(stepMinutes = timeStepMinutes): string[] {
  const slots: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += stepMinutes) {
    slots.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  }
  return slots;
}

/** Reads a typed date such as "24.12.2026" or "1.2.2027"; null when it is not a real date. */
export function parseFinnishDate(text: string): Date | null {
  const parsed = parse(text.trim(), 'd.M.yyyy', new Date(2000, 0, 1));
  return isValid(parsed) && parsed.getFullYear() >= 1000 ? parsed : null;
}

/** Joins a calendar day and an "HH:mm" slot into one local Date. */
export function combineDateAndTime(day: { year: number; month: number; day: number }, time: string): Date {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return new Date(day.year, day.month - 1, day.day, hours, minutes, 0, 0);
}

/** The slot a Date falls in, rounded down to the step. */
export function toTimeSlot(date: Date, stepMinutes = timeStepMinutes): string {
  const minutes = Math.floor((date.getHours() * 60 + date.getMinutes()) / stepMinutes) * stepMinutes;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** "24.12.2026 14:15", the app's display format. */
export function formatDateTime(date: Date): string {
  return format(date, dateTimeFormat);
}

export function isoDay(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
