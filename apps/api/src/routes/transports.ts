/**
 * Transport reads of the company: the list (filters, ordering and paging of spec 2 §7), one transport with
 * photos, expenses, extra services, route and driver, the map screen, and sharing (token, contacts, mails).
 * Also the pricing look-ups the order form reads (extra services, vehicle sizes).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Insertable, type Selectable, sql, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import type { PriceListRowsTable } from '../db/migrations/002_business.ts';
import type { Transport, TransportsTable } from '../db/schema.ts';
import { randomToken } from '../auth/passwords.ts';
import { idParam, requireAcceptedCompany, requireUser } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import { uploadUrl } from '../http/serializers.ts';
import { emailSchema, fieldErrorsOf } from '../http/validation.ts';
import { geoPointInput, toGeoPoint } from './business-locations.ts';
import { type BusinessDb, businessDb, companyContext, type CompanyContext, LOCATION_USER_ROLE } from './companies.ts';
import { enumLabel, requestLanguage } from './enums.ts';

export const vehicleSizes = [
  { id: 1, fi: 'Henkilöauto', en: 'Passenger car' },
  { id: 2, fi: 'Pakettiauto', en: 'Van' },
  { id: 3, fi: 'Maastoauto / SUV', en: 'SUV' },
  { id: 4, fi: 'Pieni kuorma-auto', en: 'Light truck' },
] as const;

const DELIVERED_STATES = [6, 7];
const TRANSPORT_STATES = [2, 3, 31, 4, 5, 6, 7, 8, 9] as const;

const orderings = {
  id: 'id',
  state: 'state',
  created: 'created',
  pickup_time: 'pickup_time',
  destination_time: 'destination_time',
} as const;

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
const oneOf = <T extends number>(value: number | null | undefined, allowed: readonly T[]): T | null =>
  value !== null && value !== undefined && (allowed as readonly number[]).includes(value) ? (value as T) : null;
const intOrNull = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);
const cityId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

type PriceListRow = Selectable<PriceListRowsTable>;

interface RoutePointJson {
  coordinates_point?: unknown;
  created?: unknown;
}

function routePoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const points: { coordinates_point: { type: 'Point'; coordinates: [number, number] }; created?: string }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as RoutePointJson;
    const point = toGeoPoint(item.coordinates_point);
    if (!point) continue;
    points.push(
      typeof item.created === 'string'
        ? { coordinates_point: point, created: item.created }
        : { coordinates_point: point },
    );
  }
  return points;
}

function waypoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const result: { lat: number; lng: number; name: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    const point = toGeoPoint(item.coordinates) ?? toGeoPoint([item.lng, item.lat]);
    if (!point) continue;
    result.push({
      lat: point.coordinates[1],
      lng: point.coordinates[0],
      name: typeof item.name === 'string' ? item.name : null,
    });
  }
  return result;
}

function priceListRowsData(value: unknown) {
  if (!Array.isArray(value)) return [];
  const rows: { price_list_row_id: number; description: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (typeof item.price_list_row_id !== 'number') continue;
    rows.push({
      price_list_row_id: item.price_list_row_id,
      description: typeof item.description === 'string' ? item.description : null,
    });
  }
  return rows;
}

/** The timestamp columns of transports; a compile-time check below keeps the list complete. */
const transportDateColumns = [
  'created',
  'updated',
  'pickup_time',
  'pickup_time_driver_arrives',
  'pickup_acknowledged',
  'destination_time',
  'destination_time_driver_arrives',
  'destination_acknowledged',
  'state_published_time',
  'state_reserved_time',
] as const;
type DateColumnOf<T> = { [K in keyof T]-?: Date extends T[K] ? K : never }[keyof T];
type UnrevivedDateColumn = Exclude<DateColumnOf<Transport>, (typeof transportDateColumns)[number]>;
export const everyTransportDateRevived: [UnrevivedDateColumn] extends [never] ? true : UnrevivedDateColumn = true;

/**
 * A transports row as ONE json value (`to_json` of the whole row, or of `columns`). PGlite decodes a wide row
 * column by column at a high CPU cost (~13 ms for a page of 18 transports with their 85 columns, against ~3 ms
 * as json); JSON.parse is native. Read with `fromJsonRow`.
 */
function rowAsJson(columns?: readonly (keyof Transport)[]) {
  const value = columns
    ? sql`json_build_object(${sql.join(columns.map((column) => sql`${sql.lit(column)}, ${sql.ref(column)}`))})`
    : sql`to_json(transports)`;
  return value.as('row');
}

/** The row of `rowAsJson(columns)` with its timestamps back as Dates, as a row query gives them. */
function fromJsonRow<K extends keyof Transport>(value: unknown, columns?: readonly K[]): Pick<Transport, K> {
  const row = { ...(value as Record<string, unknown>) };
  for (const column of transportDateColumns) {
    if (columns && !(columns as readonly string[]).includes(column)) continue;
    const date = row[column];
    if (typeof date === 'string') row[column] = new Date(date);
  }
  return row as Pick<Transport, K>;
}

/** Where the car was last seen: the newest route point, else the acknowledged destination or pickup position. */
const carColumns = [
  'state',
  'routes',
  'destination_acknowledged',
  'destination_acknowledged_coordinates',
  'pickup_acknowledged_coordinates',
] as const;

function carCoordinates(transport: Pick<Transport, (typeof carColumns)[number]>) {
  if (transport.state < 5 || transport.state === 8) return null;
  const route = routePoints(transport.routes);
  const last = route[route.length - 1];
  if (transport.destination_acknowledged)
    return toGeoPoint(transport.destination_acknowledged_coordinates) ?? last?.coordinates_point ?? null;
  return last?.coordinates_point ?? toGeoPoint(transport.pickup_acknowledged_coordinates);
}

function serializePriceListRow(
  row: Pick<PriceListRow, 'id' | 'name' | 'driver_info' | 'transport_description_field' | 'price_eur'>,
  description: string | null = null,
) {
  return {
    id: row.id,
    name: row.name,
    driver_info: row.driver_info,
    transport_description_field: row.transport_description_field,
    price_eur: row.price_eur,
    description,
  };
}

/** Pickup and destination fields (TransportLocationFields), shared with the public view. */
function locationFields(transport: Transport) {
  return {
    pickup_name: transport.pickup_name,
    pickup_phone: transport.pickup_phone,
    pickup_contact_email: transport.pickup_contact_email,
    pickup_location: transport.pickup_location,
    pickup_address: transport.pickup_address,
    pickup_postal_code: transport.pickup_postal_code,
    pickup_city: cityId(transport.pickup_city),
    pickup_city_name: transport.pickup_city_name,
    pickup_country: transport.pickup_country,
    pickup_google_address: transport.pickup_google_address,
    pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
    pickup_time: iso(transport.pickup_time),
    destination_name: transport.destination_name,
    destination_phone: transport.destination_phone,
    destination_contact_email: transport.destination_contact_email,
    destination_location: transport.destination_location,
    destination_address: transport.destination_address,
    destination_postal_code: transport.destination_postal_code,
    destination_city: cityId(transport.destination_city),
    destination_city_name: transport.destination_city_name,
    destination_country: transport.destination_country,
    destination_google_address: transport.destination_google_address,
    destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
    destination_time: iso(transport.destination_time),
  };
}

