/**
 * The transports area's SQL, all of it: which transports a member may see, rows as one json value (fast with
 * PGlite), everything a page of transports needs besides its rows (creators, locations, photos, expenses, extra
 * services, return trips), the writes of the order form (the one INSERT of a transport, the versioned UPDATE, the
 * return leg, saved contacts, idempotency keys), sharing, the driver's calls, the live events' sequence, the
 * reports and the map. Functions take the database (or a transaction) and plain values and return rows; the
 * routes decide, serialize.ts shapes.
 */
import type { FastifyRequest } from 'fastify';
import { CompiledQuery, type Insertable, type RawBuilder, type SelectQueryBuilder, sql, type Updateable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  CAR_POSITION_TRANSPORT_STATES,
  DELIVERED_TRANSPORT_STATES,
  DISPLAY_TIME_ZONE,
  MAP_TRANSPORT_STATES,
  REPORT_TRANSPORT_STATES,
  type ReportSummaryPeriod,
  type ReportSummarySplit,
} from '@siirto/domain';
import { randomToken } from '../../auth/passwords.ts';
import type { RoutePoint, Transport, TransportsTable, UploadsTable } from '../../db/schema.ts';
import type { BusinessDatabase } from '../../db/migrations/002_business.ts';
import type { Page } from '../../http/pagination.ts';
import type { TransportOrderTables } from '../../db/migrations/004_transport_orders.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { CustomerTables } from '../../db/migrations/010_customers.ts';
import type { LiveStatusTables } from '../../db/migrations/011_live_status.ts';
import type { ImportMappingTables } from '../../db/migrations/017_transport_import_mappings.ts';
import type { PhotoPrintCopyTables } from '../../db/migrations/022_photo_print_copies.ts';
import { idParam, LOCATION_USER_ROLE, requireAcceptedCompany } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { uploadUrl } from '../../http/serializers.ts';
import { languageOf } from '../../http/validation.ts';
import { type BusinessDb, businessDb, companyContext, type CompanyContext } from '../companies/context.ts';
import {
  type ListRow,
  listColumns,
  listTimestampColumns,
  mapColumns,
  type MapRow,
  priceListRowsData,
  reportRowColumns,
} from './columns.ts';

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
  'car_position_time',
] as const;
type DateColumnOf<T> = { [K in keyof T]-?: Date extends T[K] ? K : never }[keyof T];
type UnrevivedDateColumn = Exclude<DateColumnOf<Transport>, (typeof transportDateColumns)[number]>;
export const everyTransportDateRevived: [UnrevivedDateColumn] extends [never] ? true : UnrevivedDateColumn = true;

/**
 * A transports row as ONE json value (`to_json` of the whole row, or of `columns`). PGlite decodes a wide row
 * column by column at a high CPU cost (~13 ms for a page of 18 transports with their 85 columns, against ~3 ms
 * as json); JSON.parse is native. Read with `fromJsonRow`.
 */
export function rowAsJson(columns?: readonly (keyof Transport)[]) {
  const value = columns
    ? sql`json_build_object(${sql.join(columns.map((column) => sql`${sql.lit(column)}, ${sql.ref(column)}`))})`
    : sql`to_json(transports)`;
  return value.as('row');
}

/** The row of `rowAsJson(columns)` with its timestamps back as Dates, as a row query gives them. */
export function fromJsonRow<K extends keyof Transport>(value: unknown, columns?: readonly K[]): Pick<Transport, K> {
  const row = { ...(value as Record<string, unknown>) };
  for (const column of transportDateColumns) {
    if (columns && !(columns as readonly string[]).includes(column)) continue;
    const date = row[column];
    if (typeof date === 'string') row[column] = new Date(date);
  }
  return row as Pick<Transport, K>;
}

export function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return groups;
}

/** What serializeTransport reads of a transport's neighbours; reports need only part of it. */
export interface RelatedParts {
  photos: boolean;
  priceRows: boolean;
  returnTrips: boolean;
  /** The expenses (default: loaded); the list's projection has none. */
  expenses?: boolean;
}

export const allParts: RelatedParts = { photos: true, priceRows: true, returnTrips: true };

/**
 * Everything a list page or a detail needs besides the transport rows, in ONE query (json_agg subqueries): with
 * PGlite every query costs its own planning and protocol round, with PostgreSQL its own network round trip.
 */
