/** The company report (spec 2 §7): finished transports as report rows, paged and as an Excel workbook. */
import type { FastifyPluginAsync } from 'fastify';
import ExcelJS from 'exceljs';
import type { Transport } from '../../db/schema.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { type BusinessDb, businessDb, type CompanyContext } from '../companies.ts';
import { enumLabel } from '../enums.ts';
import { TRANSPORT_STATE, TRANSPORT_STATES } from '@siirto/domain';
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
import { reportColumns, reportSheetName, yesNo } from './texts.ts';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The report's filters (state__gt, state, business_location, creator) over the visible transports. */
function reportQuery(db: BusinessDb, context: CompanyContext, query: Record<string, unknown>) {
  let rows = visibleTransports(db, context);
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
  return rows;
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
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
  };
}

export const transportReportRoutes: FastifyPluginAsync = (app) => {
  // ── reports (spec 2 §7): the company's finished transports as report rows ──

  app.get('/transports/company_reports/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    const rows = reportQuery(db, context, query);
    const [pageRows, count] = await Promise.all([
      orderTransports(rows, query).select(rowAsJson(reportRowColumns)).limit(page.limit).offset(page.offset).execute(),
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
      await orderTransports(reportQuery(db, context, query), query)
        .select(rowAsJson(reportRowColumns))
        .limit(100_000)
        .execute()
    ).map((item) => fromJsonRow(item.row, reportRowColumns));
    const related = await loadRelated(request, db, transports, reportParts);
    const rows = transports.map((transport) => reportRow(transport, related));
    const language = related.language;
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(reportSheetName[language]);
    sheet.columns = reportColumns.map((column) => ({ header: column[language], key: column.key, width: column.width }));
    for (const row of rows) {
      sheet.addRow({
        ...row,
        business_location_obj: row.business_location_obj?.name ?? '',
        creator: row.creator?.full_name ?? '',
        state: enumLabel('transports.transport.state', row.state, language),
        round_trip: row.round_trip ? yesNo[language].yes : yesNo[language].no,
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
  return Promise.resolve();
};
