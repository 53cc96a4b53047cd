/** Subscription price shown excluding VAT (spec 1 §9). */
import { centsExcludingVat, euros, toCents } from './money.ts';

/**
 * Monthly price excluding VAT: price / (1 + vat / 100), rounded to cents by the money rule. Free is 0. Server
 * decimals may arrive as numbers or as strings ('29.90'); anything else counts as 0.
 */
export function monthlyPriceExcludingVat(
  price: number | string | null | undefined,
  vatPercent: number | string | null | undefined,
): number {
  return euros(centsExcludingVat(toCents(price), vatPercent ?? 0));
}