function contractOf(transport: Transport) {
  return transport.driver_full_name
    ? { driver: { full_name: transport.driver_full_name, phone: transport.driver_phone } }
    : null;
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** What serializeTransport reads of a transport's neighbours; reports need only part of it. */
interface RelatedParts {
  photos: boolean;
  priceRows: boolean;
  returnTrips: boolean;
}

const allParts: RelatedParts = { photos: true, priceRows: true, returnTrips: true };

/**
 * Everything a list page or a detail needs besides the transport rows, in ONE query (json_agg subqueries): with
 * PGlite every query costs its own planning and protocol round, with PostgreSQL its own network round trip.
 */
async function loadRelated(
  request: FastifyRequest,
  db: BusinessDb,
  transports: (Pick<Transport, 'id' | 'creator_id' | 'business_location_id' | 'round_trip_return_trip_id'> &
    Partial<Pick<Transport, 'price_list_rows_data'>>)[],
  parts: RelatedParts = allParts,
) {
  const unique = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))];
  const ids = transports.map((transport) => transport.id);
  const creatorIds = unique(transports.map((t) => t.creator_id));
  const locationIds = unique(transports.map((t) => t.business_location_id));
  const returnIds = parts.returnTrips ? unique(transports.map((t) => t.round_trip_return_trip_id)) : [];
  const photoIds = parts.photos ? ids : [];
  const priceRowIds = parts.priceRows
    ? unique(transports.flatMap((t) => priceListRowsData(t.price_list_rows_data).map((row) => row.price_list_row_id)))
    : [];
  // An empty id list selects nothing (and `in ()` is not SQL).
  const within = (ids: number[]) => (ids.length ? ids : [0]);
  const related = await db
    .selectNoFrom((eb) => [
      jsonArrayFrom(
        eb.selectFrom('users').select(['id', 'first_name', 'last_name']).where('id', 'in', within(creatorIds)),
      ).as('creators'),
      jsonArrayFrom(
        eb.selectFrom('business_locations').select(['id', 'name']).where('id', 'in', within(locationIds)),
      ).as('locations'),
      jsonArrayFrom(
        eb
          .selectFrom('photos')
          .select(['id', 'transport_id', 'photo', 'photo_type', 'photo_target', 'created'])
          .where('transport_id', 'in', within(photoIds))
          .orderBy('id'),
      ).as('photos'),
      jsonArrayFrom(
        eb
          .selectFrom('expenses')
          .select(['id', 'transport_id', 'expense_type', 'created', 'price_vat_0', 'service_price_company', 'notes'])
          .where('transport_id', 'in', within(ids))
          .orderBy('id'),
      ).as('expenses'),
      jsonArrayFrom(
        eb
          .selectFrom('price_list_rows')
          .select(['id', 'name', 'driver_info', 'transport_description_field', 'price_eur'])
          .where('id', 'in', within(priceRowIds)),
      ).as('price_rows'),
      jsonArrayFrom(
        eb
          .selectFrom('transports')
          .select(['id', 'state', 'vehicle', 'destination_time', 'trip_length_km'])
          .where('id', 'in', within(returnIds)),
      ).as('return_trips'),
    ])
    .executeTakeFirstOrThrow();
  // JSON carries timestamps as text: back to Dates, as the row queries give them.
  const date = (value: string | Date) => new Date(value);
  const { config } = request.server.deps;
  return {
    creators: new Map(related.creators.map((user) => [user.id, `${user.first_name} ${user.last_name}`.trim()])),
    locations: new Map(related.locations.map((location) => [location.id, location.name])),
    photos: groupBy(
      related.photos.map((photo) => ({ ...photo, created: date(photo.created) })),
      (photo) => photo.transport_id,
    ),
    expenses: groupBy(
      related.expenses.map((expense) => ({ ...expense, created: date(expense.created) })),
      (expense) => expense.transport_id,
    ),
    priceRows: new Map(related.price_rows.map((row) => [row.id, row])),
    returnTrips: new Map(
      related.return_trips.map((trip) => [
        trip.id,
        { ...trip, destination_time: trip.destination_time === null ? null : date(trip.destination_time) },
      ]),
    ),
    photoUrl: (photo: string) => (/^https?:\/\//.test(photo) ? photo : uploadUrl(config, photo)),
    language: requestLanguage(request),
  };
}

type Related = Awaited<ReturnType<typeof loadRelated>>;

function businessLocationOf(transport: Pick<Transport, 'business_location_id'>, related: Related) {
  const name =
    transport.business_location_id !== null ? related.locations.get(transport.business_location_id) : undefined;
  return transport.business_location_id !== null && name !== undefined
    ? { id: transport.business_location_id, name }
    : null;
}

function creatorOf(transport: Pick<Transport, 'creator_id'>, related: Related) {
  const name = transport.creator_id !== null ? related.creators.get(transport.creator_id) : undefined;
  return transport.creator_id !== null && name !== undefined ? { id: transport.creator_id, full_name: name } : null;
}

/** The number of rows of a page's query (without paging). */
async function countOf(rows: ReturnType<typeof visibleTransports>): Promise<number> {
  const total = await rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return total.count;
}

