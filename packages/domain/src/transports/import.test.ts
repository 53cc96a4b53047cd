import { describe, expect, it } from 'vitest';
import {
  guessImportMapping,
  IMPORT_COLUMNS,
  IMPORT_FIELDS,
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
