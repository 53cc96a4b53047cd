/**
 * Reading transports: which ones a member may see, rows as one json value (fast with PGlite), and everything a
 * page of transports needs besides its rows (creators, locations, photos, expenses, extra services, return trips).
 */
import type { FastifyRequest } from 'fastify';
import { CompiledQuery, sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Transport } from '../../db/schema.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { CustomerTables } from '../../db/migrations/010_customers.ts';
import { idParam, LOCATION_USER_ROLE, requireAcceptedCompany } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { uploadUrl } from '../../http/serializers.ts';
import { languageOf } from '../../http/validation.ts';
import { type BusinessDb, businessDb, companyContext, type CompanyContext } from '../companies.ts';
import { priceListRowsData } from './serialize.ts';

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
  transports: (Pick<Transport, 'id' | 'creator_id' | 'business_location_id' | 'round_trip_return_trip_id'> &
    Partial<Pick<Transport, 'price_list_rows_data'>> & { customer_id?: number | null })[],
  parts: RelatedParts = allParts,
) {
  const unique = (values: (number | null)[]) => [...new Set(values.filter((id): id is number => id !== null))];
  const ids = transports.map((transport) => transport.id);
  const creatorIds = unique(transports.map((t) => t.creator_id));
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

/** The number of rows of a page's query (without paging). */
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