export function serializeTransport(transport: Transport, related: Related) {
  const returnTrip =
    transport.round_trip_return_trip_id !== null
      ? related.returnTrips.get(transport.round_trip_return_trip_id)
      : undefined;
  const location = businessLocationOf(transport, related);
  const rowsData = priceListRowsData(transport.price_list_rows_data);
  const priceListRows = rowsData.flatMap((data) => {
    const row = related.priceRows.get(data.price_list_row_id);
    return row ? [serializePriceListRow(row, data.description)] : [];
  });
  const size = vehicleSizes.find((candidate) => candidate.id === transport.vehicle_size_id);
  const state = oneOf(transport.state, TRANSPORT_STATES) ?? 2;
  const goPrice = transport.price_go_trip ?? transport.price;
  const priceSummary =
    transport.prices_calculated && transport.price !== null
      ? {
          trip_price_total: (goPrice ?? 0) + (transport.price_return_trip ?? 0),
          trip_length_km_total: (transport.trip_length_km ?? 0) + (returnTrip?.trip_length_km ?? 0),
          form1_price: goPrice,
          form2_price: transport.price_return_trip,
        }
      : null;
  return {
    id: transport.id,
    name: transport.name,
    state,
    created: transport.created.toISOString(),
    publish: transport.publish,
    company: transport.company_id,
    web_version: String(transport.web_version),
    is_editable: transport.is_editable && [2, 3, 31].includes(transport.state),
    creator: creatorOf(transport, related),
    business_location: location,
    business_location_id: transport.business_location_id,
    business_location_obj: location,
    round_trip: transport.round_trip,
    round_trip_no_vehicle_change: transport.round_trip_no_vehicle_change,
    round_trip_is_return_trip: transport.round_trip_is_return_trip,
    round_trip_return_trip_id: transport.round_trip_return_trip_id,
    round_trip_go_trip_id: transport.round_trip_go_trip_id,
    round_trip_return_trip_state: returnTrip ? oneOf(returnTrip.state, TRANSPORT_STATES) : null,
    round_trip_return_trip_vehicle: returnTrip ? returnTrip.vehicle : null,
    vehicle: transport.vehicle,
    vehicle_brand: transport.vehicle_brand,
    vehicle_electric: transport.vehicle_electric,
    vehicle_fuel_type: oneOf(transport.vehicle_fuel_type, [2, 3, 4, 5] as const) ?? 2,
    vehicle_transmission_type: oneOf(transport.vehicle_transmission_type, [2, 3] as const),
    vehicle_recharge_type: oneOf(transport.vehicle_recharge_type, [2, 3, 4, 5] as const),
    vehicle_product_number: transport.vehicle_product_number,
    vehicle_size: size ? { id: size.id, name: size[related.language] } : null,
    abroad: transport.abroad,
    order_number: transport.order_number,
    pickup_vehicle_km: intOrNull(transport.pickup_vehicle_km),
    destination_vehicle_km: intOrNull(transport.destination_vehicle_km),
    driver_level_minimum: oneOf(transport.driver_level_minimum, [1, 2, 3] as const),
    ...locationFields(transport),
    pickup_business_location: transport.pickup_business_location_id,
    pickup_time_driver_arrives: iso(transport.pickup_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    pickup_acknowledged_info: transport.pickup_acknowledged_info,
    destination_business_location: transport.destination_business_location_id,
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    destination_acknowledged_info: transport.destination_acknowledged_info,
    return_transport_destination_time: iso(returnTrip?.destination_time),
    priority: transport.priority === 3 ? 3 : 2,
    priority_disabled: transport.priority_disabled,
    driver_information: transport.driver_information,
    description_company: transport.description_company,
    price: transport.price,
    service_prices_total_company: transport.service_prices_total_company,
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    trip_length_km: transport.trip_length_km,
    travel_time_with_margin: intOrNull(transport.travel_time_with_margin),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    photos: (related.photos.get(transport.id) ?? []).flatMap((photo) => {
      const photoType = oneOf(photo.photo_type, [2, 3, 4] as const);
      const photoTarget = oneOf(photo.photo_target, [2, 3, 4, 5, 6, 7] as const);
      if (photoType === null || photoTarget === null) return [];
      return [
        {
          id: photo.id,
          photo: related.photoUrl(photo.photo),
          photo_type: photoType,
          photo_target: photoTarget,
          created: photo.created.toISOString(),
        },
      ];
    }),
    expenses: (related.expenses.get(transport.id) ?? []).map((expense) => ({
      id: expense.id,
      expense_type: oneOf(expense.expense_type, [2, 3, 4, 5, 6] as const) ?? 6,
      created: expense.created.toISOString(),
      price_vat_0: expense.price_vat_0,
      service_price_company: expense.service_price_company,
      notes: expense.notes,
    })),
    price_list_rows: priceListRows,
    price_list_rows_ids: rowsData.map((row) => row.price_list_row_id),
    price_list_rows_data: rowsData,
    contract_obj: contractOf(transport),
    car_coordinates: carCoordinates(transport),
    state_published_time: iso(transport.state_published_time),
    state_reserved_time: iso(transport.state_reserved_time),
    contract_total_price: transport.contract_total_price,
    contract_total_length_km: transport.contract_total_length_km,
    price_go_trip: transport.price_go_trip,
    price_return_trip: transport.price_return_trip,
    price_type_special: transport.price_type_special === 17 ? 17 : 2,
    prices_calculated: transport.prices_calculated,
    price_summary: priceSummary,
  };
}

/** The public subset shown by a share link: places, times, route and driver; no prices, no company data. */
export function serializeSharedTransport(transport: Transport) {
  return {
    id: transport.id,
    name: transport.name,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? 2,
    ...locationFields(transport),
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    contract_obj: contractOf(transport),
  };
}

/** The transports this member may see: the company's, and for a location user (role 2) only their location's. */
function visibleTransports(db: BusinessDb, context: CompanyContext) {
  let query = db.selectFrom('transports').where('company_id', '=', context.company.id);
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    query =
      context.linkedLocationIds.length > 0
        ? query.where('business_location_id', 'in', context.linkedLocationIds)
        : query.where(sql<boolean>`false`);
  }
  return query;
}

/**
 * companyContext for reading transports: the linked business locations are loaded only for a location user
 * (role 2), the one role they limit (visibleTransports); for other roles linkedLocationIds is left empty.
 */
async function readContext(request: FastifyRequest): Promise<CompanyContext> {
  const context = await requireAcceptedCompany(request);
  if (context.companyUser.role === LOCATION_USER_ROLE) return companyContext(request);
  return { ...context, linkedLocationIds: [] };
}

async function loadVisibleTransport(request: FastifyRequest) {
  const context = await readContext(request);
  const db = businessDb(request);
  const transport = await visibleTransports(db, context)
    .selectAll()
    .where('id', '=', idParam(request))
    .executeTakeFirst();
  if (!transport) throw notFound();
  return { context, db, transport };
}

const truthy = (value: unknown) => value === 'true' || value === '1' || value === 'True';
const positiveInt = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
};

const shareSchema = z.object({
  emails: z
    .array(emailSchema, { error: 'Anna lista sähköpostiosoitteita' })
    .min(1, 'Valitse vähintään yksi vastaanottaja')
    .max(50, 'Enintään 50 vastaanottajaa'),
});

export const sharedLink = (webBaseUrl: string, transportId: number, token: string) =>
  `${webBaseUrl}/shared/transport/${transportId}?token=${encodeURIComponent(token)}`;

// ── writes: the order form (save draft, calculate price, publish), edit and delete ──

const EDITABLE_STATES = [2, 3, 31];
const BASE_PRICE = 39;
const PRICE_PER_KM = 0.85;
const ABROAD_SURCHARGE = 250;
const round2 = (value: number) => Math.round(value * 100) / 100;

