/**
 * Punctuality of a delivered transport (issue 34, the reports' charts): the one definition of "on time", of a late
 * transport's delay and of the lead time from order to delivery. The API's summary aggregates the same comparisons
 * in SQL (routes/transports/repository.ts `reportSummary`); its property test checks them against these functions.
 *
 * - On time: the car was handed over (`destination_acknowledged`) at or before the ordered destination time
 *   ("Perillä viimeistään", `destination_time`). Handed over exactly at the time counts as on time, to the second.
 * - Delay: for a late transport, the minutes from the ordered time to the hand-over (a positive number).
 * - Lead time: the minutes from the order's creation to the hand-over.
 * A transport without a hand-over time (not delivered, or delivered before hand-over times were kept) counts in
 * none of these.
 */

const MINUTE = 60_000;

/** Whether a transport handed over at `deliveredAt` met its ordered destination time; null when either is unknown. */
export function isDeliveredOnTime(destinationTime: Date | null, deliveredAt: Date | null): boolean | null {
  if (!destinationTime || !deliveredAt) return null;
  return deliveredAt.getTime() <= destinationTime.getTime();
}

/** Minutes a late hand-over came after the ordered time (null when on time or unknown). */
export function deliveryDelayMinutes(destinationTime: Date | null, deliveredAt: Date | null): number | null {
  if (isDeliveredOnTime(destinationTime, deliveredAt) !== false || !destinationTime || !deliveredAt) return null;
  return (deliveredAt.getTime() - destinationTime.getTime()) / MINUTE;
}

/** Minutes from ordering to the hand-over (null when it has not been handed over). */
export function leadTimeMinutes(created: Date, deliveredAt: Date | null): number | null {
  return deliveredAt ? (deliveredAt.getTime() - created.getTime()) / MINUTE : null;
}

/**
 * The p-th quantile (0 ≤ p ≤ 1) of `values` by linear interpolation between the closest ranks, as PostgreSQL's
 * `percentile_cont` computes it; null for no values.
 */
export function quantile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = p * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  const low = sorted[below] ?? 0;
  const high = sorted[above] ?? low;
  return low + (high - low) * (rank - below);
}

/**
 * How much `current` changed from `previous`, in percent of `previous` (the reports' headline changes); null when
 * there is nothing to compare with (`previous` is 0 or unknown).
 */
export function percentChange(current: number, previous: number | null | undefined): number | null {
  if (previous === null || previous === undefined || previous === 0) return null;
  return ((current - previous) / previous) * 100;
}
