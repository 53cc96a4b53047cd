/**
 * The reports page's charts from the summary's buckets (issue 34): one series per split key (a business location or a
 * state), one category per period from the first to the last (empty periods included, so time reads evenly), and
 * the spend per key split into transport prices, extras and expenses. Money is summed in cents (the domain's money
 * module), so a chart's totals are the same cents as the table's totals row and the Excel export.
 */
import {
  euros,
  formatReportPeriod,
  nextReportPeriod,
  sumCents,
  toCents,
  TRANSPORT_STATE_LABELS,
  type Language,
  type ReportSummaryPeriod,
  type ReportSummarySplit,
  type TransportState,
} from '@siirto/domain';
import type { Schema } from '@siirto/api-client';

type Bucket = Schema<'ReportSummaryBucket'>;

export interface ChartSeriesData {
  key: string;
  label: string;
  values: number[];
}

export interface ReportChartData {
  /** Period labels, oldest first. */
  periods: string[];
  /** Transports per period, one series per split key (the largest first; past `maxSeries` the rest are one). */
  volume: ChartSeriesData[];
  /** Spend (euros excl. VAT) per period, the same series. */
  spend: ChartSeriesData[];
  /** The split keys' names, in the order of `spendParts`' values. */
  keys: string[];
  /** Spend per split key: transport prices (the rest of the total), extras and expenses. */
  spendParts: { price: number[]; extras: number[]; expenses: number[] };
}

export interface ReportChartTexts {
  /** The name of transports without a business location. */
  noLocation: string;
  /** The series of the keys past the largest ones. */
  other: string;
}

const keyOf = (bucket: Bucket) => (bucket.key === null ? 'none' : String(bucket.key));

export function reportChartData(
  buckets: readonly Bucket[],
  period: ReportSummaryPeriod,
  split: ReportSummarySplit,
  language: Language,
  texts: ReportChartTexts,
  maxSeries: number,
): ReportChartData {
  const days: string[] = [];
  const sorted = [...new Set(buckets.map((bucket) => bucket.period))].sort();
  const [first] = sorted;
  const last = sorted.at(-1);
  if (first !== undefined && last !== undefined) {
    for (let day = first; day <= last; day = nextReportPeriod(day, period)) days.push(day);
  }
  const dayIndex = new Map(days.map((day, index) => [day, index]));

  const nameOf = (bucket: Bucket) => {
    if (split === 'state') return TRANSPORT_STATE_LABELS[bucket.key as TransportState][language];
    return bucket.label ?? texts.noLocation;
  };
  // the keys, the largest spend first; past maxSeries the smallest are one "other" series
  const byKey = new Map<string, { name: string; cents: number; count: number }>();
  for (const bucket of buckets) {
    const entry = byKey.get(keyOf(bucket)) ?? { name: nameOf(bucket), cents: 0, count: 0 };
    entry.cents += toCents(bucket.total);
    entry.count += bucket.count;
    byKey.set(keyOf(bucket), entry);
  }
  const ranked = [...byKey.entries()].sort(
    ([, a], [, b]) => b.count - a.count || b.cents - a.cents || a.name.localeCompare(b.name, language),
  );
  const kept = ranked.length > maxSeries ? ranked.slice(0, maxSeries - 1) : ranked;
  const keptKeys = new Set(kept.map(([key]) => key));
  const seriesKeys = [...kept.map(([key, entry]) => ({ key, label: entry.name }))];
  if (kept.length < ranked.length) seriesKeys.push({ key: 'other', label: texts.other });
  const seriesOf = (bucket: Bucket) => (keptKeys.has(keyOf(bucket)) ? keyOf(bucket) : 'other');

  const counts = new Map(seriesKeys.map(({ key }) => [key, days.map(() => 0)]));
  const cents = new Map(seriesKeys.map(({ key }) => [key, days.map(() => 0)]));
  for (const bucket of buckets) {
    const index = dayIndex.get(bucket.period);
    const series = seriesOf(bucket);
    const countRow = counts.get(series);
    const centRow = cents.get(series);
    if (index === undefined || !countRow || !centRow) continue;
    countRow[index] = (countRow[index] ?? 0) + bucket.count;
    centRow[index] = (centRow[index] ?? 0) + toCents(bucket.total);
  }

  // spend per key (every key, not only the kept series: the cost-centre chart lists them all)
  const parts = ranked.map(([key]) => {
    const own = buckets.filter((bucket) => keyOf(bucket) === key);
    const total = sumCents(own.map((bucket) => toCents(bucket.total)));
    const extras = sumCents(own.map((bucket) => toCents(bucket.extras)));
    const expenses = sumCents(own.map((bucket) => toCents(bucket.expenses)));
    return { extras, expenses, price: total - extras - expenses };
  });

  return {
    periods: days.map((day) => formatReportPeriod(day, period, language)),
    volume: seriesKeys.map(({ key, label }) => ({ key, label, values: counts.get(key) ?? [] })),
    spend: seriesKeys.map(({ key, label }) => ({
      key,
      label,
      values: (cents.get(key) ?? []).map(euros),
    })),
    keys: ranked.map(([, entry]) => entry.name),
    spendParts: {
      price: parts.map((part) => euros(part.price)),
      extras: parts.map((part) => euros(part.extras)),
      expenses: parts.map((part) => euros(part.expenses)),
    },
  };
}

/** The index of the largest value (the first of equals), or -1 for none. */
export function indexOfLargest(values: readonly number[]): number {
  let found = -1;
  values.forEach((value, index) => {
    if (found === -1 || value > (values[found] ?? 0)) found = index;
  });
  return found;
}
