/**
 * Importing orders from a spreadsheet (issue 30 §1): the columns a file may have, how their headers are recognised
 * (Finnish and English names, and what the company chose before), and how one row becomes an order: the write body
 * the API's one create path takes, and the row's issues. The order's own rules are the order form's
 * (`transportOrderIssues`, every field required as for a price): nothing here is a second copy of one; this module
 * only reads a spreadsheet's texts (Helsinki wall times as Excel serial dates or `pp.kk.vvvv hh:mm`, a business
 * location by name or number, extra services by name). The dashboard runs it for the preview, the API again for
 * every row it creates.
 */
import type { GeoPlace, LngLat } from '../geo/types.ts';
import type { LocalizedText, ValidationMessageId } from '../messages.ts';
import { formatDateTime } from '../rules/format.ts';
import { addWallDays, wallTimeOf, wallTimeToInstant } from '../rules/wall-time.ts';
import { transportOrderIssues, transportOrderPayload } from './order.ts';

/** At most this many rows (after the header) in one file. */
export const IMPORT_MAX_ROWS = 2_000;
/** At most this many bytes in one file (5 MB). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** At most this many columns. */
export const IMPORT_MAX_COLUMNS = 60;
/** Rows per create request: the progress moves in steps of this size, and a cancel stops after the current step. */
export const IMPORT_BATCH_SIZE = 25;

