import { describe, expect, it } from 'vitest';
import { greatCircleKm, type LngLat } from '@siirto/domain';
import { createGeoService, createOfflineGeoService, parseAddressQuery } from './index.ts';
// the country names come from the catalogs, which the app loads at start-up (common)
import '../../i18n/all-catalogs';

// Town centres (independent of the packaged data): Helsinki railway square, Tampere centre, Umeå centre.
const HELSINKI: LngLat = [24.941, 60.171];
const TAMPERE: LngLat = [23.761, 61.498];
const UMEA: LngLat = [20.263, 63.826];

const geo = createOfflineGeoService();

describe('offline geocoder', () => {
  it('finds Mannerheimintie 1, 00100 Helsinki', async () => {
    const [hit] = await geo.suggest('Mannerheimintie 1, 00100 Helsinki', { countries: ['FI'], language: 'en' });
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

  it('finds a street and a town without a postal code, and fills the postal code of the town centre', async () => {
    const [hit] = await geo.suggest('Puistokatu 10, Tampere', { countries: ['FI'] });
    expect(hit).toMatchObject({ streetAddress: 'Puistokatu 10', postalCode: '33100', city: 'Tampere', country: 'FI' });
    expect(greatCircleKm(hit?.coordinates ?? [0, 0], TAMPERE)).toBeLessThan(20);
    const [town] = await geo.suggest('Vantaa', { countries: ['FI'] });
    expect(town).toMatchObject({ postalCode: '01300', city: 'Vantaa' });
  });

  it('finds Mannerheimintie 1 without a town: Helsinki, with its postal code, named in the UI language', async () => {
    const [fi] = await geo.suggest('Mannerheimintie 1', { countries: ['FI'], language: 'fi' });
    expect(fi).toMatchObject({
      streetAddress: 'Mannerheimintie 1',
      postalCode: '00100',
      city: 'Helsinki',
      country: 'FI',
      fullAddress: 'Mannerheimintie 1, 00100 Helsinki, Suomi',
    });
    expect(greatCircleKm(fi?.coordinates ?? [0, 0], HELSINKI)).toBeLessThan(5);
    const [en] = await geo.suggest('Mannerheimintie 1', { countries: ['FI'], language: 'en' });
    expect(en?.fullAddress).toBe('Mannerheimintie 1, 00100 Helsinki, Finland');
  });

  it("gives a known street's number range its own postal code, with or without the town", async () => {
    const [withTown] = await geo.suggest('Otakaari 1, Espoo', { countries: ['FI'] });
    expect(withTown).toMatchObject({ streetAddress: 'Otakaari 1', postalCode: '02150', city: 'Espoo' });
    const [withoutTown] = await geo.suggest('Hämeenkatu 10', { countries: ['FI'] });
    expect(withoutTown).toMatchObject({ streetAddress: 'Hämeenkatu 10', postalCode: '33100', city: 'Tampere' });
    // Outside the known range: the town centre's code (the user checks it in the postal code field).
    const [far] = await geo.suggest('Mannerheimintie 164, Helsinki', { countries: ['FI'] });
    expect(far).toMatchObject({ postalCode: '00100', city: 'Helsinki' });
  });

  it('offers each town of a street the index knows in several, the largest first', async () => {
    const hits = await geo.suggest('Yrjönkatu 5', { countries: ['FI'] });
    expect(hits.map((h) => [h.postalCode, h.city])).toEqual([
      ['00120', 'Helsinki'],
      ['28100', 'Pori'],
    ]);
  });

  it('completes a known street typed without its number', async () => {
    const hits = await geo.suggest('Mannerheimint', { countries: ['FI'] });
    expect(hits[0]).toMatchObject({ streetAddress: 'Mannerheimintie', postalCode: '00100', city: 'Helsinki' });
  });

  it('finds nothing for an unknown street without a town (the field asks for the town)', async () => {
    expect(await geo.suggest('Olematonkatu 5', { countries: ['FI'] })).toEqual([]);
  });

  it('finds Storgatan 1, Umeå when Sweden is allowed, named in the UI language', async () => {
    const [en] = await geo.suggest('Storgatan 1, Umeå', { countries: ['FI', 'SE'], language: 'en' });
    expect(en).toMatchObject({
      streetAddress: 'Storgatan 1',
      postalCode: '',
      city: 'Umeå',
      country: 'SE',
      fullAddress: 'Storgatan 1, Umeå, Sweden',
    });
    expect(greatCircleKm(en?.coordinates ?? [0, 0], UMEA)).toBeLessThan(20);
    const [fi] = await geo.suggest('Storgatan 1, Umeå', { countries: ['FI', 'SE'], language: 'fi' });
    expect(fi).toMatchObject({ city: 'Uumaja', fullAddress: 'Storgatan 1, Uumaja, Ruotsi' });
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

describe('town names in the UI language', () => {
  const city = async (query: string, language: 'fi' | 'en') =>
    (await geo.suggest(query, { countries: ['FI'], language }))[0];

  it('names bilingual towns in Finnish in the Finnish UI, whichever name was typed', async () => {
    expect(await city('Karis', 'fi')).toMatchObject({ city: 'Karjaa', postalCode: '10300' });
    expect(await city('Ingå', 'fi')).toMatchObject({ city: 'Inkoo', postalCode: '10210' });
    expect(await city('Åbo', 'fi')).toMatchObject({ city: 'Turku', postalCode: '20100' });
    expect(await city('Helsingfors', 'fi')).toMatchObject({ city: 'Helsinki', postalCode: '00100' });
    expect((await city('Karis', 'fi'))?.fullAddress).toBe('10300 Karjaa, Suomi');
  });

  it("names them by their municipality's majority language in the English UI, as maps do", async () => {
    expect((await city('Karjaa', 'en'))?.city).toBe('Karis');
    expect((await city('Inkoo', 'en'))?.city).toBe('Ingå');
    expect((await city('Åbo', 'en'))?.city).toBe('Turku');
    expect((await city('Helsingfors', 'en'))?.city).toBe('Helsinki');
  });

  it('names a postal area typed by its code in the UI language', async () => {
    expect(await city('10300', 'fi')).toMatchObject({ city: 'Karjaa', postalCode: '10300' });
    expect(await city('10300', 'en')).toMatchObject({ city: 'Karis', fullAddress: '10300 Karis, Finland' });
    expect(await city('10300 Karis', 'fi')).toMatchObject({ city: 'Karjaa' });
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
