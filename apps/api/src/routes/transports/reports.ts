/**
 * The company report (spec 2 §2, §3 "Report row", §7): the company's delivered and later transports as report rows,
 * paged with the totals of the whole filtered set, and the same set as an Excel workbook (report-export.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Transport } from '../../db/schema.ts';
import { badRequest } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { type BusinessDb, businessDb, type CompanyContext } from '../companies.ts';
import {
  euros,
  isCalendarDay,
  nextCalendarDay,
  REPORT_TRANSPORT_STATES,
  roundDecimal,
  roundEuros,
  startOfDayIn,
  sumEuros,
  TRANSPORT_STATE,
  TRANSPORT_STATES,
} from '@siirto/domain';
import {
  countOf,
  fromJsonRow,
  loadRelated,
  readContext,
  type Related,
  type RelatedParts,
  rowAsJson,
  visibleTransports,
} from './repository.ts';
import { orderTransports, positiveInt, stateParam } from './query.ts';
import { businessLocationOf, creatorOf, iso, oneOf } from './serialize.ts';
import { sendReportWorkbook } from './report-export.ts';

/** `?pickup_date__gte=` / `__lte=`: a calendar day, else a 400 naming the parameter. */
function dayParam(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !isCalendarDay(value)) throw badRequest({ [name]: ['calendarDay'] });
  return value;
}

/**
 * The report's rows: the transports this member may see (a location user only their locations'), only in the
 * report states 6–9 whatever `state__gt` says (31 is numerically above 5 but not a finished transport), narrowed
 * by `state__gt`, `state`, `business_location`, `creator` and the pickup days (Finnish calendar days, inclusive).
 */
export function reportQuery(db: BusinessDb, context: CompanyContext, query: Record<string, unknown>) {
  let rows = visibleTransports(db, context).where('state', 'in', [...REPORT_TRANSPORT_STATES]);
  const stateGt = stateParam(query.state__gt);
  if (stateGt !== null) rows = rows.where('state', '>', stateGt);
  const state = stateParam(query.state);
  if (state !== null) rows = rows.where('state', '=', state);
  const location = positiveInt(query.business_location);
  if (location !== null) rows = rows.where('business_location_id', '=', location);
  if (query.creator === 'me') rows = rows.where('creator_id', '=', context.user.id);
  else {
    const creator = positiveInt(query.creator);
    if (creator !== null) rows = rows.where('creator_id', '=', creator);
  }
  const from = dayParam(query, 'pickup_date__gte');
  if (from !== null) rows = rows.where('pickup_time', '>=', startOfDayIn(from));
  const to = dayParam(query, 'pickup_date__lte');
  if (to !== null) rows = rows.where('pickup_time', '<', startOfDayIn(nextCalendarDay(to)));
  return rows;
}

export type ReportRows = ReturnType<typeof reportQuery>;

/** The columns a report row reads (the route, waypoints and most texts stay in the database). */
export const reportRowColumns = [
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
export const reportParts: RelatedParts = { photos: false, priceRows: false, returnTrips: false };

/** One row of the company report: times, latencies and money of a transport. */
const minutesBetween = (later: Date | null, earlier: Date | null) =>
  later && earlier ? Math.round((later.getTime() - earlier.getTime()) / 60_000) : null;

export function reportRow(transport: ReportTransport, related: Related) {
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
    expenses_service_prices: euros(sumEuros(expenses.map((expense) => expense.service_price_company))),
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    round_trip: transport.round_trip,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
  };
}

export type ReportRow = ReturnType<typeof reportRow>;

