/** Subscription price shown excluding VAT (spec 1 §9). */

/** Server decimals may arrive as numbers or as strings ('29.90'); anything else counts as 0. */
function toNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.replace(',', '.'));
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/** Rounds half away from zero to 2 decimals, without binary drift (1.005 → 1.01). */
export function roundToCents(value: number): number {
  return (Math.sign(value) * Math.round(Number(`${Math.abs(value)}e2`))) / 100;
}

/** Monthly price excluding VAT: price / (1 + vat / 100), rounded to 2 decimals. Free is 0. */
export function monthlyPriceExcludingVat(
  price: number | string | null | undefined,
  vatPercent: number | string | null | undefined,
): number {
  return roundToCents(toNumber(price) / (1 + toNumber(vatPercent) / 100));
}
