import { format, isValid, parseISO } from 'date-fns';

/** Dates as DD.MM.YYYY and DD.MM.YYYY HH:mm (spec 1 §9). */
function toDate(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = typeof value === 'string' ? parseISO(value) : value;
  return isValid(date) ? date : null;
}

export function formatDate(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy') : '';
}

export function formatDateTime(value: string | Date | null | undefined): string {
  const date = toDate(value);
  return date ? format(date, 'dd.MM.yyyy HH:mm') : '';
}