export async function loadRelated(
  request: FastifyRequest,
  db: BusinessDb,
  transports: (Pick<Transport, 'id' | 'business_location_id' | 'round_trip_return_trip_id'> &
    Partial<Pick<Transport, 'price_list_rows_data' | 'creator_id'>> & { customer_id?: number | null })[],
  parts: RelatedParts = allParts,
) {
  const unique = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))];
  const ids = transports.map((transport) => transport.id);
  // the list's rows have no creator (its projection shows none)
  const creatorIds = unique(transports.map((t) => t.creator_id ?? null));
  const locationIds = unique(transports.map((t) => t.business_location_id));
  const customerIds = unique(transports.map((t) => t.customer_id ?? null));
  const returnIds = parts.returnTrips ? unique(transports.map((t) => t.round_trip_return_trip_id)) : [];
  const photoIds = parts.photos ? ids : [];
  const expenseIds = parts.expenses === false ? [] : ids;
  const priceRowIds = parts.priceRows
    ? unique(transports.flatMap((t) => priceListRowsData(t.price_list_rows_data).map((row) => row.price_list_row_id)))
    : [];
  // An empty id list selects nothing (and `in ()` is not SQL).
  const within = (ids: number[]) => (ids.length ? ids : [0]);
  const related = await db
    .withTables<ChatTables & CustomerTables>()
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
          .where('transport_id', 'in', within(expenseIds))
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
      jsonArrayFrom(eb.selectFrom('customers').select(['id', 'name']).where('id', 'in', within(customerIds))).as(
        'customers',
      ),
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
    customers: new Map(related.customers.map((customer) => [customer.id, customer])),
    photoUrl: (photo: string) => (/^https?:\/\//.test(photo) ? photo : uploadUrl(config, photo)),
    language: languageOf(request),
  };
}

export type Related = Awaited<ReturnType<typeof loadRelated>>;

/** The number of rows of a page's query (without paging); bench/transport-list.ts compares it with cheapCountOf. */
export async function countOf(rows: ReturnType<typeof visibleTransports>): Promise<number> {
  const total = await rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return total.count;
}

/**
 * Up to this many rows the list counts exactly (the largest page, All, is 10,000, so a page of All always has its
 * exact total); above it, counting every matching row costs ~1 ms per 10,000 rows even as an index-only scan (21 ms
 * at 100,000 before this), so the total is the planner's estimate.
 */
export const EXACT_COUNT_LIMIT = 10_000;

/**
 * The total of a list query, cheaply: an exact count of at most EXACT_COUNT_LIMIT + 1 rows (the scan stops there),
 * and when there are more, the planner's estimate of the full query's rows (`EXPLAIN`, no rows read), never below
 * the exact part. `estimated` says which.
 */