const optionalText = (max: number) =>
  z
    .union([z.string({ error: 'Arvon tulee olla tekstiä' }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .refine((value) => value === undefined || value.length <= max, { error: 'maxLength' });
const optionalTime = z
  .union([z.string(), z.null()], { error: 'Virheellinen aika' })
  .optional()
  .refine((value) => value === undefined || value === null || !Number.isNaN(Date.parse(value)), 'Virheellinen aika')
  .transform((value) => (value === undefined ? undefined : value === null ? null : new Date(value)));
const optionalInt = (allowed?: readonly number[]) =>
  z
    .union([z.number().int().min(0).max(2_147_483_647), z.null()], { error: 'Virheellinen arvo' })
    .optional()
    .refine(
      (value) => value === undefined || value === null || !allowed || allowed.includes(value),
      'Virheellinen arvo',
    );
const optionalPoint = z.union([geoPointInput, z.null()]).optional();

const locationText = [
  'name',
  'phone',
  'contact_email',
  'location',
  'address',
  'postal_code',
  'city_name',
  'country',
  'google_address',
] as const;

const transportWriteSchema = z.object({
  company: z.number().int().optional(),
  state: z.literal(2, { error: 'Virheellinen tila' }).optional(),
  saving_step: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'Virheellinen vaihe' }).optional(),
  publish: z.boolean().optional(),
  business_location_id: optionalInt(),
  round_trip: z.boolean().optional(),
  round_trip_no_vehicle_change: z.boolean().optional(),
  abroad: z.boolean().optional(),
  order_number: optionalText(100),
  vehicle: optionalText(20),
  vehicle_brand: optionalText(200),
  vehicle_electric: z.boolean().optional(),
  vehicle_fuel_type: optionalInt([2, 3, 4, 5]),
  vehicle_transmission_type: optionalInt([2, 3]),
  vehicle_recharge_type: optionalInt([2, 3, 4, 5]),
  vehicle_product_number: optionalText(100),
  vehicle_size: optionalInt([1, 2, 3, 4]),
  driver_level_minimum: optionalInt([1, 2, 3]),
  ...(Object.fromEntries(
    (['pickup', 'destination'] as const).flatMap((side) => [
      ...locationText.map((field) => [`${side}_${field}`, optionalText(field === 'google_address' ? 500 : 200)]),
      [`${side}_city`, optionalInt()],
      [`${side}_location_coordinates`, optionalPoint],
      [`${side}_business_location`, optionalInt()],
      [`${side}_time`, optionalTime],
    ]),
  ) as Record<string, z.ZodType>),
  save_pickup_contact: z.boolean().optional(),
  save_destination_contact: z.boolean().optional(),
  return_transport_vehicle: optionalText(20),
  return_transport_brand: optionalText(200),
  return_transport_electric: z.boolean().optional(),
  return_transport_fuel_type: optionalInt([2, 3, 4, 5]),
  return_transport_transmission: optionalInt([2, 3]),
  return_transport_recharge_type: optionalInt([2, 3, 4, 5]),
  return_transport_destination_time: optionalTime,
  priority: optionalInt([2, 3]),
  driver_information: optionalText(2000),
  description_company: optionalText(2000),
  price_type_special: optionalInt([2, 17]),
  trip_length_km: z.union([z.number().min(0).max(20_000), z.null()], { error: 'Virheellinen matka' }).optional(),
  trip_estimated_duration_seconds: optionalInt(),
  waypoints: z
    .array(
      z.object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        name: z.union([z.string().max(200), z.null()]).optional(),
      }),
    )
    .max(10)
    .optional(),
  price_list_rows_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).optional(),
  price_list_rows_data: z
    .array(
      z.object({
        price_list_row_id: z.number().int().positive().max(2_147_483_647),
        description: z.union([z.string().max(500), z.null()]).optional(),
      }),
    )
    .max(50)
    .optional(),
});

type TransportWrite = z.output<typeof transportWriteSchema>;
type Columns = Record<string, unknown>;

/** Column values of the fields the body sent. */
function columnsOfWrite(values: TransportWrite): Columns {
  const body = values as Record<string, unknown>;
  const columns: Columns = {};
  const direct = [
    'round_trip',
    'round_trip_no_vehicle_change',
    'abroad',
    'order_number',
    'vehicle_brand',
    'vehicle_electric',
    'vehicle_fuel_type',
    'vehicle_transmission_type',
    'vehicle_recharge_type',
    'vehicle_product_number',
    'driver_level_minimum',
    'priority',
    'driver_information',
    'description_company',
    'price_type_special',
    'trip_length_km',
  ] as const;
  for (const key of direct) if (body[key] !== undefined) columns[key] = body[key];
  // A null (a client clearing the field) for a column that is never null is the column's default, not a 500.
  if (columns.vehicle_fuel_type === null) columns.vehicle_fuel_type = 2;
  if (columns.price_type_special === null) columns.price_type_special = 2;
  if (values.vehicle !== undefined) columns.vehicle = values.vehicle.toUpperCase();
  if (values.vehicle_size !== undefined) columns.vehicle_size_id = values.vehicle_size;
  if (values.business_location_id !== undefined) columns.business_location_id = values.business_location_id;
  if (values.trip_estimated_duration_seconds !== undefined)
    columns.travel_time_with_margin = values.trip_estimated_duration_seconds;
  for (const side of ['pickup', 'destination'] as const) {
    for (const field of locationText) {
      const value = body[`${side}_${field}`];
      if (value !== undefined) columns[`${side}_${field}`] = value;
    }
    const city = body[`${side}_city`];
    if (city !== undefined) columns[`${side}_city`] = typeof city === 'number' ? String(city) : '';
    const point = body[`${side}_location_coordinates`] as { coordinates: [number, number] } | null | undefined;
    if (point !== undefined) columns[`${side}_location_coordinates`] = point ? JSON.stringify(point.coordinates) : null;
    const location = body[`${side}_business_location`];
    if (location !== undefined) columns[`${side}_business_location_id`] = location;
    const time = body[`${side}_time`];
    if (time !== undefined) columns[`${side}_time`] = time;
  }
  if (values.waypoints !== undefined) {
    columns.waypoints = JSON.stringify(
      values.waypoints.map((point) => ({
        coordinates: [point.lng, point.lat],
        lat: point.lat,
        lng: point.lng,
        name: point.name ?? null,
      })),
    );
  }
  if (values.price_list_rows_data !== undefined || values.price_list_rows_ids !== undefined) {
    const described = new Map(
      (values.price_list_rows_data ?? []).map((row) => [row.price_list_row_id, row.description ?? '']),
    );
    const rowIds = [...new Set([...(values.price_list_rows_ids ?? []), ...described.keys()])];
    columns.price_list_rows_data = JSON.stringify(
      rowIds.map((id) => ({ price_list_row_id: id, description: described.get(id) ?? '' })),
    );
  }
  // Electric vehicles are automatic.
  if (values.vehicle_electric === true) {
    columns.vehicle_fuel_type = 4;
    columns.vehicle_transmission_type = 3;
  }
  return columns;
}

/** What a price needs (spec 2 §5); field errors in the form's names. */
function missingForPricing(merged: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const required = [
    'vehicle',
    'pickup_address',
    'pickup_city_name',
    'pickup_time',
    'destination_address',
    'destination_city_name',
    'destination_time',
  ];
  for (const key of required) {
    const value = merged[key];
    if (value === null || value === undefined || value === '') errors[key] = ['Kenttä on pakollinen'];
  }
  const pickup = merged.pickup_time;
  const destination = merged.destination_time;
  if (pickup instanceof Date && destination instanceof Date && destination <= pickup) {
    errors.destination_time = ['Toimitusajan tulee olla noutoajan jälkeen'];
  }
  if (
    merged.vehicle_electric === true &&
    (merged.vehicle_recharge_type === null || merged.vehicle_recharge_type === undefined)
  ) {
    errors.vehicle_recharge_type = ['Kenttä on pakollinen'];
  }
  if (merged.abroad === true && (merged.vehicle_size_id === null || merged.vehicle_size_id === undefined)) {
    errors.vehicle_size = ['Kenttä on pakollinen'];
  }
  const needsReturn = merged.round_trip === true && merged.round_trip_no_vehicle_change !== true;
  if (needsReturn) {
    for (const key of ['return_transport_vehicle', 'return_transport_brand', 'return_transport_destination_time']) {
      const value = merged[key];
      if (value === null || value === undefined || value === '') errors[key] = ['Kenttä on pakollinen'];
    }
  }
  return errors;
}

