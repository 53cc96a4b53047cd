import { describe, expect, it } from 'vitest';
import {
  cityMissingFromAddress,
  estimateArrival,
  estimateDrive,
  greatCircleKm,
  searchCountries,
  showsArrivalEstimate,
  travelTimeWithMargin,
} from './helpers.ts';

const helsinki: [number, number] = [24.9384, 60.1699];
const tampere: [number, number] = [23.761, 61.4981];

describe('arrival estimate', () => {
  const now = new Date('2026-05-04T10:00:00Z');

  it('adds the travel time margin percent to the travel time', () => {
    expect(travelTimeWithMargin(3600, 10)).toBe(3960);
    expect(travelTimeWithMargin(3600, 0)).toBe(3600);
    expect(travelTimeWithMargin(3600, undefined)).toBe(3600);
  });

  it('gives now + travel time x (1 + margin / 100) for states 4 to 9', () => {
    for (const state of [4, 5, 6, 7, 8, 9]) {
      expect(estimateArrival({ state, travelSeconds: 7200, marginPercent: 25, now })?.toISOString()).toBe(
        '2026-05-04T12:30:00.000Z',
      );
    }
  });

  it('gives no estimate outside states 4 to 9 or without a travel time', () => {
    for (const state of [1, 2, 3, 10, 11]) {
      expect(estimateArrival({ state, travelSeconds: 7200, marginPercent: 25, now })).toBeNull();
      expect(showsArrivalEstimate(state)).toBe(false);
    }
    expect(estimateArrival({ state: 5, travelSeconds: null, now })).toBeNull();
  });
});

describe('distances', () => {
  it('measures Helsinki to Tampere as about 160 km along the great circle', () => {
    const km = greatCircleKm(helsinki, tampere);
    expect(km).toBeGreaterThan(155);
    expect(km).toBeLessThan(165);
  });

  it('estimates a drive with a road factor at an average speed', () => {
    const drive = estimateDrive(100, { roadFactor: 1.25, averageSpeedKmh: 75 });
    expect(drive.distanceKm).toBe(125);
    expect(drive.durationSeconds).toBe(6000);
  });
});

describe('address search rules', () => {
  it('searches Finland only, or Finland and Sweden with abroad transports', () => {
    expect(searchCountries(false)).toEqual(['FI']);
    expect(searchCountries(true)).toEqual(['FI', 'SE']);
  });

  it('warns when the city is not contained in the full address', () => {
    expect(cityMissingFromAddress('Helsinki', 'Mannerheimintie 1, 00100 Helsinki, Finland')).toBe(false);
    expect(cityMissingFromAddress('helsinki', 'Mannerheimintie 1, 00100 HELSINKI, Finland')).toBe(false);
    expect(cityMissingFromAddress('Espoo', 'Mannerheimintie 1, 00100 Helsinki, Finland')).toBe(true);
  });
});