export async function cheapCountOf(
  db: BusinessDb,
  rows: ReturnType<typeof visibleTransports>,
): Promise<{ count: number; estimated: boolean }> {
  const capped = await db
    .selectFrom(
      rows
        .select(sql<number>`1`.as('one'))
        .limit(EXACT_COUNT_LIMIT + 1)
        .as('capped'),
    )
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  if (capped.count <= EXACT_COUNT_LIMIT) return { count: capped.count, estimated: false };
  const query = rows.select(sql<number>`1`.as('one')).compile();
  const plan = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
    CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query.sql}`, [...query.parameters]),
  );
  return { count: Math.max(capped.count, planRows(plan.rows[0]?.['QUERY PLAN'])), estimated: true };
}

/** The estimated rows of an `EXPLAIN (FORMAT JSON)` answer (json or its text), 0 when unreadable. */
function planRows(value: unknown): number {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  const rows = (parsed as [{ Plan?: { 'Plan Rows'?: unknown } }] | undefined)?.[0]?.Plan?.['Plan Rows'];
  return typeof rows === 'number' && Number.isFinite(rows) ? Math.round(rows) : 0;
}

/** The transports this member may see: the company's, and for a location user (role 2) only their location's. */
export function visibleTransports(db: BusinessDb, context: CompanyContext) {
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
export async function readContext(request: FastifyRequest): Promise<CompanyContext> {
  const context = await requireAcceptedCompany(request);
  if (context.companyUser.role === LOCATION_USER_ROLE) return companyContext(request);
  return { ...context, linkedLocationIds: [] };
}

export async function loadVisibleTransport(request: FastifyRequest, id: number = idParam(request)) {
  const context = await readContext(request);
  const db = businessDb(request);
  const transport = await visibleTransports(db, context).selectAll().where('id', '=', id).executeTakeFirst();
  if (!transport) throw notFound();
  return { context, db, transport };
}

// ── the order form's writes ──

/** The database with the order tables of migration 004 (write keys, company pricing, `version`). */
export const orderDb = (db: BusinessDb) => db.withTables<TransportOrderTables>();

type NewTransport = Partial<Insertable<TransportsTable>> & Pick<Insertable<TransportsTable>, 'company_id'>;

/**
 * THE insert of a transport (an order, its return leg, an order made again): created and updated now, web version
 * 2, a fresh share token.
 */
export async function insertTransport(db: BusinessDb, columns: NewTransport, now: Date): Promise<Transport> {
  return db
    .insertInto('transports')
    .values({ ...columns, created: now, updated: now, web_version: 2, share_token: randomToken(24) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Updates a transport only when it is still at `version` (raising it): undefined when another write won the race
 * (or the transport is gone).
 */
export async function updateTransportAtVersion(
  db: BusinessDb,
  id: number,
  version: number,
  columns: Record<string, unknown>,
  now: Date,
): Promise<Transport | undefined> {
  return orderDb(db)
    .updateTable('transports')
    .set({ ...(columns as Updateable<TransportsTable>), updated: now, version: sql`version + 1` })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** The stored version of a transport (undefined when it is gone). */
export async function transportVersion(db: BusinessDb, id: number): Promise<number | undefined> {
  const row = await orderDb(db).selectFrom('transports').select('version').where('id', '=', id).executeTakeFirst();
  return row?.version;
}

/** Writes the return leg of `row` (updating the linked one, or inserting and linking a new one); the outbound row. */
export async function saveReturnLeg(
  db: BusinessDb,
  row: Transport,
  columns: NewTransport,
  now: Date,
): Promise<Transport> {
  if (row.round_trip_return_trip_id !== null) {
    await db.updateTable('transports').set(columns).where('id', '=', row.round_trip_return_trip_id).execute();
    return row;
  }
  const back = await insertTransport(db, columns, now);
  return setReturnTrip(db, row.id, back.id);
}

/** Deletes the return leg of `row` and unlinks it; the outbound row. */
export async function removeReturnLeg(db: BusinessDb, row: Transport): Promise<Transport> {
  if (row.round_trip_return_trip_id === null) return row;
  await db.deleteFrom('transports').where('id', '=', row.round_trip_return_trip_id).execute();
  return setReturnTrip(db, row.id, null);
}

function setReturnTrip(db: BusinessDb, id: number, returnTripId: number | null) {
  return db
    .updateTable('transports')
    .set({ round_trip_return_trip_id: returnTripId })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Deletes a transport with its return leg. */
export async function deleteTransport(db: BusinessDb, transport: Transport): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (transport.round_trip_return_trip_id !== null) {
      await trx.deleteFrom('transports').where('id', '=', transport.round_trip_return_trip_id).execute();
    }
    await trx.deleteFrom('transports').where('id', '=', transport.id).execute();
  });
}

/** Saves a contact of the order form into the company's contacts unless one with that name and e-mail exists. */
export async function saveCompanyContact(
  db: BusinessDb,
  companyId: number,
  contact: { name: string; email: string; phone: string },
): Promise<void> {
  const known = await db
    .selectFrom('company_contacts')
    .select('id')
    .where('company_id', '=', companyId)
    .where('name', '=', contact.name)
    .where('email', '=', contact.email)
    .executeTakeFirst();
  if (!known)
    await db
      .insertInto('company_contacts')
      .values({ company_id: companyId, ...contact })
      .execute();
}

/** The ids of the company's business locations. */
export async function companyLocationIds(db: BusinessDb, companyId: number): Promise<Set<number>> {
  const rows = await db.selectFrom('business_locations').select('id').where('company_id', '=', companyId).execute();
  return new Set(rows.map((row) => row.id));
}

/** Whether `customerId` is one of the account's customers. */
export async function isAccountCustomer(db: BusinessDb, accountId: number, customerId: number): Promise<boolean> {
  const row = await db
    .withTables<ChatTables & CustomerTables>()
    .selectFrom('customers')
    .select('id')
    .where('id', '=', customerId)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  return row !== undefined;
}

/** The extra services among `ids` the company may order (the common ones and its own). */
export async function orderableServices(db: BusinessDb, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('price_list_rows')
    .selectAll()
    .where('id', 'in', [...ids])
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]))
    .execute();
}

/** The extra services the order form offers the company (abroad-only ones only for an order abroad). */
export async function extraServicesOf(db: BusinessDb, companyId: number, abroad: boolean) {
  let rows = db
    .selectFrom('price_list_rows')
    .selectAll()
    .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', companyId)]));
  if (!abroad) rows = rows.where('abroad', '=', false);
  return rows.orderBy('id').execute();
}

/** The service prices of a transport's expenses charged to the company. */
export async function expensePricesOf(db: BusinessDb, transportId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('expenses')
    .select('service_price_company')
    .where('transport_id', '=', transportId)
    .execute();
  return rows.map((row) => row.service_price_company);
}

/** The company's own price list row (migration 004), if it has one. */
export async function companyPricingRow(db: BusinessDb, companyId: number) {
  return orderDb(db)
    .selectFrom('company_transport_pricing')
    .selectAll()
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** One of the company's transports by id (no location limit). */
export async function companyTransport(db: BusinessDb, companyId: number, id: number) {
  return db
    .selectFrom('transports')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
}

/** Any transport by id (the share view checks its token). */
export async function transportById(db: BusinessDb, id: number) {
  return db.selectFrom('transports').selectAll().where('id', '=', id).executeTakeFirst();
}

// ── idempotency keys (idempotency.ts) ──

/** The stored write of this user under this key, unless it was made before `notBefore`. */
export async function writeKeySince(db: BusinessDb, userId: number, key: string, notBefore: Date) {
  return orderDb(db)
    .selectFrom('transport_write_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('idempotency_key', '=', key)
    .where('created', '>', notBefore)
    .executeTakeFirst();
}

export interface WriteKeyRow {
  userId: number;
  companyId: number;
  transportId: number;
  key: string;
  method: 'POST' | 'PATCH';
  hash: string;
  now: Date;
}

/**
 * Keeps a write's key: the user's keys made before `expiredBefore` go first; a new key is inserted (a parallel
 * request that stored it first makes this fail with a unique violation), a `known` one moves to this write.
 */
export async function keepWriteKey(db: BusinessDb, row: WriteKeyRow, expiredBefore: Date, known: boolean) {
  await orderDb(db)
    .deleteFrom('transport_write_keys')
    .where('user_id', '=', row.userId)
    .where('created', '<=', expiredBefore)
    .execute();
  const insert = orderDb(db).insertInto('transport_write_keys').values({
    user_id: row.userId,
    idempotency_key: row.key,
    company_id: row.companyId,
    transport_id: row.transportId,
    method: row.method,
    request_hash: row.hash,
    created: row.now,
  });
  if (!known) {
    await insert.execute();
    return;
  }
  await insert
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'idempotency_key']).doUpdateSet({
        transport_id: row.transportId,
        method: row.method,
        request_hash: row.hash,
        created: row.now,
      }),
    )
    .execute();
}

// ── sharing ──

/** A new share token (the old link stops working at once). */
/** The column mapping the company chose at its last spreadsheet import (folded header → field or null). */
export async function importMappingOf(db: BusinessDb, companyId: number): Promise<Record<string, string | null>> {
  const row = await db
    .withTables<ImportMappingTables>()
    .selectFrom('transport_import_mappings')
    .select('mapping')
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.mapping ?? {};
}

/** Keeps the company's column mapping (the headers of the latest file win over earlier ones). */
export async function saveImportMapping(
  db: BusinessDb,
  companyId: number,
  mapping: Record<string, string | null>,
  now: Date,
) {
  const json = JSON.stringify(mapping);
  await db
    .withTables<ImportMappingTables>()
    .insertInto('transport_import_mappings')
    .values({ company_id: companyId, mapping: json, updated: now })
    .onConflict((conflict) => conflict.column('company_id').doUpdateSet({ mapping: json, updated: now }))
    .execute();
}

/** The company's business locations' ids and names (a spreadsheet row names one). */
export async function companyLocationNames(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('business_locations')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

export async function renewShareToken(db: BusinessDb, id: number, now: Date): Promise<string> {
  const row = await db
    .updateTable('transports')
    .set({ share_token: randomToken(24), updated: now })
    .where('id', '=', id)
    .returning('share_token')
    .executeTakeFirstOrThrow();
  return row.share_token;
}

/** The addresses the transport is shared with, first shared first. */
export async function shareRecipients(db: BusinessDb, transportId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('transport_share_recipients')
    .select('email')
    .where('transport_id', '=', transportId)
    .orderBy('shared_at')
    .orderBy('email')
    .execute();
  return rows.map((row) => row.email);
}

/** The full set of a transport's recipients: addresses not in `emails` stop receiving updates. */
export async function replaceShareRecipients(db: BusinessDb, transportId: number, emails: string[], now: Date) {
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('transport_share_recipients')
      .where('transport_id', '=', transportId)
      .where('email', 'not in', emails)
      .execute();
    await trx
      .insertInto('transport_share_recipients')
      .values(emails.map((email) => ({ transport_id: transportId, email, shared_at: now })))
      .onConflict((oc) => oc.columns(['transport_id', 'email']).doNothing())
      .execute();
  });
}

// ── the driver's calls ──

/** A transport assigned to this driver. */
export async function assignedTransport(db: BusinessDb, id: number, driverId: number) {
  return db
    .selectFrom('transports')
    .selectAll()
    .where('id', '=', id)
    .where('driver_user_id', '=', driverId)
    .executeTakeFirst();
}

/** The driver's transports in progress (states 4 to 9), soonest pickup first. */
export async function driverTransports(db: BusinessDb, driverId: number) {
  return db
    .selectFrom('transports')
    .selectAll()
    .where('driver_user_id', '=', driverId)
    .where('state', 'in', MAP_TRANSPORT_STATES)
    .orderBy('pickup_time', 'asc')
    .orderBy('id', 'asc')
    .limit(200)
    .execute();
}

/** Moves a transport on from the state it was read in (raising its version): undefined when it moved meanwhile. */
export async function moveTransportState(
  db: BusinessDb,
  transport: Pick<Transport, 'id' | 'state'>,
  columns: Updateable<TransportsTable>,
  now: Date,
) {
  return orderDb(db)
    .updateTable('transports')
    .set({ ...columns, updated: now, version: sql`version + 1` })
    .where('id', '=', transport.id)
    .where('state', '=', transport.state)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Stores the car's position and appends it to the route, while the transport is in the state it was read in and
 * the position is not older than the stored one: undefined otherwise.
 */
export async function storeCarPosition(
  db: BusinessDb,
  transport: Pick<Transport, 'id' | 'state'>,
  coordinates: readonly [number, number],
  time: Date,
) {
  const point = { coordinates_point: { type: 'Point', coordinates: coordinates }, created: time.toISOString() };
  return db
    .updateTable('transports')
    .set({
      car_position: JSON.stringify(coordinates),
      car_position_time: time,
      routes: sql`routes || ${JSON.stringify([point])}::jsonb`,
    })
    .where('id', '=', transport.id)
    .where('state', '=', transport.state)
    .where((eb) => eb.or([eb('car_position_time', 'is', null), eb('car_position_time', '<=', time)]))
    .returningAll()
    .executeTakeFirst();
}

// ── live events (live-events.ts) ──

/** The company's members among `userIds` who may see a transport of `locationId` (a location user only theirs). */
export async function companyMembersSeeing(
  db: BusinessDb,
  companyId: number,
  locationId: number | null,
  userIds: readonly number[],
): Promise<number[]> {
  if (userIds.length === 0) return [];
  const members = await db
    .selectFrom('company_users')
    .select(['id', 'user_id', 'role'])
    .where('company_id', '=', companyId)
    .where('user_id', 'in', [...userIds])
    .execute();
  const locationUsers = members.filter((member) => member.role === LOCATION_USER_ROLE);
  const linked =
    locationUsers.length > 0 && locationId !== null
      ? await db
          .selectFrom('company_user_business_locations')
          .select('company_user_id')
          .where(
            'company_user_id',
            'in',
            locationUsers.map((member) => member.id),
          )
          .where('business_location_id', '=', locationId)
          .execute()
      : [];
  const linkedIds = new Set(linked.map((row) => row.company_user_id));
  return members
    .filter((member) => member.role !== LOCATION_USER_ROLE || linkedIds.has(member.id))
    .map((member) => member.user_id);
}

/** Raises the company's live sequence (under its row's lock) and returns the new value. */
export async function nextLiveSequence(db: BusinessDb, companyId: number): Promise<number> {
  const row = await db
    .withTables<LiveStatusTables>()
    .updateTable('companies')
    .set({ live_sequence: sql<number>`live_sequence + 1` })
    .where('id', '=', companyId)
    .returning('live_sequence')
    .executeTakeFirstOrThrow();
  return Number(row.live_sequence);
}

// ── the list ──

/** The list's filters (GET /transports/company/), parsed from the query by the route. */
export interface ListFilters {
  excludeReturnTrips: boolean;
  state: number | null;
  includeDelivered: boolean;
  businessLocations: number[] | null;
  pickupLocation: number | null;
  destinationLocation: number | null;
  creator: number | null;
  /** Only the transports of this repeating series (issue 30 §2). */
  series: number | null;
  /** An id, or the start of a registration (upper case, no spaces or hyphens). */
  search: { id: number | null; registration: string } | null;
}

/** The transports of the list's filters. */
export function listQuery(db: BusinessDb, context: CompanyContext, filters: ListFilters) {
  let rows = visibleTransports(db, context);
  if (filters.excludeReturnTrips) rows = rows.where('round_trip_is_return_trip', '=', false);
  if (filters.state !== null) rows = rows.where('state', '=', filters.state);
  if (!filters.includeDelivered) rows = rows.where('state', 'not in', DELIVERED_TRANSPORT_STATES);
  if (filters.businessLocations) rows = rows.where('business_location_id', 'in', filters.businessLocations);
  if (filters.pickupLocation !== null) rows = rows.where('pickup_business_location_id', '=', filters.pickupLocation);
  if (filters.destinationLocation !== null)
    rows = rows.where('destination_business_location_id', '=', filters.destinationLocation);
  if (filters.creator !== null) rows = rows.where('creator_id', '=', filters.creator);
  if (filters.series !== null) rows = rows.where('series_id', '=', filters.series);
  const search = filters.search;
  if (search) {
    // the id, or the start of the registration without case, spaces and hyphens (transports_list_registration_idx)
    rows = rows.where((eb) =>
      eb.or([
        ...(search.id !== null ? [eb('id', '=', search.id)] : []),
        ...(search.registration !== ''
          ? [
              eb(
                sql<string>`replace(replace(upper(vehicle), '-', ''), ' ', '')`,
                'like',
                `${search.registration.replace(/[\\%_]/g, '\\$&')}%`,
              ),
            ]
          : []),
      ]),
    );
  }
  return rows;
}

/** The list's ordering (query.ts, orderTransports), applied to any query of transports. */
export type ListOrder = <O>(
  rows: SelectQueryBuilder<BusinessDatabase, 'transports', O>,
) => SelectQueryBuilder<BusinessDatabase, 'transports', O>;

/**
 * Up to this page size a page's ids are picked before its rows are read (listPage); page size All (10,000 of a
 * view's rows) reads most of what it scans anyway.
 */
const IDS_FIRST_MAX = 1000;

/**
 * A page of the list's query, ordered. Up to IDS_FIRST_MAX rows the page's ids come first, from an index-only scan
 * of the sort's index, which carries every filter column (migrations 013 and 016), and only the page's rows are
 * read from the table: read in the sort's order straight from the table, every row of another state, cost centre
 * or creator passed on the way was read too (sort by pickup time, page 3: 74.9 ms at 100,000 transports).
 */
export function listPage(db: BusinessDb, rows: ReturnType<typeof visibleTransports>, order: ListOrder, page: Page) {
  const paged = order(rows).limit(page.limit).offset(page.offset);
  if (page.limit > IDS_FIRST_MAX) return paged;
  return order(db.selectFrom('transports').where('id', 'in', paged.select('id')));
}

const isoText = (column: (typeof listTimestampColumns)[number]) =>
  sql<string | null>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list's columns as ONE json value per row (PGlite decodes a row column by column in the API's thread, so there
 * one json value per row is cheaper; see rowAsJson), with the timestamps as text.
 */
const listRowAsJson = sql<ListRow>`json_build_object(${sql.join([
  ...listColumns.map((column) => sql`${sql.lit(column)}, ${sql.ref(column)}`),
  ...listTimestampColumns.map((column) => sql`${sql.lit(column)}, ${isoText(column)}`),
])})`.as('row');

/**
 * A page of the list's rows. PostgreSQL sends the columns as they are: building a json value per row cost its server
 * 5-7x more than the columns (page size All, 10,000 rows); PGlite decodes a row column by column in the API's
 * thread, so there one json value per row is cheaper (rowAsJson).
 */
export async function listRows(ordered: ReturnType<typeof visibleTransports>, postgres: boolean): Promise<ListRow[]> {
  if (postgres) {
    const rows = await ordered
      .select(listColumns)
      .select(listTimestampColumns.map((column) => isoText(column).as(column)))
      .execute();
    return rows as ListRow[];
  }
  return (await ordered.select(listRowAsJson).execute()).map((item) => item.row);
}

// ── the map ──

/**
 * Whether a JSON value is a point as serialize.ts's toGeoPoint reads one: an object whose `coordinates`, or else the
 * value itself, is a pair of two numbers (a JSON number is always finite). False for SQL NULL.
 */
const isPoint = (value: RawBuilder<unknown>) => sql<boolean>`coalesce((
  select jsonb_typeof(pair) = 'array' and jsonb_array_length(pair) = 2
    and jsonb_typeof(pair -> 0) = 'number' and jsonb_typeof(pair -> 1) = 'number'
  from (select case when jsonb_typeof(${value}) = 'object' then ${value} -> 'coordinates' else ${value} end as pair) as p
), false)`;

/**
 * serialize.ts routePoints's test of a route entry as a JSON path filter (strict: a missing key or a wrong type is an
 * error, which a filter reads as false): an object whose coordinates_point is a point (an object with `coordinates`,
 * or a pair) of two numbers.
 */
const ROUTE_POINT_FILTER = `? (@.type() == "object" && (
  (@.coordinates_point.type() == "object" && @.coordinates_point.coordinates.type() == "array"
    && @.coordinates_point.coordinates.size() == 2
    && @.coordinates_point.coordinates[0].type() == "number" && @.coordinates_point.coordinates[1].type() == "number")
  || (@.coordinates_point.type() == "array" && @.coordinates_point.size() == 2
    && @.coordinates_point[0].type() == "number" && @.coordinates_point[1].type() == "number")))`;

/**
 * The last entry of a transport's `routes` that routePoints keeps, or null: the map reads this one point, not the
 * whole array (a long route is hundreds of kilobytes of JSON to parse and walk in the event loop).
 *
 * Read only where carPosition (serialize.ts) falls back to it: a state that shows the car, and no usable position
 * of its own (the acknowledged destination's once delivered, else the driver's last report). Most of the map's rows
 * are delivered or report their position, so most never read their route: reading a long route decompresses all
 * of it (72–83 ms of the database's time per map at 100,000 transports in bench:load, before this).
 *
 * Where it is read, the last entry is nearly always a point and is tested alone (`$[last]`); only when it is not are
 * the entries filtered (in one pass, in C) and the last kept one taken. Each names `routes` once: every use of a
 * stored (TOASTed) value decompresses it again. The walk from the end this replaces (generate_series with
 * `ORDER BY i DESC LIMIT 1`) tested every entry before sorting and decompressed the value for each: over routes of
 * 500 points on every row, the map's statement ran for minutes (docs/benchmarks.md, bench/map.ts).
 */
const lastRoutePoint = sql<RoutePoint | null>`case when state in (${sql.join(
  CAR_POSITION_TRANSPORT_STATES,
)}) and case when destination_acknowledged is not null
    then not ${isPoint(sql.ref('destination_acknowledged_coordinates'))}
    else not ${isPoint(sql.ref('car_position'))} end
  then coalesce(
    jsonb_path_query_first(routes, ${sql.lit(`strict $[last] ${ROUTE_POINT_FILTER}`)}, '{}', true),
    jsonb_path_query_array(routes, ${sql.lit(`strict $[*] ${ROUTE_POINT_FILTER}`)}, '{}', true) -> -1) end`;

/**
 * Every transport in progress (states 4 to 9) the member may see, newest first, at most 1,000 (MapRow): its columns
 * and, of the route, at most its last point. PostgreSQL sends the columns as they are (`postgres`): one json value
 * per row, parsed and its dates revived, cost the API's thread more than the driver's columns; PGlite decodes a row
 * column by column in the API's thread, so there one json value per row is cheaper (rowAsJson).
 */
export async function mapTransports(db: BusinessDb, context: CompanyContext, postgres: boolean): Promise<MapRow[]> {
  const inProgress = visibleTransports(db, context)
    .where('state', 'in', MAP_TRANSPORT_STATES)
    .orderBy('id', 'desc')
    .limit(1000);
  if (postgres) {
    const rows = await inProgress.select([...mapColumns, lastRoutePoint.as('last_route_point')]).execute();
    return rows.map(({ last_route_point, ...row }) => ({ ...row, routes: last_route_point ? [last_route_point] : [] }));
  }
  const rows = await inProgress.select([rowAsJson(mapColumns), lastRoutePoint.as('last_route_point')]).execute();
  return rows.map((item) => ({
    ...fromJsonRow(item.row, mapColumns),
    routes: item.last_route_point ? [item.last_route_point] : [],
  }));
}

// ── the reports ──

/** The report's filters, parsed from the query by the route (the pickup days as the instants they span). */
export interface ReportFilters {
  stateAbove: number | null;
  state: number | null;
  businessLocation: number | null;
  creator: number | null;
  pickupFrom: Date | null;
  pickupBefore: Date | null;
}

/**
 * The report's rows: the transports this member may see (a location user only their locations'), only in the
 * report states 6–9 whatever `state__gt` says (31 is numerically above 5 but not a finished transport), narrowed
 * by the filters.
 */
export function reportQuery(db: BusinessDb, context: CompanyContext, filters: ReportFilters) {
  let rows = visibleTransports(db, context).where('state', 'in', [...REPORT_TRANSPORT_STATES]);
  if (filters.stateAbove !== null) rows = rows.where('state', '>', filters.stateAbove);
  if (filters.state !== null) rows = rows.where('state', '=', filters.state);
  if (filters.businessLocation !== null) rows = rows.where('business_location_id', '=', filters.businessLocation);
  if (filters.creator !== null) rows = rows.where('creator_id', '=', filters.creator);
  if (filters.pickupFrom !== null) rows = rows.where('pickup_time', '>=', filters.pickupFrom);
  if (filters.pickupBefore !== null) rows = rows.where('pickup_time', '<', filters.pickupBefore);
  return rows;
}

export type ReportRows = ReturnType<typeof reportQuery>;

/** A page of report rows of an ordered query. */
export async function reportRowsOf(ordered: ReportRows) {
  return (await ordered.select(rowAsJson(reportRowColumns)).execute()).map((item) =>
    fromJsonRow(item.row, reportRowColumns),
  );
}

/** The report rows of `ids` (a transport deleted meanwhile is missing). */
export async function reportRowsByIds(db: BusinessDb, ids: number[]) {
  const found = await db.selectFrom('transports').select(rowAsJson(reportRowColumns)).where('id', 'in', ids).execute();
  return found.map((item) => fromJsonRow(item.row, reportRowColumns));
}

/** The ids of an ordered query. */
export async function idsOf(ordered: ReportRows): Promise<number[]> {
  return (await ordered.select('id').execute()).map((row) => row.id);
}

/**
 * The unrounded sums of the whole filtered set (null when nothing matches) and its count, in ONE statement (the
 * extra fees of the set's expenses are an uncorrelated subquery of it, computed once): a report page holds one
 * connection for its totals, not two.
 */
export async function reportSums(db: BusinessDb, rows: ReportRows) {
  const sum = (column: keyof Transport) => sql<number | null>`sum(${sql.ref(column)})::float8`;
  return rows
    .select([
      sql<number>`count(*)::int`.as('count'),
      sum('trip_length_km').as('trip_length_km'),
      sum('price').as('price'),
      sum('service_prices_total_company').as('price_list_rows_price_total'),
      sum('expenses_price_total').as('expenses_price_total'),
      sum('transport_total_price').as('transport_total_price'),
      db
        .selectFrom('expenses')
        .select(sql<number | null>`sum(service_price_company)::float8`.as('total'))
        .where('transport_id', 'in', rows.select('id'))
        .as('expenses_service_prices'),
    ])
    .executeTakeFirstOrThrow();
}

const euroSum = (column: keyof Transport) => sql<number | null>`sum(${sql.ref(column)})::float8`;

/**
 * The filtered set's count and money per period and split key (issue 34): the pickup day in Helsinki time decides
 * the period, as the report's date filters do. Sums are the database's unrounded doubles, as in `reportSums`.
 */
export async function reportBuckets(rows: ReportRows, period: ReportSummaryPeriod, split: ReportSummarySplit) {
  // grouped by the period's first moment (a timestamp) and named as text once per group: grouping by the text itself
  // sorted every row's string (80 ms of 100 at 44,000 rows in the API bench)
  const start = sql<string>`date_trunc(${sql.lit(period)}, ${sql.ref('pickup_time')} AT TIME ZONE ${sql.lit(
    DISPLAY_TIME_ZONE,
  )})`;
  const key = split === 'state' ? sql<number | null>`state` : sql<number | null>`business_location_id`;
  return rows
    .where('pickup_time', 'is not', null)
    .select([
      sql<string>`to_char(${start}, 'YYYY-MM-DD')`.as('period'),
      key.as('key'),
      sql<number>`count(*)::int`.as('count'),
      euroSum('price').as('price'),
      euroSum('service_prices_total_company').as('extras'),
      euroSum('expenses_price_total').as('expenses'),
      euroSum('transport_total_price').as('total'),
    ])
    .groupBy([start, key])
    .orderBy(start)
    .orderBy(key)
    .execute();
}

/**
 * The filtered set's headline and punctuality (issue 34), with the comparisons of the domain's punctuality rules
 * (`isDeliveredOnTime`, `deliveryDelayMinutes`, `leadTimeMinutes`): on time is a hand-over at or before the
 * destination time; quantiles are `percentile_cont` (the domain's `quantile`).
 */
export async function reportPunctuality(rows: ReportRows) {
  const handedOver = sql`destination_acknowledged IS NOT NULL AND destination_time IS NOT NULL`;
  const delay = sql`extract(epoch from destination_acknowledged - destination_time) / 60`;
  const lead = sql`extract(epoch from destination_acknowledged - created) / 60`;
  return rows
    .select([
      sql<number>`count(*)::int`.as('count'),
      euroSum('transport_total_price').as('total'),
      sql<number>`count(*) filter (where ${handedOver})::int`.as('measured'),
      sql<number>`count(*) filter (where destination_acknowledged <= destination_time)::int`.as('on_time'),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${delay}) filter (where destination_acknowledged > destination_time)`.as(
        'delay_median',
      ),
      sql<
        number | null
      >`percentile_cont(0.9) within group (order by ${delay}) filter (where destination_acknowledged > destination_time)`.as(
        'delay_p90',
      ),
      sql<
        number | null
      >`percentile_cont(0.5) within group (order by ${lead}) filter (where destination_acknowledged IS NOT NULL)`.as(
        'lead_median',
      ),
    ])
    .executeTakeFirstOrThrow();
}

