import { describe, expect, it } from 'vitest';
import {
  ABROAD_WAYPOINTS,
  abroadChange,
  groupPhotos,
  isDestinationTimeShort,
  NEW_TRANSPORT_DEFAULTS,
  photoGroup,
  priceSummary,
  transportPriority,
} from './index.ts';

const now = new Date('2026-11-25T10:00:00Z');
const hours = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('priority', () => {
  it('is urgent and locked when the destination time is before now + drive time + the company setting', () => {
    // 2 h drive + 2 h company setting: anything before 14:00 is urgent.
    const input = { now, travelSeconds: 7200, autoPriorityTimeSeconds: 7200 };
    expect(transportPriority({ ...input, destinationTime: hours(3.9) })).toEqual({ priority: 3, locked: true });
    expect(transportPriority({ ...input, destinationTime: hours(4) })).toEqual({ priority: 2, locked: false });
    expect(transportPriority({ ...input, destinationTime: hours(6).toISOString() })).toEqual({
      priority: 2,
      locked: false,
    });
  });

  it('is normal without a destination time and ignores missing estimates', () => {
    expect(transportPriority({ now, destinationTime: null })).toEqual({ priority: 2, locked: false });
    expect(transportPriority({ now, destinationTime: hours(0.5) })).toEqual({ priority: 2, locked: false });
    expect(transportPriority({ now, destinationTime: hours(-1) })).toEqual({ priority: 3, locked: true });
  });
});

describe('destination time too short', () => {
  it('compares the time between pickup and destination with the travel time and its margin', () => {
    const base = { pickupTime: hours(1), destinationTime: hours(3), travelSeconds: 7000 };
    expect(isDestinationTimeShort(base)).toBe(false);
    // 7000 s + 10 % = 7700 s > 2 h.
    expect(isDestinationTimeShort({ ...base, marginPercent: 10 })).toBe(true);
    expect(isDestinationTimeShort({ ...base, travelSeconds: null })).toBe(false);
    expect(isDestinationTimeShort({ ...base, pickupTime: null })).toBe(false);
  });
});

describe('abroad', () => {
  it('turns round trip off, no vehicle change, two fixed waypoints; off clears the waypoints', () => {
    const on = abroadChange(true);
    expect(on).toMatchObject({ abroad: true, round_trip: false, round_trip_no_vehicle_change: true });
    expect(on.waypoints).toHaveLength(2);
    expect(on.waypoints?.[0]).toEqual({
      name: ABROAD_WAYPOINTS[0]?.name,
      lng: ABROAD_WAYPOINTS[0]?.coordinates[0],
      lat: ABROAD_WAYPOINTS[0]?.coordinates[1],
    });
    expect(abroadChange(false)).toEqual({ abroad: false, waypoints: [] });
  });
});

describe('photos', () => {
  it('groups type 3 targets 3–7 as pickup, type 4 targets 3–7 as destination, target 2 types 2–4 as extra', () => {
    expect(photoGroup({ photo_type: 3, photo_target: 3 })).toBe('pickup');
    expect(photoGroup({ photo_type: 3, photo_target: 7 })).toBe('pickup');
    expect(photoGroup({ photo_type: 4, photo_target: 5 })).toBe('destination');
    expect(photoGroup({ photo_type: 2, photo_target: 2 })).toBe('extra');
    expect(photoGroup({ photo_type: 4, photo_target: 2 })).toBe('extra');
    expect(photoGroup({ photo_type: 2, photo_target: 3 })).toBeNull();
    expect(photoGroup({ photo_type: 3, photo_target: 8 })).toBeNull();
    const photos = [
      { id: 1, photo_type: 3, photo_target: 4 },
      { id: 2, photo_type: 4, photo_target: 4 },
      { id: 3, photo_type: 2, photo_target: 2 },
      { id: 4, photo_type: 5, photo_target: 2 },
    ];
    const groups = groupPhotos(photos);
    expect(groups.pickup.map((photo) => photo.id)).toEqual([1]);
    expect(groups.destination.map((photo) => photo.id)).toEqual([2]);
    expect(groups.extra.map((photo) => photo.id)).toEqual([3]);
  });
});

describe('prices', () => {
  it('sums the go and return trips, the extras and the expenses', () => {
    expect(
      priceSummary({
        price_go_trip: 189.1,
        price_return_trip: '150.40',
        trip_length_km: 176.4,
        return_trip_length_km: 176.4,
        extras: [25, '12.5'],
        expenses: [60.2, null],
      }),
    ).toEqual({
      trip_price_total: 339.5,
      trip_length_km_total: 352.8,
      form1_price: 189.1,
      form2_price: 150.4,
      extras_total: 37.5,
      expenses_total: 60.2,
      total: 437.2,
    });
    expect(priceSummary({ price_go_trip: 100 })).toMatchObject({ form2_price: null, total: 100 });
  });
});

describe('defaults', () => {
  it('starts a new transport as a draft at the normal price type', () => {
    expect(NEW_TRANSPORT_DEFAULTS).toMatchObject({ state: 2, price_type_special: 2 });
  });
});
