import { describe, expect, it } from 'vitest';
import { orderSaveFields } from './order.ts';
import {
  guessImportMapping,
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
  importAddressQuery,
  importPlaceCandidates,
  importPlaceIssue,
  importMappingToRemember,
  importRowOrder,
  importTemplateExample,
  importTimeOf,
} from './import.ts';

const now = new Date('2026-11-24T12:00:00Z');
const targets = {
  locations: [
    { id: 7, name: 'Helsingin toimipiste' },
    { id: 9, name: 'Tampereen toimipiste' },
  ],
  extras: [
    { id: 3, name: 'Pesu' },
    { id: 4, name: 'Tankkaus' },
  ],
};

describe('importTimeOf', () => {
  it('reads Helsinki wall times: an Excel serial date, pp.kk.vvvv hh:mm, vvvv-kk-pp hh:mm', () => {
    // winter time UTC+2, summer time UTC+3
    expect(importTimeOf('46357.5')?.toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(importTimeOf('46357,25')?.toISOString()).toBe('2026-12-01T04:00:00.000Z');
    expect(importTimeOf('1.12.2026 8:00')?.toISOString()).toBe('2026-12-01T06:00:00.000Z');
    expect(importTimeOf('01.07.2026 klo 08.00')?.toISOString()).toBe('2026-07-01T05:00:00.000Z');
    expect(importTimeOf('2026-07-01 08:00:00')?.toISOString()).toBe('2026-07-01T05:00:00.000Z');
  });

  it('refuses what is no time', () => {
    for (const text of ['', 'huomenna', '31.2.2026 08:00', '1.12.2026', '1.12.2026 25:00', '12345', '2026'])
      expect(importTimeOf(text), text).toBeNull();
  });
});

describe('guessImportMapping', () => {
  it('recognises both languages and other names, the company’s choice first, each field once', () => {
    const headers = ['Rekisterinumero', 'Pickup time', 'nouto-osoite', 'Reknro', 'Muistiinpano', 'Merkki'];
    expect(guessImportMapping(headers)).toEqual([
      'vehicle',
      'pickup_time',
      'pickup_address',
      null,
      null,
      'vehicle_brand',
    ]);
    const remembered = importMappingToRemember(['Muistiinpano', 'Merkki'], ['driver_information', null]);
    expect(guessImportMapping(headers, remembered)).toEqual([
      'vehicle',
      'pickup_time',
      'pickup_address',
      null,
      'driver_information',
      null,
    ]);
  });

  it('maps the template’s own headers in either language', () => {
    for (const language of ['fi', 'en'] as const)
      expect(guessImportMapping(IMPORT_FIELDS.map((field) => IMPORT_COLUMNS[field].header[language]))).toEqual([
        ...IMPORT_FIELDS,
      ]);
  });
});

describe('importRowOrder', () => {
  const example = importTemplateExample(now, 'Helsingin toimipiste');

  it('makes the template’s example an order without issues', () => {
    const order = importRowOrder({ ...example, extras: 'pesu, Tankkaus', vehicle: ' abc-123 ' }, targets, now);
    expect(order.issues).toEqual([]);
    expect(order.body).toMatchObject({
      business_location_id: 7,
      vehicle: 'ABC-123',
      pickup_time: '2026-12-01T06:00:00.000Z',
      destination_time: '2026-12-01T14:00:00.000Z',
      price_list_rows_ids: [3, 4],
    });
  });

  it('names the cell of each issue with the order form’s message', () => {
    const order = importRowOrder(
      {
        ...example,
        business_location: '9',
        pickup_time: '1.12.2026 8:00',
        destination_time: 'eilen',
        pickup_phone: '',
        extras: 'Pesu, Vahaus',
        pickup_postal_code: '100',
      },
      { ...targets, locations: targets.locations.slice(0, 1) },
      now,
    );
    expect(order.issues).toEqual([
      { field: 'destination_time', message: 'timeInvalid' },
      { field: 'business_location', message: 'importLocationUnknown' },
      { field: 'extras', message: 'importExtraUnknown' },
      { field: 'pickup_phone', message: 'required' },
    ]);
    expect(order.body.pickup_postal_code).toBe('00100');
  });

  it('checks the times against now', () => {
    const order = importRowOrder({ ...example, pickup_time: '1.11.2026 08:00' }, targets, now);
    expect(order.issues).toEqual([{ field: 'pickup_time', message: 'futureTime' }]);
  });
});

describe('the addresses and how a row is saved', () => {
  const example = importTemplateExample(now, 'Helsingin toimipiste');

  it('asks the geocoder for "street, postal code city" of each side, the parts a row has', () => {
    expect(importAddressQuery(example, 'pickup')).toBe('Mannerheimintie 12, 00100 Helsinki');
    expect(
      importAddressQuery({ ...example, destination_address: ' ', destination_postal_code: '' }, 'destination'),
    ).toBe('Tampere');
    expect(importAddressQuery({ pickup_postal_code: '100' }, 'pickup')).toBe('00100');
    expect(importAddressQuery({ vehicle: 'ABC-123' }, 'pickup')).toBeNull();
  });

  it('keeps the places that fit the row: its postal code, the typed street itself when the provider has it', () => {
    const at = (streetAddress: string, postalCode: string, city: string) => ({
      streetAddress,
      postalCode,
      fullAddress: [streetAddress, `${postalCode} ${city}`].filter(Boolean).join(', '),
    });
    const exact = at('Mannerheimintie 12', '00100', 'Helsinki');
    // a provider answers the address, its street, its postal area, and the same address twice
    const found = [exact, at('Mannerheimintie', '00100', 'Helsinki'), at('', '00100', 'Helsinki'), exact];
    expect(importPlaceCandidates(example, 'pickup', found)).toEqual([exact]);
    // another postal area is not the row's place
    expect(importPlaceCandidates(example, 'pickup', [at('Mannerheimintie 12', '00250', 'Helsinki')])).toEqual([]);
    // a town's name that several towns start with, and no postal code: every one of them is offered
    const towns = [at('Koulukatu 5', '29600', 'Noormarkku'), at('Koulukatu 5', '31500', 'Koski Tl')];
    const cells = { ...example, destination_address: 'Koulukatu 5', destination_postal_code: '' };
    expect(importPlaceCandidates(cells, 'destination', towns)).toEqual(towns);
  });

  it('marks an address found nowhere, and one found in several places until one is chosen', () => {
    expect(importPlaceIssue(0, false)).toBe('importAddressNotFound');
    expect(importPlaceIssue(3, false)).toBe('importAddressChoose');
    expect(importPlaceIssue(3, true)).toBeNull();
    expect(importPlaceIssue(1, true)).toBeNull();
  });

  it('sends the places found as coordinates, which the server prices from', () => {
    const order = importRowOrder(example, targets, now, {
      pickup: { coordinates: [24.94, 60.17], fullAddress: 'Mannerheimintie 12, 00100 Helsinki, Suomi' },
      destination: { coordinates: [23.76, 61.49], fullAddress: 'Hatanpään valtatie 24, 33100 Tampere, Suomi' },
    });
    expect(order.issues).toEqual([]);
    expect(order.body).toMatchObject({
      pickup_location_coordinates: { type: 'Point', coordinates: [24.94, 60.17] },
      pickup_google_address: 'Mannerheimintie 12, 00100 Helsinki, Suomi',
      destination_location_coordinates: { type: 'Point', coordinates: [23.76, 61.49] },
    });
    expect(importRowOrder(example, targets, now).body).not.toHaveProperty('pickup_location_coordinates');
  });

  it('saves a row as a draft, priced or published', () => {
    expect(orderSaveFields('draft')).toEqual({ saving_step: 2, publish: false, state: 2 });
    expect(orderSaveFields('price')).toEqual({ saving_step: 3, publish: false });
    expect(orderSaveFields('publish')).toEqual({ saving_step: 4, publish: true });
  });
});