/** The names of the company's business locations among `ids`. */
export async function locationNames(db: BusinessDb, companyId: number, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const found = await db
    .selectFrom('business_locations')
    .select(['id', 'name'])
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return new Map(found.map((row) => [row.id, row.name]));
}

/** The longest text of each free-text column in the filtered set: the workbook's columns fit them. */
export async function reportTextWidths(rows: ReportRows) {
  const longest = (column: keyof Transport) => sql<number | null>`max(char_length(${sql.ref(column)}))::int`;
  const widths = await rows
    .select([
      longest('vehicle').as('vehicle'),
      longest('pickup_location').as('pickup_location'),
      longest('pickup_city_name').as('pickup_city'),
      longest('destination_location').as('destination_location'),
      longest('destination_city_name').as('destination_city'),
    ])
    .executeTakeFirstOrThrow();
  return widths as Record<string, number | null>;
}

/** The name of one of the company's business locations. */
export async function locationName(db: BusinessDb, companyId: number, id: number): Promise<string | null> {
  const row = await db
    .selectFrom('business_locations')
    .select('name')
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row?.name ?? null;
}

// ── the condition report (condition-report.ts) ──

/** The name of the company a transport belongs to (the public report's header). */
export async function companyNameOf(db: BusinessDb, companyId: number): Promise<string> {
  const company = await db.selectFrom('companies').select('name').where('id', '=', companyId).executeTakeFirst();
  return company?.name ?? '';
}

