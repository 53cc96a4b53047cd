import { describe, expect, it } from 'vitest';
import { conditionPairs, hasExtras, isWaitingFeeExpense, paymentBox, transportTimeline } from './detail.ts';

describe('transportTimeline', () => {
  it('lists the five steps in order, filled only when their time is known', () => {
    const timeline = transportTimeline({
      state_published_time: '2026-11-20T08:00:00Z',
      state_reserved_time: '2026-11-20T09:00:00Z',
      pickup_time_driver_arrives: null,
      pickup_acknowledged: undefined,
      destination_acknowledged: '',
    });
    expect(timeline.map((entry) => [entry.step, entry.filled])).toEqual([
      ['published', true],
      ['reserved', true],
      ['announcedPickup', false],
      ['pickedUp', false],
      ['delivered', false],
    ]);
    expect(timeline[0]?.time).toBe('2026-11-20T08:00:00Z');
  });
});

describe('conditionPairs', () => {
  it('pairs the pickup and destination photos of each side and leaves out extra photos and unphotographed sides', () => {
    const photos = [
      { id: 1, photo_type: 3, photo_target: 3 },
      { id: 2, photo_type: 4, photo_target: 3 },
      { id: 3, photo_type: 3, photo_target: 5 },
      { id: 4, photo_type: 2, photo_target: 2 },
      { id: 5, photo_type: 4, photo_target: 7 },
    ];
    expect(conditionPairs(photos)).toEqual([
      { target: 3, pickup: photos[0], destination: photos[1] },
      { target: 5, pickup: photos[2], destination: null },
      { target: 7, pickup: null, destination: photos[4] },
    ]);
  });
});

describe('paymentBox', () => {
  it("uses the server's total when there is one, else sums price, services and expenses", () => {
    expect(
      paymentBox({ price: 180, service_prices_total_company: 25, expenses_price_total: 12.5, trip_length_km: 170 }),
    ).toEqual({ price: 180, services: 25, expenses: 12.5, km: 170, total: 217.5 });
    expect(paymentBox({ price: 180, transport_total_price: 999 }).total).toBe(999);
    expect(paymentBox({}).total).toBeNull();
  });
});

describe('small rules of the detail', () => {
  it('shows the waiting fee rule for charging and waiting expenses', () => {
    expect([2, 3, 4, 5, 6].filter(isWaitingFeeExpense)).toEqual([3, 4]);
  });
  it('has extras with an expense or a price list row', () => {
    expect(hasExtras({ expenses: [], price_list_rows: [] })).toBe(false);
    expect(hasExtras({ expenses: [{}], price_list_rows: [] })).toBe(true);
    expect(hasExtras({ expenses: [], price_list_rows: [{}] })).toBe(true);
  });
});
