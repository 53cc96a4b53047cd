import { describe, expect, it } from 'vitest';
import {
  canDriverMoveTransport,
  canDriverReportPosition,
  isPositionStale,
  POSITION_STALE_AFTER_MS,
  TRANSPORT_STATES,
} from './index.ts';

describe('a driver moving a transport', () => {
  it('allows only the forward steps of the drive', () => {
    const allowed = TRANSPORT_STATES.flatMap((from) =>
      TRANSPORT_STATES.filter((to) => canDriverMoveTransport(from, to)).map((to) => `${String(from)}->${String(to)}`),
    );
    expect(allowed).toEqual(['4->5', '5->6', '5->9', '6->9']);
  });

  it('never goes back, skips a step, invoices or cancels', () => {
    expect(canDriverMoveTransport(5, 4)).toBe(false);
    expect(canDriverMoveTransport(4, 6)).toBe(false);
    expect(canDriverMoveTransport(6, 7)).toBe(false);
    expect(canDriverMoveTransport(4, 8)).toBe(false);
    expect(canDriverMoveTransport(3, 4)).toBe(false);
    expect(canDriverMoveTransport(5, 5)).toBe(false);
    expect(canDriverMoveTransport(42, 5)).toBe(false);
  });

  it('reports the car position only while in transit', () => {
    expect(TRANSPORT_STATES.filter(canDriverReportPosition)).toEqual([5]);
  });
});

describe('isPositionStale', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it('is current up to five minutes and stale after', () => {
    expect(POSITION_STALE_AFTER_MS).toBe(5 * 60_000);
    expect(isPositionStale(ago(0), now)).toBe(false);
    expect(isPositionStale(ago(POSITION_STALE_AFTER_MS), now)).toBe(false);
    expect(isPositionStale(ago(POSITION_STALE_AFTER_MS + 1000), now)).toBe(true);
  });

  it('reads ISO times and treats an unknown or broken time as stale', () => {
    expect(isPositionStale(ago(60_000).toISOString(), now)).toBe(false);
    expect(isPositionStale('2026-11-25T11:00:00Z', now)).toBe(true);
    expect(isPositionStale(null, now)).toBe(true);
    expect(isPositionStale(undefined, now)).toBe(true);
    expect(isPositionStale('not a time', now)).toBe(true);
  });

  it('treats a time slightly ahead of the clock (skew) as current', () => {
    expect(isPositionStale(new Date(now.getTime() + 30_000), now)).toBe(false);
  });
});