/** The sums of the whole filtered set (not of one page), rounded to cents; 0 when nothing matches. */
export async function reportTotals(db: BusinessDb, rows: ReportRows) {
  const sum = (column: keyof Transport) => sql<number | null>`sum(${sql.ref(column)})::float8`;
  const [money, fees] = await Promise.all([
    rows
      .select([
        sql<number>`count(*)::int`.as('count'),
        sum('trip_length_km').as('trip_length_km'),
        sum('price').as('price'),
        sum('service_prices_total_company').as('price_list_rows_price_total'),
        sum('expenses_price_total').as('expenses_price_total'),
        sum('transport_total_price').as('transport_total_price'),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('expenses')
      .select(sql<number | null>`sum(service_price_company)::float8`.as('total'))
      .where('transport_id', 'in', rows.select('id'))
      .executeTakeFirstOrThrow(),
  ]);
  return { count: money.count, totals: reportTotalsOf({ ...money, expenses_service_prices: fees.total }) };
}

/**
 * The totals row from the database's sums: money to cents and kilometres to two decimals by the money module's
 * rule. Each stored amount is a whole number of cents, so the double sum's drift (far below half a cent) rounds
 * back to the exact sum of the rows' cents.
 */
export function reportTotalsOf(sums: {
  readonly trip_length_km: number | null;
  readonly price: number | null;
  readonly price_list_rows_price_total: number | null;
  readonly expenses_service_prices: number | null;
  readonly expenses_price_total: number | null;
  readonly transport_total_price: number | null;
}) {
  return {
    trip_length_km: roundDecimal(sums.trip_length_km ?? 0, 2),
    price: roundEuros(sums.price ?? 0),
    price_list_rows_price_total: roundEuros(sums.price_list_rows_price_total ?? 0),
    expenses_service_prices: roundEuros(sums.expenses_service_prices ?? 0),
    expenses_price_total: roundEuros(sums.expenses_price_total ?? 0),
    transport_total_price: roundEuros(sums.transport_total_price ?? 0),
  };
}

export type ReportTotals = Awaited<ReturnType<typeof reportTotals>>['totals'];

/** How many report rows are read from the database at a time while the workbook is written. */
export const EXPORT_BATCH_SIZE = 1000;

/**
 * Every row of the filtered set in the report's order, a batch at a time: the ordered ids first (a few bytes per
 * transport), then each batch of rows and their creators, locations and expenses. Memory stays that of one batch,
 * and the database connection is free between batches (PGlite has one; an export must not hold it).
 */
export async function* reportRowsInBatches(
  request: FastifyRequest,
  db: BusinessDb,
  rows: ReportRows,
  query: Record<string, unknown>,
  batchSize = EXPORT_BATCH_SIZE,
): AsyncGenerator<ReportRow[]> {
  const ids = (await orderTransports(rows, query).select('id').execute()).map((row) => row.id);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const found = await db
      .selectFrom('transports')
      .select(rowAsJson(reportRowColumns))
      .where('id', 'in', batch)
      .execute();
    const byId = new Map(
      found.map((item) => {
        const transport = fromJsonRow(item.row, reportRowColumns);
        return [transport.id, transport];
      }),
    );
    // a transport deleted since the ids were read is left out
    const transports = batch.flatMap((id) => byId.get(id) ?? []);
    const related = await loadRelated(request, db, transports, reportParts);
    yield transports.map((transport) => reportRow(transport, related));
  }
}

export const transportReportRoutes: FastifyPluginAsync = (app) => {
  // ── reports (spec 2 §7): the company's finished transports as report rows ──

  app.get('/transports/company_reports/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    const rows = reportQuery(db, context, query);
    const [pageRows, count, { totals }] = await Promise.all([
      orderTransports(rows, query).select(rowAsJson(reportRowColumns)).limit(page.limit).offset(page.offset).execute(),
      countOf(rows),
      reportTotals(db, rows),
    ]);
    const transports = pageRows.map((item) => fromJsonRow(item.row, reportRowColumns));
    const related = await loadRelated(request, db, transports, reportParts);
    return {
      ...pageResponse(
        request,
        page,
        count,
        transports.map((transport) => reportRow(transport, related)),
      ),
      totals,
    };
  });

  app.get('/transports/company_reports/export_excel/', async (request, reply) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const rows = reportQuery(db, context, query);
    // everything that can fail with an answer (auth, a bad filter) fails before the first byte of the file
    const location = positiveInt(query.business_location);
    const [summary, textWidths, locationRow] = await Promise.all([
      reportTotals(db, rows),
      reportTextWidths(rows),
      location === null
        ? undefined
        : db
            .selectFrom('business_locations')
            .select('name')
            .where('id', '=', location)
            .where('company_id', '=', context.company.id)
            .executeTakeFirst(),
    ]);
    return sendReportWorkbook(request, reply, {
      summary,
      textWidths,
      locationName: locationRow?.name ?? null,
      batches: reportRowsInBatches(request, db, rows, query),
    });
  });
  return Promise.resolve();
};

/** The longest text of each free-text column in the filtered set: the workbook's columns fit them. */
async function reportTextWidths(rows: ReportRows) {
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
