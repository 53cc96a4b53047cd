/** Licence payment (spec 2 §2 "Licence payment", spec 1 §1 licence tiers). */

/** A licence can be bought by card when it has a monthly price: Free (0) and price-on-request (null) cannot. */
export function isPurchasableLicence(licence: { price: number | string | null | undefined }): boolean {
  const price = typeof licence.price === 'string' ? Number(licence.price) : licence.price;
  return typeof price === 'number' && Number.isFinite(price) && price > 0;
}

/** The same day of the next month, clamped to its last day (31.1. → 28.2. or 29.2.), at the same time (UTC). */
export function addOneMonth(date: Date): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

/**
 * The month a payment pays for: a renewal of the same licence continues where the paid period ends, anything
 * else (a first payment, another licence, a lapsed period) starts now.
 */
export function licencePaymentPeriod(options: { now: Date; paidUntil?: Date | null; sameLicence: boolean }): {
  start: Date;
  end: Date;
} {
  const { now, paidUntil, sameLicence } = options;
  const start = sameLicence && paidUntil && paidUntil.getTime() > now.getTime() ? paidUntil : now;
  return { start, end: addOneMonth(start) };
}
