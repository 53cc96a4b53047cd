/**
 * The company report (spec 2 §2, §3 "Report row", §7): the company's delivered and later transports as report rows,
 * paged with the totals of the whole filtered set, and the same set as an Excel workbook (report-export.ts).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  addCalendarDays,
  isCalendarDay,
  previousPeriodOf,
  REPORT_SUMMARY_PERIODS,
  REPORT_SUMMARY_SPLITS,
  startOfDayIn,
} from '@siirto/domain';
import { badRequest } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { type BusinessDb, businessDb } from '../companies/context.ts';
import {
  idsOf,
  loadRelated,
  locationName,
  locationNames,
  readContext,
  type RelatedParts,
  type ReportFilters,
  reportQuery,
  type ReportRows,
  reportRowsByIds,
  reportBuckets,
  reportPunctuality,
  reportRowsOf,
  reportSums,
  reportTextWidths,
} from './repository.ts';
import { orderTransports, positiveInt, stateParam } from './query.ts';
import {
  type ReportRow,
  serializeReportRow,
  serializeReportTotals,
  serializeSummaryBucket,
  serializeSummaryFigures,
} from './serialize.ts';
import { sendReportWorkbook } from './report-export.ts';

/** `?pickup_date__gte=` / `__lte=`: a calendar day, else a 400 naming the parameter. */
function dayParam(query: Record<string, unknown>, name: string): string | null {
  const value = query[name];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !isCalendarDay(value)) throw badRequest({ [name]: ['calendarDay'] });
  return value;
}

/**
 * The report's filters: `state__gt`, `state`, `business_location`, `creator` and the pickup days (Finnish calendar
 * days, inclusive).
 */
function reportFilters(
  query: Record<string, unknown>,
  userId: number,
  from = dayParam(query, 'pickup_date__gte'),
  to = dayParam(query, 'pickup_date__lte'),
): ReportFilters {
  return {
    stateAbove: stateParam(query.state__gt),
    state: stateParam(query.state),
    businessLocation: positiveInt(query.business_location),
    creator: query.creator === 'me' ? userId : positiveInt(query.creator),
    pickupFrom: from === null ? null : startOfDayIn(from),
    pickupBefore: to === null ? null : startOfDayIn(addCalendarDays(to, 1)),
  };
}

/** A report row shows creator, location and expenses; no photos, extra services or return trips. */
export const reportParts: RelatedParts = { photos: false, priceRows: false, returnTrips: false };

/** The count and totals of the whole filtered set (not of one page). */
export async function reportTotals(db: BusinessDb, rows: ReportRows) {
  const sums = await reportSums(db, rows);
  return { count: sums.count, totals: serializeReportTotals(sums) };
}

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
  const ids = await idsOf(orderTransports(rows, query));
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const byId = new Map((await reportRowsByIds(db, batch)).map((transport) => [transport.id, transport]));
    // a transport deleted since the ids were read is left out
    const transports = batch.flatMap((id) => byId.get(id) ?? []);
    const related = await loadRelated(request, db, transports, reportParts);
    yield transports.map((transport) => serializeReportRow(transport, related));
  }
}

/** `?period=` and `?split=` of the summary: one of the given words (the first is the default), else a 400. */
function choiceParam<T extends string>(query: Record<string, unknown>, name: string, choices: readonly T[]): T {
  const value = query[name];
  if (value === undefined || value === '') return choices[0] as T;
  const found = choices.find((choice) => choice === value);
  if (found === undefined) throw badRequest({ [name]: ['invalidChoice'] });
  return found;
}

export const transportReportRoutes: FastifyPluginAsync = (app) => {
  // ── reports (spec 2 §7): the company's finished transports as report rows ──

  app.get('/transports/company_reports/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const page = paginate(query);
    const rows = reportQuery(db, context, reportFilters(query, context.user.id));
    // the count comes with the totals: one pass over the filtered set, not two
    const [transports, { count, totals }] = await Promise.all([
      reportRowsOf(orderTransports(rows, query).limit(page.limit).offset(page.offset)),
      reportTotals(db, rows),
    ]);
    const related = await loadRelated(request, db, transports, reportParts);
    return {
      ...pageResponse(
        request,
        page,
        count,
        transports.map((transport) => serializeReportRow(transport, related)),
      ),
      totals,
    };
  });

  // ── the reports' charts (issue 34): the same filtered set, aggregated in the database ──

  app.get('/transports/company_reports/summary/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const period = choiceParam(query, 'period', REPORT_SUMMARY_PERIODS);
    const split = choiceParam(query, 'split', REPORT_SUMMARY_SPLITS);
    const from = dayParam(query, 'pickup_date__gte');
    const to = dayParam(query, 'pickup_date__lte');
    const rows = reportQuery(db, context, reportFilters(query, context.user.id, from, to));
    // the previous period of the same length, for the headline's change: only when the range is closed
    const previous = from !== null && to !== null && from <= to ? previousPeriodOf(from, to) : null;
    const [buckets, figures, before] = await Promise.all([
      reportBuckets(rows, period, split),
      reportPunctuality(rows),
      previous === null
        ? null
        : reportPunctuality(
            reportQuery(db, context, reportFilters(query, context.user.id, previous.from, previous.to)),
          ),
    ]);
    const names =
      split === 'business_location'
        ? await locationNames(
            db,
            context.company.id,
            buckets.flatMap((bucket) => (bucket.key === null ? [] : [bucket.key])),
          )
        : new Map<number, string>();
    return {
      period,
      split,
      figures: serializeSummaryFigures(figures),
      previous: before === null || previous === null ? null : { ...previous, figures: serializeSummaryFigures(before) },
      buckets: buckets.map((bucket) =>
        serializeSummaryBucket(bucket, bucket.key === null ? null : (names.get(bucket.key) ?? null)),
      ),
    };
  });

  app.get('/transports/company_reports/export_excel/', async (request, reply) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const query = request.query as Record<string, unknown>;
    const rows = reportQuery(db, context, reportFilters(query, context.user.id));
    // everything that can fail with an answer (auth, a bad filter) fails before the first byte of the file
    const location = positiveInt(query.business_location);
    const [summary, textWidths, name] = await Promise.all([
      reportTotals(db, rows),
      reportTextWidths(rows),
      location === null ? null : locationName(db, context.company.id, location),
    ]);
    return sendReportWorkbook(request, reply, {
      summary,
      textWidths,
      locationName: name,
      batches: reportRowsInBatches(request, db, rows, query),
    });
  });
  return Promise.resolve();
};
