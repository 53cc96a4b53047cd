import { describe, expect, it } from 'vitest';
import { sumCents, toCents } from '@siirto/domain';
import { indexOfLargest, reportChartData } from './report-charts';

const texts = { noLocation: 'Ei toimipaikkaa', other: 'Muut' };
const bucket = (period: string, key: number | null, label: string | null, count: number, total: number) => ({
  period,
  key,
  label,
  count,
  price: total - 10.1 - 0.2,
  extras: 10.1,
  expenses: 0.2,
  total,
});

describe('the report charts from the summary buckets', () => {
  it('lists every period from the first to the last, empty ones as zeros', () => {
    const data = reportChartData(
      [bucket('2026-09-01', 1, 'Tampere', 2, 100.1), bucket('2026-11-01', 1, 'Tampere', 3, 200.2)],
      'month',
      'business_location',
      'fi',
      texts,
      6,
    );
    expect(data.periods).toEqual(['syys 2026', 'loka 2026', 'marras 2026']);
    expect(data.volume).toEqual([{ key: '1', label: 'Tampere', values: [2, 0, 3] }]);
    expect(data.spend[0]?.values).toEqual([100.1, 0, 200.2]);
  });

  it('names transports without a location and states in the language, and folds the smallest keys into "other"', () => {
    const many = [1, 2, 3, 4, 5, 6, 7].map((key) => bucket('2026-11-02', key, `T${String(key)}`, key, key * 10));
    const data = reportChartData(many, 'week', 'business_location', 'en', texts, 6);
    expect(data.periods).toEqual(['Wk 45/2026']);
    expect(data.volume.map((series) => series.label)).toEqual(['T7', 'T6', 'T5', 'T4', 'T3', 'Muut']);
    // 1 + 2 transports of the two smallest locations
    expect(data.volume.at(-1)?.values).toEqual([3]);
    // the spend per location still lists each one
    expect(data.keys).toHaveLength(7);
    const states = reportChartData([bucket('2026-11-02', 6, null, 1, 5)], 'week', 'state', 'fi', texts, 6);
    expect(states.volume[0]?.label).toBe('Toimitettu');
    const none = reportChartData([bucket('2026-11-02', null, null, 1, 5)], 'week', 'business_location', 'fi', texts, 6);
    expect(none.keys).toEqual(['Ei toimipaikkaa']);
  });

  it("splits each key's spend into prices, extras and expenses that add up to its total to the cent", () => {
    const buckets = [
      bucket('2026-10-01', 1, 'A', 1, 0.3),
      bucket('2026-11-01', 1, 'A', 1, 1234.57),
      bucket('2026-11-01', 2, 'B', 1, 99.99),
    ];
    const data = reportChartData(buckets, 'month', 'business_location', 'fi', texts, 6);
    data.keys.forEach((name, index) => {
      const parts = [data.spendParts.price, data.spendParts.extras, data.spendParts.expenses].map((part) =>
        toCents(part[index] ?? 0),
      );
      const expected = sumCents(buckets.filter((entry) => entry.label === name).map((entry) => toCents(entry.total)));
      expect(sumCents(parts)).toBe(expected);
    });
  });

  it('finds the largest value, the first of equals', () => {
    expect(indexOfLargest([3, 7, 7, 1])).toBe(1);
    expect(indexOfLargest([])).toBe(-1);
  });
});
