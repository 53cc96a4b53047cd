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

/** Monthly price excluding VAT: price / (1 + vat / 100), rounded to 2 decimals (spec 1 §9). */
export function priceExcludingVat(
  price: number | string | null | undefined,
  vatPercent: number | string | null | undefined,
) {
  const gross = Number(price ?? 0);
  const vat = Number(vatPercent ?? 0);
  if (!Number.isFinite(gross) || !Number.isFinite(vat)) return 0;
  return Math.round((gross / (1 + vat / 100)) * 100) / 100;
}

/** True when `candidate` (e.g. '2.1.13') is newer than `current` ('2.1.12'). */
export function isNewerVersion(candidate: string, current: string): boolean {
  const a = candidate.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const b = current.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const left = a[index] ?? 0;
    const right = b[index] ?? 0;
    if (left !== right) return left > right;
  }
  return false;
}
