import { describe, expect, it } from 'vitest';
import { orderValuesFingerprint } from './fingerprint.ts';

describe('orderValuesFingerprint', () => {
  it('is the same for the same order written differently', () => {
    const a = { vehicle: 'ABC-123', pickup_name: 'Aino', pickup_time: new Date('2026-12-01T08:00:00Z'), note: '' };
    const b = {
      pickup_time: new Date('2026-12-01T08:00:00.000Z'),
      pickup_name: ' Aino ',
      vehicle: 'ABC-123',
      note: null,
    };
    expect(orderValuesFingerprint(a)).toBe(orderValuesFingerprint(b));
  });

  it('ignores what is not ordered: flags of the write and the answered prices', () => {
    const order = { vehicle: 'ABC-123' };
    expect(
      orderValuesFingerprint({
        ...order,
        prices_calculated: true,
        saving_step: 3,
        publish: true,
        price: 250,
        version: 7,
      }),
    ).toBe(orderValuesFingerprint(order));
  });

  it('differs for any change of a value, round trip, vehicle change, special price or extras', () => {
    const order = {
      vehicle: 'ABC-123',
      round_trip: false,
      round_trip_no_vehicle_change: false,
      price_type_special: 2,
      price_list_rows_ids: [1, 2],
      pickup_location_coordinates: { type: 'Point', coordinates: [24.94, 60.17] },
    };
    const base = orderValuesFingerprint(order);
    for (const change of [
      { vehicle: 'ABC-124' },
      { round_trip: true },
      { round_trip_no_vehicle_change: true },
      { price_type_special: 17 },
      { price_list_rows_ids: [1] },
      { pickup_location_coordinates: { type: 'Point', coordinates: [24.95, 60.17] } },
    ])
      expect(orderValuesFingerprint({ ...order, ...change }), JSON.stringify(change)).not.toBe(base);
  });
});
