import { describe, expect, it } from 'vitest';
import { deliveryDelayMinutes, isDeliveredOnTime, leadTimeMinutes, percentChange, quantile } from './punctuality.ts';

const at = (iso: string) => new Date(iso);

describe('punctuality', () => {
  it('counts a hand-over exactly at the ordered time as on time, a second later as late', () => {
    const ordered = at('2026-12-05T10:00:00Z');
    expect(isDeliveredOnTime(ordered, at('2026-12-05T10:00:00Z'))).toBe(true);
    expect(isDeliveredOnTime(ordered, at('2026-12-05T09:15:00Z'))).toBe(true);
    expect(isDeliveredOnTime(ordered, at('2026-12-05T10:00:01Z'))).toBe(false);
  });

  it('knows nothing of a transport without a hand-over or an ordered time', () => {
    expect(isDeliveredOnTime(at('2026-12-05T10:00:00Z'), null)).toBeNull();
    expect(isDeliveredOnTime(null, at('2026-12-05T10:00:00Z'))).toBeNull();
    expect(deliveryDelayMinutes(null, at('2026-12-05T10:00:00Z'))).toBeNull();
    expect(leadTimeMinutes(at('2026-12-01T08:00:00Z'), null)).toBeNull();
  });

  it('gives the delay of a late hand-over only, in minutes', () => {
    const ordered = at('2026-12-05T10:00:00Z');
    expect(deliveryDelayMinutes(ordered, at('2026-12-05T10:45:00Z'))).toBe(45);
    expect(deliveryDelayMinutes(ordered, at('2026-12-05T10:00:00Z'))).toBeNull();
    expect(deliveryDelayMinutes(ordered, at('2026-12-05T09:00:00Z'))).toBeNull();
  });

  it('measures the lead time from ordering to hand-over', () => {
    expect(leadTimeMinutes(at('2026-12-01T08:00:00Z'), at('2026-12-02T09:30:00Z'))).toBe(25.5 * 60);
  });

  it('interpolates quantiles between ranks as percentile_cont does', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([7], 0.9)).toBe(7);
    expect(quantile([40, 10, 30, 20], 0.5)).toBe(25);
    expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBeCloseTo(91, 10);
    expect(quantile([1, 2, 3], 0)).toBe(1);
    expect(quantile([1, 2, 3], 1)).toBe(3);
  });

  it('gives a change in percent of the previous figure, none without one', () => {
    expect(percentChange(112, 100)).toBeCloseTo(12, 10);
    expect(percentChange(75, 100)).toBeCloseTo(-25, 10);
    expect(percentChange(5, 0)).toBeNull();
    expect(percentChange(5, null)).toBeNull();
  });
});