/** The fields a spreadsheet column can fill, in the template's order. */
export const IMPORT_FIELDS = [
  'order_number',
  'business_location',
  'vehicle',
  'vehicle_brand',
  'pickup_time',
  'pickup_location',
  'pickup_address',
  'pickup_postal_code',
  'pickup_city_name',
  'pickup_name',
  'pickup_phone',
  'pickup_contact_email',
  'destination_time',
  'destination_location',
  'destination_address',
  'destination_postal_code',
  'destination_city_name',
  'destination_name',
  'destination_phone',
  'destination_contact_email',
  'extras',
  'driver_information',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export function isImportField(value: unknown): value is ImportField {
  return typeof value === 'string' && (IMPORT_FIELDS as readonly string[]).includes(value);
}

interface ImportColumn {
  /** The header the template writes, in each language (the order form's words). */
  readonly header: LocalizedText;
  /** Other headers a user's own file may have (folded: lower case, letters and digits only). */
  readonly aliases: readonly string[];
}

const place = (side: 'pickup' | 'destination', fi: string, en: string, aliases: readonly string[]): ImportColumn => {
  const sideName = side === 'pickup' ? { fi: 'Nouto', en: 'Pickup' } : { fi: 'Kohde', en: 'Destination' };
  const prefixes =
    side === 'pickup'
      ? ['nouto', 'noutopaikan', 'pickup']
      : ['kohde', 'kohteen', 'toimitus', 'destination', 'delivery'];
  return {
    header: { fi: `${sideName.fi}: ${fi}`, en: `${sideName.en}: ${en}` },
    aliases: prefixes.flatMap((prefix) => aliases.map((alias) => `${prefix}${alias}`)),
  };
};

/** The columns of a place, the same for the pickup and the destination: the header's words and its other names. */
const PLACE_PARTS = {
  location: ['paikan nimi', 'place name', ['paikka', 'paikannimi', 'place', 'placename', 'location']],
  address: ['katuosoite', 'street address', ['osoite', 'katuosoite', 'address', 'streetaddress']],
  postal_code: ['postinumero', 'postal code', ['postinumero', 'postinro', 'postalcode', 'zip']],
  city_name: ['kaupunki', 'city', ['kaupunki', 'paikkakunta', 'city', 'town']],
  name: ['yhteyshenkilö', 'contact person', ['yhteyshenkilö', 'contact', 'contactperson', 'name']],
  phone: ['puhelin', 'phone', ['puhelin', 'puh', 'phone', 'puhelinnumero']],
  contact_email: ['sähköposti', 'e-mail', ['sähköposti', 'email', 'sposti']],
} as const satisfies Record<string, readonly [string, string, readonly string[]]>;
type PlacePart = keyof typeof PLACE_PARTS;

/** The place columns of one side (`pickup_address`, …), each named `Nouto: katuosoite` / `Kohde: katuosoite`. */
const placeColumns = <Side extends 'pickup' | 'destination'>(side: Side) =>
  Object.fromEntries(
    Object.entries(PLACE_PARTS).map(([part, [fi, en, aliases]]) => [`${side}_${part}`, place(side, fi, en, aliases)]),
  ) as Record<`${Side}_${PlacePart}`, ImportColumn>;

/** Every importable column: the template's header per language and the other names it is recognised by. */
export const IMPORT_COLUMNS: Record<ImportField, ImportColumn> = {
  order_number: {
    header: { fi: 'Tilausnumero', en: 'Order number' },
    aliases: ['tilausnro', 'ordernumber', 'orderno'],
  },
  business_location: {
    header: { fi: 'Toimipiste', en: 'Business location' },
    aliases: ['toimipaikka', 'kustannuspaikka', 'costcentre', 'costcenter', 'location'],
  },
  vehicle: {
    header: { fi: 'Rekisterinumero', en: 'Registration number' },
    aliases: ['rekisteri', 'rekkari', 'reknro', 'registration', 'plate', 'vehicle', 'ajoneuvo'],
  },
  vehicle_brand: {
    header: { fi: 'Merkki ja malli', en: 'Make and model' },
    aliases: ['merkki', 'malli', 'brand', 'make', 'model'],
  },
  pickup_time: { header: { fi: 'Noutoaika', en: 'Pickup time' }, aliases: ['nouto', 'noutopaiva', 'noutopäivä'] },
  ...placeColumns('pickup'),
  destination_time: {
    header: { fi: 'Perillä viimeistään', en: 'Arrive by' },
    aliases: ['luovutusaika', 'toimitusaika', 'perillä', 'deliverytime', 'destinationtime', 'arriveby'],
  },
  ...placeColumns('destination'),
  extras: {
    header: { fi: 'Lisäpalvelut', en: 'Extra services' },
    aliases: ['lisäpalvelu', 'extras', 'extraservices', 'services'],
  },
  driver_information: {
    header: { fi: 'Lisätietoja kuljettajalle', en: 'Information for the driver' },
    aliases: ['lisätiedot', 'lisätietoja', 'kuljettajalle', 'driverinformation', 'notes'],
  },
};

/** A header as it is compared: lower case, only its letters and digits ('Nouto: Katuosoite' → 'noutokatuosoite'). */
function foldImportHeader(header: string): string {
  return header
    .normalize('NFC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

/** What a company chose before: a folded header → its field (null: the column is left out). */
export type RememberedImportMapping = Readonly<Record<string, ImportField | null>>;

/**
 * The field of each column: the company's earlier choice for that header first, then the template's names in
 * either language, then the other names. A field fills one column at most (the first that names it).
 */
export function guessImportMapping(
  headers: readonly string[],
  remembered: RememberedImportMapping = {},
): (ImportField | null)[] {
  const byName = new Map<string, ImportField>();
  for (const field of IMPORT_FIELDS) {
    const column = IMPORT_COLUMNS[field];
    for (const name of [column.header.fi, column.header.en]) byName.set(foldImportHeader(name), field);
  }
  for (const field of IMPORT_FIELDS) {
    for (const alias of IMPORT_COLUMNS[field].aliases) {
      const folded = foldImportHeader(alias);
      if (!byName.has(folded)) byName.set(folded, field);
    }
  }
  const used = new Set<ImportField>();
  return headers.map((header) => {
    const folded = foldImportHeader(header);
    const chosen = Object.hasOwn(remembered, folded) ? remembered[folded] : byName.get(folded);
    if (!chosen || used.has(chosen)) return null;
    used.add(chosen);
    return chosen;
  });
}

/** The mapping to remember for these headers (folded header → field or null). */
export function importMappingToRemember(
  headers: readonly string[],
  mapping: readonly (ImportField | null)[],
): Record<string, ImportField | null> {
  const remembered: Record<string, ImportField | null> = {};
  headers.forEach((header, index) => {
    const folded = foldImportHeader(header);
    if (folded) remembered[folded] = mapping[index] ?? null;
  });
  return remembered;
}

// ── reading a row ──

/** Days from Excel's day 0 (30.12.1899) to 1.1.1970. */
const EXCEL_EPOCH_DAYS = 25_569;
const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
const FINNISH_TIME = /^(\d{1,2})\.(\d{1,2})\.(\d{4})(?:\s+|\s*klo\s*)(\d{1,2})[:.](\d{2})(?:[:.]\d{2})?$/i;
const ISO_WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})(?::\d{2})?$/;
/** An Excel serial date between 1.1.2000 and 31.12.2099, with or without the time of day. */
const SERIAL_DATE = /^(\d{5})(?:[.,](\d+))?$/;

const pad = (value: string | number, width = 2) => String(value).padStart(width, '0');

/**
 * The instant a spreadsheet time names, read as Helsinki wall time: an Excel serial date (46357.5 is 1.12.2026
 * 12:00), `pp.kk.vvvv hh:mm` (also with `klo` or seconds) or `vvvv-kk-pp hh:mm`. Null when it is none of these.
 */
export function importTimeOf(text: string): Date | null {
  const value = text.trim();
  const serial = SERIAL_DATE.exec(value);
  if (serial) {
    const days = Number(`${serial[1] ?? ''}.${serial[2] ?? '0'}`);
    if (days < 36_526 || days > 73_050) return null;
    const ms = Math.round(((days - EXCEL_EPOCH_DAYS) * DAY_MS) / MINUTE_MS) * MINUTE_MS;
    return wallTimeToInstant(new Date(ms).toISOString().slice(0, 16));
  }
  const finnish = FINNISH_TIME.exec(value);
  if (finnish) {
    const [, day, month, year, hour, minute] = finnish as unknown as [string, string, string, string, string, string];
    return wallTimeToInstant(`${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${minute}`);
  }
  const iso = ISO_WALL_TIME.exec(value);
  if (iso) {
    const [, year, month, day, hour, minute] = iso as unknown as [string, string, string, string, string, string];
    return wallTimeToInstant(`${year}-${month}-${day}T${pad(hour)}:${minute}`);
  }
  return null;
}

/** One row's texts by field (the mapped columns only). */
export type ImportCells = Partial<Record<ImportField, string>>;

/** What a row may name: the business locations the user may order for, the extra services the company offers. */
export interface ImportTargets {
  readonly locations: readonly { readonly id: number; readonly name: string }[];
  readonly extras: readonly { readonly id: number; readonly name: string }[];
}

export interface ImportRowIssue {
  /** The import field the issue is about (the cell to fix). */
  readonly field: ImportField;
  readonly message: ValidationMessageId;
}

export interface ImportRowOrder {
  /** The write body for the API's create path (the contract's TransportWrite, without company and step). */
  readonly body: Record<string, unknown>;
  /** Every broken rule, one per field, in the order form's messages. */
  readonly issues: readonly ImportRowIssue[];
}

const TEXT_FIELDS = [
  'order_number',
  'vehicle',
  'vehicle_brand',
  'driver_information',
  ...(['pickup', 'destination'] as const).flatMap((side) =>
    (['location', 'address', 'postal_code', 'city_name', 'name', 'phone', 'contact_email'] as const).map(
      (field) => `${side}_${field}` as const,
    ),
  ),
] as const satisfies readonly ImportField[];

/** A row's pickup or destination. */
export type ImportSide = 'pickup' | 'destination';
export const IMPORT_SIDES = ['pickup', 'destination'] as const satisfies readonly ImportSide[];

/**
 * The place the preview found for a side's address with the app's geocoder (or the user chose among several): its
 * coordinates, which the server prices from, and the geocoder's whole address line.
 */
export interface ImportPlace {
  readonly coordinates: LngLat;
  readonly fullAddress: string;
}
export type ImportPlaces = Partial<Record<ImportSide, ImportPlace>>;

/**
 * What the geocoder is asked for a side of a row: "street, postal code city" from its cells (the parts it has), or
 * null when the row names no street, postal code nor city there (the order rules then mark the address missing).
 */
export function importAddressQuery(cells: ImportCells, side: ImportSide): string | null {
  const part = (field: ImportField) => (cells[field] ?? '').trim();
  const postalCode = part(`${side}_postal_code`);
  const locality = [postalCodeOf(postalCode), part(`${side}_city_name`)].filter(Boolean).join(' ');
  const query = [part(`${side}_address`), locality].filter(Boolean).join(', ');
  return query === '' ? null : query;
}

/**
 * The places the geocoder found for a side that fit the row: with the row's five-digit postal code (when it has one),
 * and, when some of them are the typed street address itself (a provider also answers the street, the postal area
 * or the town), only those; one place per address line. One left is the row's place; several are offered as a
 * choice; none is an address not found.
 */
export function importPlaceCandidates<T extends Pick<GeoPlace, 'streetAddress' | 'postalCode' | 'fullAddress'>>(
  cells: ImportCells,
  side: ImportSide,
  found: readonly T[],
): T[] {
  const postalCode = postalCodeOf((cells[`${side}_postal_code`] ?? '').trim());
  const street = foldName(cells[`${side}_address`] ?? '');
  const unique = found.filter(
    (place, index) => found.findIndex((other) => other.fullAddress === place.fullAddress) === index,
  );
  const inArea = /^\d{5}$/.test(postalCode) ? unique.filter((place) => place.postalCode === postalCode) : unique;
  const exact = street ? inArea.filter((place) => foldName(place.streetAddress) === street) : [];
  return exact.length > 0 ? exact : inArea;
}

/**
 * A side's geocoding as the row's issue on its street address cell: none found, or several and none chosen yet
 * (`chosen` is the place the user picked, or the only one found).
 */
export function importPlaceIssue(found: number, chosen: boolean): ValidationMessageId | null {
  if (found === 0) return 'importAddressNotFound';
  return chosen ? null : 'importAddressChoose';
}

/** The import field an order rule's path is about (`business_location_id` is the Toimipiste column). */
export const importFieldOfPath = (path: string): ImportField | null => {
  if (path === 'business_location_id') return 'business_location';
  if (path === 'price_list_rows_ids') return 'extras';
  return isImportField(path) ? path : null;
};

/** A postal code Excel stored as a number lost its leading zeros (00100 → 100): Finnish codes have five digits. */
const postalCodeOf = (text: string) => (/^\d{1,4}$/.test(text) ? text.padStart(5, '0') : text);

/** Names compared without case or surrounding spaces. */
const foldName = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('fi');

/**
 * A row as an order: its texts, times and names read into the write body with the places the preview found for
 * its addresses (their coordinates), then the order form's rules (every required field, as for a price, against
 * `now`). Issues name the cell to fix.
 */
export function importRowOrder(
  cells: ImportCells,
  targets: ImportTargets,
  now: Date,
  places: ImportPlaces = {},
): ImportRowOrder {
  const issues = new Map<ImportField, ValidationMessageId>();
  const add = (field: ImportField, message: ValidationMessageId) => {
    if (!issues.has(field)) issues.set(field, message);
  };
  const text = (field: ImportField) => (cells[field] ?? '').trim();
  const body: Record<string, unknown> = {};
  for (const field of TEXT_FIELDS) {
    const value = text(field);
    if (value !== '') body[field] = field.endsWith('_postal_code') ? postalCodeOf(value) : value;
  }
  for (const field of ['pickup_time', 'destination_time'] as const) {
    const value = text(field);
    if (value === '') continue;
    const time = importTimeOf(value);
    if (time) body[field] = time.toISOString();
    else add(field, 'timeInvalid');
  }
  const location = text('business_location');
  if (location !== '') {
    const found =
      targets.locations.find((candidate) => foldName(candidate.name) === foldName(location)) ??
      (/^\d{1,9}$/.test(location)
        ? targets.locations.find((candidate) => candidate.id === Number(location))
        : undefined);
    if (found) body.business_location_id = found.id;
    else add('business_location', 'importLocationUnknown');
  }
  const extras = text('extras');
  if (extras !== '') {
    const ids: number[] = [];
    for (const name of extras
      .split(/[;,\n]/)
      .map(foldName)
      .filter(Boolean)) {
      const found = targets.extras.find((candidate) => foldName(candidate.name) === name);
      if (found) {
        if (!ids.includes(found.id)) ids.push(found.id);
      } else add('extras', 'importExtraUnknown');
    }
    if (ids.length > 0) body.price_list_rows_ids = ids;
  }
  for (const side of IMPORT_SIDES) {
    const place = places[side];
    if (!place) continue;
    body[`${side}_location_coordinates`] = { type: 'Point', coordinates: place.coordinates };
    body[`${side}_google_address`] = place.fullAddress;
  }
  const payload = transportOrderPayload(body);
  for (const issue of transportOrderIssues(payload, { now, requireAll: true })) {
    const field = importFieldOfPath(issue.path);
    if (field) add(field, issue.message);
  }
  return { body: payload, issues: [...issues].map(([field, message]) => ({ field, message })) };
}

/** The cells of a row by field, from its texts and the columns' mapping. */
export function importCellsOf(row: readonly string[], mapping: readonly (ImportField | null)[]): ImportCells {
  const cells: ImportCells = {};
  mapping.forEach((field, index) => {
    if (field) cells[field] = row[index] ?? '';
  });
  return cells;
}

/**
 * The template's example row (a week from `now`, 8:00 to 16:00 Helsinki time), in the column order of
 * IMPORT_FIELDS; the business location is the company's first one, when it has one.
 */
export function importTemplateExample(now: Date, businessLocation: string): Record<ImportField, string> {
  const today = wallTimeOf(now)?.slice(0, 10) ?? '2026-01-01';
  const at = (clock: string) => formatDateTime(wallTimeToInstant(addWallDays(`${today}T${clock}`, 7)));
  return {
    order_number: 'T-1001',
    business_location: businessLocation,
    vehicle: 'ABC-123',
    vehicle_brand: 'Toyota Corolla',
    pickup_time: at('08:00'),
    pickup_location: 'Autoliike Oy',
    pickup_address: 'Mannerheimintie 12',
    pickup_postal_code: '00100',
    pickup_city_name: 'Helsinki',
    pickup_name: 'Pekka Nouto',
    pickup_phone: '+358401112223',
    pickup_contact_email: 'pekka@example.com',
    destination_time: at('16:00'),
    destination_location: 'Leasing Oy',
    destination_address: 'Hatanpään valtatie 24',
    destination_postal_code: '33100',
    destination_city_name: 'Tampere',
    destination_name: 'Liisa Luovutus',
    destination_phone: '+358405556667',
    destination_contact_email: 'liisa@example.com',
    extras: '',
    driver_information: '',
  };
}