/** The bytes of one uploaded photo (read one at a time: a report's photos together can be large). */
export async function photoUploadBytes(db: BusinessDb, uploadId: string): Promise<Uint8Array | null> {
  const upload = await db.selectFrom('uploads').select('data').where('id', '=', uploadId).executeTakeFirst();
  return upload?.data ?? null;
}

/** A photo's print-sized copy (migration 022), if it has one. */
export async function photoPrintCopy(
  db: BusinessDb,
  uploadId: string,
): Promise<{ data: Uint8Array; width: number; height: number } | null> {
  const copy = await db
    .withTables<PhotoPrintCopyTables>()
    .selectFrom('upload_print_copies')
    .select(['data', 'width', 'height'])
    .where('upload_id', '=', uploadId)
    .executeTakeFirst();
  return copy ?? null;
}

/** A photo's upload and, when one could be made, its print-sized copy (photo-uploads.ts). */
export async function insertPhotoUpload(
  db: BusinessDb,
  upload: Insertable<UploadsTable>,
  copy: { data: Uint8Array; width: number; height: number } | null,
): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
  if (copy) {
    await db
      .withTables<PhotoPrintCopyTables>()
      .insertInto('upload_print_copies')
      .values({ upload_id: upload.id, ...copy })
      .execute();
  }
}