async function saveTransport(request: FastifyRequest, existing: Transport | null) {
  const context = await companyContext(request);
  const db = businessDb(request);
  const { clock } = request.server.deps;
  const language = requestLanguage(request);
  const body =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
  const result = transportWriteSchema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language));
  const values = result.data;
  if (values.company !== undefined && values.company !== context.company.id)
    throw badRequest({ company: ['Virheellinen yritys'] });
  const columns = columnsOfWrite(values);

  // Business locations must be the company's own; a location user (role 2) orders for their location.
  const ownLocations = await db
    .selectFrom('business_locations')
    .select('id')
    .where('company_id', '=', context.company.id)
    .execute();
  const ownIds = new Set(ownLocations.map((row) => row.id));
  for (const [column, field] of [
    ['business_location_id', 'business_location_id'],
    ['pickup_business_location_id', 'pickup_business_location'],
    ['destination_business_location_id', 'destination_business_location'],
  ] as const) {
    const id = columns[column];
    if (typeof id === 'number' && !ownIds.has(id)) throw badRequest({ [field]: ['Valitse toimipaikka'] });
  }
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    const own = context.linkedLocationIds[0] ?? null;
    if (columns.business_location_id !== undefined && columns.business_location_id !== own) {
      throw badRequest({ business_location_id: ['Valitse toimipaikka'] });
    }
    columns.business_location_id = own;
  }
  const rowIds = (
    JSON.parse(typeof columns.price_list_rows_data === 'string' ? columns.price_list_rows_data : '[]') as {
      price_list_row_id: number;
    }[]
  ).map((row) => row.price_list_row_id);
  const services = rowIds.length
    ? await db
        .selectFrom('price_list_rows')
        .selectAll()
        .where('id', 'in', rowIds)
        .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', context.company.id)]))
        .execute()
    : [];
  if (services.length !== rowIds.length) throw badRequest({ price_list_rows_ids: ['Tuntematon lisäpalvelu'] });

  const merged: Record<string, unknown> = { ...(existing ?? {}), ...columns };
  for (const key of [
    'return_transport_vehicle',
    'return_transport_brand',
    'return_transport_destination_time',
  ] as const) {
    merged[key] = values[key];
  }
  const step = values.saving_step ?? (values.publish ? 4 : 2);
  const now = clock.now();
  if (step >= 3) {
    const errors = missingForPricing(merged);
    if (Object.keys(errors).length > 0) throw badRequest(errors);
    const points = [merged.pickup_location_coordinates, merged.destination_location_coordinates].map((value) =>
      typeof value === 'string' ? toGeoPoint(JSON.parse(value)) : toGeoPoint(value),
    );
    const [from, to] = points;
    const km =
      typeof merged.trip_length_km === 'number'
        ? merged.trip_length_km
        : from && to
          ? Math.round(greatCircleKm(from.coordinates, to.coordinates) * 1.25 * 10) / 10
          : null;
    if (km === null) throw badRequest({ trip_length_km: ['Kenttä on pakollinen'] });
    const price = round2(BASE_PRICE + km * PRICE_PER_KM + (merged.abroad === true ? ABROAD_SURCHARGE : 0));
    const servicesTotal = round2(services.reduce((sum, row) => sum + row.price_eur, 0));
    columns.trip_length_km = km;
    columns.price = price;
    columns.price_go_trip = price;
    columns.service_prices_total_company = servicesTotal;
    columns.expenses_price_total = 0;
    columns.transport_total_price = round2(price + servicesTotal);
    columns.prices_calculated = true;
    columns.state = step === 4 ? 3 : 31;
    columns.publish = step === 4;
    if (step === 4) columns.state_published_time = now;
  } else {
    // Any saved change needs a new price before publishing.
    columns.state = 2;
    columns.publish = false;
    columns.prices_calculated = false;
  }
  // No priority (absent, or null from a client that clears it) is normal priority: the column is never null.
  if (columns.priority === null || (columns.priority === undefined && merged.priority === undefined)) {
    columns.priority = 2;
  }

  const saved = await db.transaction().execute(async (trx) => {
    let row: Transport;
    if (existing) {
      row = await trx
        .updateTable('transports')
        .set({ ...(columns as Updateable<TransportsTable>), updated: now })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .insertInto('transports')
        .values({
          ...(columns as Partial<Insertable<TransportsTable>>),
          company_id: context.company.id,
          creator_id: context.user.id,
          created: now,
          updated: now,
          web_version: 2,
          share_token: randomToken(24),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    // A round trip with a vehicle change has its own return transport, linked both ways.
    const needsReturn = row.round_trip && !row.round_trip_no_vehicle_change && step >= 3;
    if (needsReturn) {
      const returnColumns = {
        state: row.state,
        publish: row.publish,
        company_id: row.company_id,
        creator_id: row.creator_id,
        business_location_id: row.business_location_id,
        round_trip: true,
        round_trip_is_return_trip: true,
        round_trip_go_trip_id: row.id,
        vehicle: (values.return_transport_vehicle ?? '').toUpperCase(),
        vehicle_brand: values.return_transport_brand ?? '',
        vehicle_electric: values.return_transport_electric ?? false,
        vehicle_fuel_type: values.return_transport_electric ? 4 : (values.return_transport_fuel_type ?? 2),
        vehicle_transmission_type: values.return_transport_electric
          ? 3
          : (values.return_transport_transmission ?? null),
        vehicle_recharge_type: values.return_transport_recharge_type ?? null,
        pickup_name: row.destination_name,
        pickup_phone: row.destination_phone,
        pickup_contact_email: row.destination_contact_email,
        pickup_location: row.destination_location,
        pickup_address: row.destination_address,
        pickup_postal_code: row.destination_postal_code,
        pickup_city: row.destination_city,
        pickup_city_name: row.destination_city_name,
        pickup_country: row.destination_country,
        pickup_location_coordinates: row.destination_location_coordinates
          ? JSON.stringify(row.destination_location_coordinates)
          : null,
        pickup_time: row.destination_time,
        destination_name: row.pickup_name,
        destination_phone: row.pickup_phone,
        destination_contact_email: row.pickup_contact_email,
        destination_location: row.pickup_location,
        destination_address: row.pickup_address,
        destination_postal_code: row.pickup_postal_code,
        destination_city: row.pickup_city,
        destination_city_name: row.pickup_city_name,
        destination_country: row.pickup_country,
        destination_location_coordinates: row.pickup_location_coordinates
          ? JSON.stringify(row.pickup_location_coordinates)
          : null,
        destination_time: values.return_transport_destination_time ?? null,
        trip_length_km: row.trip_length_km,
        price: row.price,
        prices_calculated: row.prices_calculated,
        state_published_time: row.state_published_time,
        updated: now,
      };
      if (row.round_trip_return_trip_id !== null) {
        await trx
          .updateTable('transports')
          .set(returnColumns)
          .where('id', '=', row.round_trip_return_trip_id)
          .execute();
      } else {
        const back = await trx
          .insertInto('transports')
          .values({ ...returnColumns, created: now, share_token: randomToken(24) })
          .returning('id')
          .executeTakeFirstOrThrow();
        row = await trx
          .updateTable('transports')
          .set({ round_trip_return_trip_id: back.id, price_return_trip: row.price })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
    }
    if (!needsReturn && step >= 3 && row.round_trip_return_trip_id !== null) {
      // No longer a round trip with a vehicle change: its return transport goes.
      await trx.deleteFrom('transports').where('id', '=', row.round_trip_return_trip_id).execute();
      row = await trx
        .updateTable('transports')
        .set({ round_trip_return_trip_id: null, price_return_trip: null })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    // Contacts saved from the form appear in /companies/me/contacts/.
    for (const side of ['pickup', 'destination'] as const) {
      if (values[`save_${side}_contact`] !== true) continue;
      const name = row[`${side}_name`];
      const email = row[`${side}_contact_email`];
      const phone = row[`${side}_phone`];
      if (!name && !email) continue;
      const known = await trx
        .selectFrom('company_contacts')
        .select('id')
        .where('company_id', '=', context.company.id)
        .where('name', '=', name)
        .where('email', '=', email)
        .executeTakeFirst();
      if (!known)
        await trx
          .insertInto('company_contacts')
          .values({ company_id: context.company.id, name, email, phone })
          .execute();
    }
    return row;
  });
  if (existing && existing.state !== saved.state) await mailStateChange(request, db, saved);
  const related = await loadRelated(request, db, [saved]);
  return serializeTransport(saved, related);
}

/** The addresses a transport was shared with hear of each state change (with the shared link). */
async function mailStateChange(request: FastifyRequest, db: BusinessDb, transport: Transport) {
  const { deps } = request.server;
  const recipients = await db
    .selectFrom('transport_share_recipients')
    .select('email')
    .where('transport_id', '=', transport.id)
    .execute();
  if (recipients.length === 0) return;
  const link = sharedLink(deps.config.webBaseUrl, transport.id, transport.share_token);
  const stateFi = enumLabel('transports.transport.state', transport.state, 'fi');
  const stateEn = enumLabel('transports.transport.state', transport.state, 'en');
  for (const { email } of recipients) {
    try {
      await deps.mailer.send({
        to: email,
        subject: `Siirto: siirto #${transport.id} ${transport.vehicle}: ${stateFi}`,
        text:
          `Hei,\n\nsiirron #${transport.id} (${transport.vehicle}) tila on nyt: ${stateFi}.\n${link}\n\n` +
          `Hi,\n\nthe status of transport #${transport.id} (${transport.vehicle}) is now: ${stateEn}.\n${link}`,
      });
    } catch (error) {
      // A failed notice must not undo the saved order; it is logged.
      request.log.error(error);
    }
  }
}

function greatCircleKm(a: [number, number], b: [number, number]) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const h =
    Math.sin(rad(b[1] - a[1]) / 2) ** 2 +
    Math.cos(rad(a[1])) * Math.cos(rad(b[1])) * Math.sin(rad(b[0] - a[0]) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

function assertEditable(transport: Transport) {
  if (!EDITABLE_STATES.includes(transport.state) || !transport.is_editable || transport.round_trip_is_return_trip) {
    throw new HttpError(400, {
      detail: transport.round_trip_is_return_trip
        ? 'Paluusiirtoa muokataan menosiirron kautta.'
        : 'Siirtoa ei voi enää muokata tai poistaa.',
    });
  }
}

const reportColumns = [
  { key: 'id', fi: 'ID', en: 'ID', width: 8 },
  { key: 'created', fi: 'Luotu', en: 'Created', width: 18 },
  { key: 'vehicle', fi: 'Rekisterinumero', en: 'Registration', width: 14 },
  { key: 'business_location_obj', fi: 'Toimipaikka', en: 'Business location', width: 24 },
  { key: 'creator', fi: 'Tilaaja', en: 'Ordered by', width: 20 },
  { key: 'pickup_location', fi: 'Noutopaikka', en: 'Pickup place', width: 24 },
  { key: 'pickup_postal_code', fi: 'Postinumero', en: 'Postal code', width: 10 },
  { key: 'pickup_city', fi: 'Kaupunki', en: 'City', width: 14 },
  { key: 'pickup_time', fi: 'Noutoaika', en: 'Pickup time', width: 18 },
  { key: 'pickup_acknowledged', fi: 'Noudettu', en: 'Picked up', width: 18 },
  { key: 'pickup_latency_minutes', fi: 'Noudon viive (min)', en: 'Pickup delay (min)', width: 12 },
  { key: 'destination_location', fi: 'Toimituspaikka', en: 'Destination', width: 24 },
  { key: 'destination_postal_code', fi: 'Postinumero', en: 'Postal code', width: 10 },
  { key: 'destination_city', fi: 'Kaupunki', en: 'City', width: 14 },
  { key: 'destination_time', fi: 'Toimitus viimeistään', en: 'Latest arrival', width: 18 },
  { key: 'destination_acknowledged', fi: 'Toimitettu', en: 'Delivered', width: 18 },
  { key: 'destination_latency_minutes', fi: 'Toimituksen viive (min)', en: 'Arrival delay (min)', width: 12 },
  { key: 'drive_time_minutes', fi: 'Ajoaika (min)', en: 'Drive time (min)', width: 12 },
  { key: 'trip_length_km', fi: 'Matka (km)', en: 'Distance (km)', width: 10 },
  { key: 'price', fi: 'Hinta (ALV 0 %)', en: 'Price (VAT 0%)', width: 12 },
  { key: 'price_list_rows_price_total', fi: 'Lisäpalvelut', en: 'Extra services', width: 12 },
  { key: 'expenses_service_prices', fi: 'Kulujen palvelumaksut', en: 'Expense fees', width: 12 },
  { key: 'expenses_price_total', fi: 'Kulut', en: 'Expenses', width: 12 },
  { key: 'transport_total_price', fi: 'Yhteensä', en: 'Total', width: 12 },
  { key: 'round_trip', fi: 'Meno-paluu', en: 'Round trip', width: 10 },
  { key: 'state', fi: 'Tila', en: 'State', width: 16 },
] as const;

/** The report's filters (state__gt, state, business_location, creator) over the visible transports. */
function reportQuery(db: BusinessDb, context: CompanyContext, query: Record<string, unknown>) {
  let rows = visibleTransports(db, context);
  const stateGt =
    typeof query.state__gt === 'string' && /^\d{1,2}$/.test(query.state__gt) ? Number(query.state__gt) : null;
  if (stateGt !== null) rows = rows.where('state', '>', stateGt);
  const state = typeof query.state === 'string' && /^\d{1,2}$/.test(query.state) ? Number(query.state) : null;
  if (state !== null) rows = rows.where('state', '=', state);
  const location = positiveInt(query.business_location);
  if (location !== null) rows = rows.where('business_location_id', '=', location);
  if (query.creator === 'me') rows = rows.where('creator_id', '=', context.user.id);
  else {
    const creator = positiveInt(query.creator);
    if (creator !== null) rows = rows.where('creator_id', '=', creator);
  }
  return rows;
}

function orderReport(rows: ReturnType<typeof reportQuery>, query: Record<string, unknown>) {
  const ordering = typeof query.ordering === 'string' ? query.ordering : '-id';
  const field = ordering.replace(/^-/, '');
  const known = Object.hasOwn(orderings, field);
  const column = known ? orderings[field as keyof typeof orderings] : 'id';
  const direction = ordering.startsWith('-') || !known ? 'desc' : 'asc';
  return rows
    .orderBy(column, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
    .orderBy('id', direction);
}

/** The columns a report row reads (the route, waypoints and most texts stay in the database). */
const reportRowColumns = [
  'id',
  'created',
  'vehicle',
  'business_location_id',
  'creator_id',
  'round_trip_return_trip_id',
  'pickup_location',
  'pickup_postal_code',
  'pickup_city_name',
  'pickup_time',
  'pickup_acknowledged',
  'destination_location',
  'destination_postal_code',
  'destination_city_name',
  'destination_time',
  'destination_acknowledged',
  'trip_length_km',
  'price',
  'service_prices_total_company',
  'expenses_price_total',
  'transport_total_price',
  'round_trip',
  'state',
] as const;

type ReportTransport = Pick<Transport, (typeof reportRowColumns)[number]>;

/** A report row shows creator, location and expenses; no photos, extra services or return trips. */
const reportParts: RelatedParts = { photos: false, priceRows: false, returnTrips: false };

/** One row of the company report: times, latencies and money of a transport. */
function reportRow(transport: ReportTransport, related: Related) {
  const minutesBetween = (later: Date | null, earlier: Date | null) =>
    later && earlier ? Math.round((later.getTime() - earlier.getTime()) / 60_000) : null;
  const expenses = related.expenses.get(transport.id) ?? [];
  return {
    id: transport.id,
    created: transport.created.toISOString(),
    vehicle: transport.vehicle,
    business_location_obj: businessLocationOf(transport, related),
    creator: creatorOf(transport, related),
    pickup_location: transport.pickup_location,
    pickup_postal_code: transport.pickup_postal_code,
    pickup_city: transport.pickup_city_name,
    pickup_time: iso(transport.pickup_time),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_latency_minutes: minutesBetween(transport.pickup_acknowledged, transport.pickup_time),
    destination_location: transport.destination_location,
    destination_postal_code: transport.destination_postal_code,
    destination_city: transport.destination_city_name,
    destination_time: iso(transport.destination_time),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_latency_minutes: minutesBetween(transport.destination_acknowledged, transport.destination_time),
    drive_time_minutes: minutesBetween(transport.destination_acknowledged, transport.pickup_acknowledged),
    trip_length_km: transport.trip_length_km,
    price: transport.price,
    price_list_rows_price_total: transport.service_prices_total_company,
    expenses_service_prices: round2(expenses.reduce((sum, expense) => sum + expense.service_price_company, 0)),
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    round_trip: transport.round_trip,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? 2,
  };
}

export const transportsRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/transports/company/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    let rows = visibleTransports(db, context);

    if (truthy(query.exclude_return_trips)) rows = rows.where('round_trip_is_return_trip', '=', false);
    const state = typeof query.state === 'string' && /^\d{1,2}$/.test(query.state) ? Number(query.state) : null;
    if (state !== null) rows = rows.where('state', '=', state);
    // Delivered and invoiced transports only on request, or when the state filter asks for one of them.
    if (!truthy(query.include_delivered) && (state === null || !DELIVERED_STATES.includes(state))) {
      rows = rows.where('state', 'not in', DELIVERED_STATES);
    }
    if (typeof query.business_location === 'string' && /^\d{1,9}(,\d{1,9})*$/.test(query.business_location)) {
      rows = rows.where('business_location_id', 'in', query.business_location.split(',').map(Number));
    }
    const pickupLocation = positiveInt(query.pickup_business_location);
    if (pickupLocation !== null) rows = rows.where('pickup_business_location_id', '=', pickupLocation);
    const destinationLocation = positiveInt(query.destination_business_location);
    if (destinationLocation !== null) rows = rows.where('destination_business_location_id', '=', destinationLocation);
    if (query.creator === 'me') rows = rows.where('creator_id', '=', context.user.id);
    else {
      const creator = positiveInt(query.creator);
      if (creator !== null) rows = rows.where('creator_id', '=', creator);
    }
    if (typeof query.search === 'string' && query.search.trim() !== '') {
      const text = query.search.trim().slice(0, 100);
      const registration = text.toUpperCase().replace(/[\s-]/g, '');
      const numeric = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
      rows = rows.where((eb) =>
        eb.or([
          ...(numeric !== null ? [eb('id', '=', numeric)] : []),
          ...(registration !== ''
            ? [
                eb(
                  sql<string>`replace(replace(upper(vehicle), '-', ''), ' ', '')`,
                  'like',
                  `%${registration.replace(/[\\%_]/g, '\\$&')}%`,
                ),
              ]
            : []),
          eb('name', 'ilike', `%${text.replace(/[\\%_]/g, '\\$&')}%`),
        ]),
      );
    }

    const ordering = typeof query.ordering === 'string' ? query.ordering : '-id';
    const descending = ordering.startsWith('-');
    const field = ordering.replace(/^-/, '');
    const known = Object.hasOwn(orderings, field);
    const column = known ? orderings[field as keyof typeof orderings] : 'id';
    const direction = descending || !known ? 'desc' : 'asc';

    const [pageRows, count] = await Promise.all([
      rows
        .select(rowAsJson())
        .orderBy(column, (ob) => (direction === 'desc' ? ob.desc() : ob.asc()).nullsLast())
        .orderBy('id', direction)
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
      countOf(rows),
    ]);
    const transports = pageRows.map((item) => fromJsonRow(item.row));
    const related = await loadRelated(request, db, transports);
    const items = transports.map((transport) => serializeTransport(transport, related));
    return { count, transports: items, results: items };
  });

  app.post('/transports/company/', async (request, reply) => {
    return reply.code(201).send(await saveTransport(request, null));
  });

  app.patch('/transports/company/:id/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    assertEditable(transport);
    return saveTransport(request, transport);
  });

  app.delete('/transports/company/:id/', async (request, reply) => {
    const { db, transport } = await loadVisibleTransport(request);
    assertEditable(transport);
    await db.transaction().execute(async (trx) => {
      if (transport.round_trip_return_trip_id !== null) {
        await trx.deleteFrom('transports').where('id', '=', transport.round_trip_return_trip_id).execute();
      }
      await trx.deleteFrom('transports').where('id', '=', transport.id).execute();
    });
    return reply.code(204).send();
  });

  // ── reports (spec 2 §7): the company's finished transports as report rows ──

  app.get('/transports/company_reports/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    const rows = reportQuery(db, context, query);
    const [pageRows, count] = await Promise.all([
      orderReport(rows, query).select(rowAsJson(reportRowColumns)).limit(page.limit).offset(page.offset).execute(),
      countOf(rows),
    ]);
    const transports = pageRows.map((item) => fromJsonRow(item.row, reportRowColumns));
    const related = await loadRelated(request, db, transports, reportParts);
    return pageResponse(
      request,
      page,
      count,
      transports.map((transport) => reportRow(transport, related)),
    );
  });

  app.get('/transports/company_reports/export_excel/', async (request, reply) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const transports = (
      await orderReport(reportQuery(db, context, query), query)
        .select(rowAsJson(reportRowColumns))
        .limit(100_000)
        .execute()
    ).map((item) => fromJsonRow(item.row, reportRowColumns));
    const related = await loadRelated(request, db, transports, reportParts);
    const rows = transports.map((transport) => reportRow(transport, related));
    const english = related.language === 'en';
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(english ? 'Transports' : 'Siirrot');
    sheet.columns = reportColumns.map((column) => ({
      header: english ? column.en : column.fi,
      key: column.key,
      width: column.width,
    }));
    for (const row of rows) {
      sheet.addRow({
        ...row,
        business_location_obj: row.business_location_obj?.name ?? '',
        creator: row.creator?.full_name ?? '',
        state: enumLabel('transports.transport.state', row.state, related.language),
        round_trip: row.round_trip ? (english ? 'yes' : 'kyllä') : english ? 'no' : 'ei',
        created: new Date(row.created),
        pickup_time: row.pickup_time ? new Date(row.pickup_time) : null,
        pickup_acknowledged: row.pickup_acknowledged ? new Date(row.pickup_acknowledged) : null,
        destination_time: row.destination_time ? new Date(row.destination_time) : null,
        destination_acknowledged: row.destination_acknowledged ? new Date(row.destination_acknowledged) : null,
      });
    }
    sheet.getRow(1).font = { bold: true };
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', 'attachment; filename="company_transports.xlsx"')
      .send(buffer);
  });

  app.get('/transports/company/map/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const mapColumns = ['id', 'vehicle', 'driver_full_name', ...carColumns] as const;
    const transports = (
      await visibleTransports(db, context)
        .select(rowAsJson(mapColumns))
        .where('state', 'in', [4, 5, 6, 7, 9])
        .orderBy('id', 'desc')
        .limit(1000)
        .execute()
    ).map((item) => fromJsonRow(item.row, mapColumns));
    return transports.map((transport) => ({
      id: transport.id,
      state: oneOf(transport.state, TRANSPORT_STATES) ?? 4,
      vehicle: transport.vehicle,
      driver_name: transport.driver_full_name,
      car_coordinates: carCoordinates(transport),
    }));
  });

  app.get('/transports/company/:id/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const related = await loadRelated(request, db, [transport]);
    return serializeTransport(transport, related);
  });

  app.get('/transports/company/:id/share_token/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    return { share_token: transport.share_token };
  });

  app.get('/transports/company/:id/get_contacts/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const shared = await db
      .selectFrom('transport_share_recipients')
      .select('email')
      .where('transport_id', '=', transport.id)
      .orderBy('shared_at')
      .orderBy('email')
      .execute();
    const list: { email: string; checked: boolean }[] = shared.map((row) => ({ email: row.email, checked: true }));
    for (const email of [transport.pickup_contact_email, transport.destination_contact_email]) {
      const normalised = email.trim().toLowerCase();
      if (normalised !== '' && !list.some((item) => item.email === normalised))
        list.push({ email: normalised, checked: false });
    }
    return { contact_emails_list: list };
  });

  app.post('/transports/company/:id/share_transport/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const body =
      typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
    const result = shareSchema.safeParse(body);
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, requestLanguage(request)));
    const emails = [...new Set(result.data.emails)];
    const now = deps.clock.now();
    await db.transaction().execute(async (trx) => {
      // The list is the full set of recipients: unchecked addresses stop receiving updates.
      await trx
        .deleteFrom('transport_share_recipients')
        .where('transport_id', '=', transport.id)
        .where('email', 'not in', emails)
        .execute();
      await trx
        .insertInto('transport_share_recipients')
        .values(emails.map((email) => ({ transport_id: transport.id, email, shared_at: now })))
        .onConflict((oc) => oc.columns(['transport_id', 'email']).doNothing())
        .execute();
    });
    const english = requestLanguage(request) === 'en';
    const link = sharedLink(deps.config.webBaseUrl, transport.id, transport.share_token);
    const route = `${transport.pickup_city_name || transport.pickup_location} – ${transport.destination_city_name || transport.destination_location}`;
    try {
      for (const email of emails) {
        await deps.mailer.send({
          to: email,
          subject: english
            ? `Siirto: transport #${transport.id} ${transport.vehicle} (${route})`
            : `Siirto: siirto #${transport.id} ${transport.vehicle} (${route})`,
          text: english
            ? `Hi,\n\nthe status of transport #${transport.id} (${transport.vehicle}, ${route}) was shared with you. ` +
              `Follow it here:\n${link}\n\nYou will receive an e-mail when its status changes.`
            : `Hei,\n\nsinulle on jaettu siirron #${transport.id} (${transport.vehicle}, ${route}) tila. ` +
              `Voit seurata sitä täältä:\n${link}\n\nSaat sähköpostin, kun siirron tila muuttuu.`,
        });
      }
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, { detail: 'Sähköpostin lähetys epäonnistui. Yritä myöhemmin uudelleen.' });
    }
    return { detail: english ? 'Shared' : 'Jaettu' };
  });

  // ── pricing look-ups of the order form ──

  app.get('/pricing/get_company_pricing_extra_services/', async (request) => {
    const context = await companyContext(request);
    const query = request.query as Record<string, unknown>;
    const companyId = positiveInt(query.company);
    if (companyId === null) throw badRequest({ company: ['Kenttä on pakollinen'] });
    if (companyId !== context.company.id) throw badRequest({ company: ['Virheellinen yritys'] });
    const abroad = query.abroad === '1' || query.abroad === 'true';
    let rows = businessDb(request)
      .selectFrom('price_list_rows')
      .selectAll()
      .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
    // Abroad orders may use every service; domestic ones not the abroad-only ones (ferry tickets).
    if (!abroad) rows = rows.where('abroad', '=', false);
    return (await rows.orderBy('id').execute()).map((row) => serializePriceListRow(row));
  });

  app.get('/vehicles/vehicle_sizes/', async (request) => {
    await requireUser(request);
    const language = requestLanguage(request);
    return vehicleSizes.map((size) => ({ id: size.id, name: size[language] }));
  });
  return Promise.resolve();
};
