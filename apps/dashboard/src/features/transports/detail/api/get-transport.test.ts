import { describe, expect, it } from 'vitest';
import { transportQuery } from './get-transport';

/** The refresh policy of the detail: on window focus always, every minute only while a driver is on the way. */
describe('transportQuery', () => {
  const { refetchInterval, refetchOnWindowFocus } = transportQuery(7);
  type IntervalOf = Extract<typeof refetchInterval, (...args: never[]) => unknown>;
  const intervalFor = (state: number | undefined) => {
    if (typeof refetchInterval !== 'function') return refetchInterval;
    // the policy reads only the query's data
    const query = {
      state: { data: state === undefined ? undefined : { state } },
    } as unknown as Parameters<IntervalOf>[0];
    return refetchInterval(query);
  };

  it('refetches every 60 s while reserved or in transit, not before loading nor once delivered', () => {
    expect(intervalFor(4)).toBe(60_000);
    expect(intervalFor(5)).toBe(60_000);
    expect(intervalFor(undefined)).toBe(false);
    expect(intervalFor(3)).toBe(false);
    expect(intervalFor(6)).toBe(false);
  });

  it('refetches when the window regains focus', () => {
    expect(refetchOnWindowFocus).toBe(true);
  });
});
