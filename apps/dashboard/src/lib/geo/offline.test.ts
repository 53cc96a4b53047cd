import { describe, expect, it } from 'vitest';
import { greatCircleKm, type LngLat } from '@siirto/domain';
import { createGeoService, createOfflineGeoService, parseAddressQuery } from './index.ts';

// Town centres (independent of the packaged data): Helsinki railway square, Tampere centre, Umeå centre.
const HELSINKI: LngLat = [24.941, 60.171];
const TAMPERE: LngLat = [23.761, 61.498];
const UMEA: LngLat = [20.263, 63.826];

const geo = createOfflineGeoService();

describe('offline geocoder', () => {
  it('finds Mannerheimintie 1, 00100 Helsinki', async () => {
    const [hit] = await geo.suggest('Mannerheimintie 1, 00100 Helsinki', { countries: ['FI'] });
    expect(hit).toMatchObject({
      streetAddress: 'Mannerheimintie 1',
      postalCode: '00100',
      city: 'Helsinki',
      country: 'FI',
      fullAddress: 'Mannerheimintie 1, 00100 Helsinki, Finland',
    });
    expect(greatCircleKm(hit?.coordinates ?? [0, 0], HELSINKI)).toBeLessThan(20);
  });

  it('finds Hämeenkatu 10, 33100 Tampere', async () => {
    const [hit] = await geo.suggest('Hämeenkatu 10, 33100 Tampere', { countries: ['FI'] });
    expect(hit).toMatchObject({ streetAddress: 'Hämeenkatu 10', postalCode: '33100', city: 'Tampere', country: 'FI' });
    expect(greatCircleKm(hit?.coordinates ?? [0, 0], TAMPERE)).toBeLessThan(20);
  });

  it('finds a street and a town without a postal code', async () => {
    const [hit] = await geo.suggest('Hämeenkatu 10, Tampere', { countries: ['FI'] });
    expect(hit).toMatchObject({ streetAddress: 'Hämeenkatu 10', city: 'Tampere', country: 'FI' });
    expect(greatCircleKm(hit?.coordinates ?? [0, 0], TAMPERE)).toBeLessThan(20);
  });

  it('finds Storgatan 1, Umeå when Sweden is allowed', async () => {
    const [hit] = await geo.suggest('Storgatan 1, Umeå', { countries: ['FI', 'SE'] });
    expect(hit).toMatchObject({
      streetAddress: 'Storgatan 1',
      city: 'Umeå',
      country: 'SE',
      fullAddress: 'Storgatan 1, Umeå, Sweden',
    });
    expect(greatCircleKm(hit?.coordinates ?? [0, 0], UMEA)).toBeLessThan(20);
  });

  it('refuses Swedish places when only Finland is allowed', async () => {
    const hits = await geo.suggest('Storgatan 1, Umeå', { countries: ['FI'] });
    expect(hits.filter((h) => h.country === 'SE')).toEqual([]);
    expect(hits.find((h) => h.city === 'Umeå')).toBeUndefined();
  });

  it('completes a postal code while it is typed', async () => {
    const hits = await geo.suggest('Mannerheimintie 1, 0010', { countries: ['FI'] });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.postalCode.startsWith('0010'))).toBe(true);
    expect(hits[0]).toMatchObject({ postalCode: '00100', city: 'Helsinki', streetAddress: 'Mannerheimintie 1' });
  });

  it('completes a town name while it is typed, the exact or largest town first', async () => {
    const hits = await geo.suggest('Tamp', { countries: ['FI'] });
    expect(hits[0]?.city).toBe('Tampere');
    expect(hits[0]?.streetAddress).toBe('');
  });

  it('finds nothing for an unknown place or an empty query', async () => {
    expect(await geo.suggest('Olematonkatu 5, 99999 Eiole', { countries: ['FI'] })).toEqual([]);
    expect(await geo.suggest('   ', { countries: ['FI'] })).toEqual([]);
  });
});

describe('offline routes', () => {
  it('estimates Helsinki to Tampere at a plausible road distance, labelled as an estimate', async () => {
    const route = await geo.route([HELSINKI, TAMPERE]);
    expect(route.estimated).toBe(true);
    expect(route.distanceKm).toBeGreaterThan(160);
    expect(route.distanceKm).toBeLessThan(220);
    expect(route.durationSeconds / 3600).toBeGreaterThan(2);
    expect(route.durationSeconds / 3600).toBeLessThan(3);
    expect(route.geometry).toEqual([HELSINKI, TAMPERE]);
  });

  it('passes the waypoints in order and counts their detour', async () => {
    const direct = await geo.route([HELSINKI, TAMPERE]);
    const viaUmea = await geo.route([HELSINKI, TAMPERE], [UMEA]);
    expect(viaUmea.geometry).toEqual([HELSINKI, UMEA, TAMPERE]);
    expect(viaUmea.distanceKm).toBeGreaterThan(direct.distanceKm * 2);
  });

  it('gives a travel time matrix, origins by destinations', async () => {
    const matrix = await geo.travelTimes([HELSINKI], [TAMPERE, HELSINKI]);
    expect(matrix.estimated).toBe(true);
    expect(matrix.durationsSeconds[0]?.[0]).toBeGreaterThan(7200);
    expect(matrix.durationsSeconds[0]?.[1]).toBe(0);
  });
});

describe('address query parsing', () => {
  it('reads street, postal code and city', () => {
    expect(parseAddressQuery('Mannerheimintie 1, 00100 Helsinki')).toEqual({
      street: 'Mannerheimintie 1',
      postalCode: '00100',
      cityText: 'Helsinki',
    });
    expect(parseAddressQuery('Mannerheimintie 1 00100 Helsinki')).toEqual({
      street: 'Mannerheimintie 1',
      postalCode: '00100',
      cityText: 'Helsinki',
    });
    expect(parseAddressQuery('Storgatan 1, 903 26 Umeå, Sverige')).toEqual({
      street: 'Storgatan 1',
      postalCode: '90326',
      cityText: 'Umeå',
    });
  });
});

describe('createGeoService', () => {
  it('is offline without a token and Mapbox with one', () => {
    expect(createGeoService({}).provider).toBe('offline');
    expect(createGeoService({ mapboxToken: '  ' }).provider).toBe('offline');
    expect(createGeoService({ mapboxToken: 'pk.test' }).provider).toBe('mapbox');
  });
});
