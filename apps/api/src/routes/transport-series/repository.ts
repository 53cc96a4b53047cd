/**
 * The repeating orders' SQL (issue 30 §2): the series of a company (a location user's: their locations'), the
 * schedule's claim (`FOR UPDATE SKIP LOCKED` with a lease, as the webhook delivery queue claims its deliveries, so
 * with several API processes on one PostgreSQL each series is run by one of them at a time), the run's bookkeeping,
 * the link from a transport to its series, and the occurrences an edit takes away.
 */
import { type Selectable, sql } from 'kysely';
import type { TransportSeriesTables } from '../../db/migrations/020_transport_series.ts';
import type { BusinessDb, CompanyContext } from '../companies/context.ts';
import { LOCATION_USER_ROLE } from '../../http/context.ts';

export type SeriesRow = Selectable<TransportSeriesTables['transport_series']>;

const seriesDb = (db: BusinessDb) => db.withTables<TransportSeriesTables>();

/** The series a member may see: the company's; a location user's only those of their own locations. */
function visibleSeries(db: BusinessDb, context: CompanyContext) {
  let query = seriesDb(db).selectFrom('transport_series').where('company_id', '=', context.company.id);
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    query =
      context.linkedLocationIds.length > 0
        ? query.where('business_location_id', 'in', context.linkedLocationIds)
        : query.where(sql<boolean>`false`);
  }
  return query;
}

export function companySeries(db: BusinessDb, context: CompanyContext) {
  return visibleSeries(db, context).selectAll().orderBy('id', 'desc').limit(500).execute();
}

export function visibleSeriesById(db: BusinessDb, context: CompanyContext, id: number) {
  return visibleSeries(db, context).selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewSeries {
  company_id: number;
  creator_id: number;
  template_transport_id: number;
  business_location_id: number | null;
  template: Record<string, unknown>;
  start_day: string;
  rule: Record<string, unknown>;
  create_as: string;
  language: string;
  now: Date;
}

/** A new series, and its template transport linked to it (the start day), in one transaction. */
export async function insertSeries(db: BusinessDb, series: NewSeries): Promise<SeriesRow> {
  return db.transaction().execute(async (trx) => {
    const { now, template, rule, ...columns } = series;
    const row = await seriesDb(trx)
      .insertInto('transport_series')
      .values({
        ...columns,
        template: JSON.stringify(template),
        rule: JSON.stringify(rule),
        created_through: series.start_day,
        next_run_at: now,
        created: now,
        updated: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('transports')
      .set({ series_id: row.id, series_day: series.start_day })
      .where('id', '=', series.template_transport_id)
      .execute();
    return row;
  });
}

/** An edit at the version the client read: undefined when another edit came first. */
export function updateSeriesAtVersion(
  db: BusinessDb,
  id: number,
  version: number,
  changes: { rule?: Record<string, unknown>; create_as?: string; status?: string; created_through?: string },
  now: Date,
) {
  const { rule, ...rest } = changes;
  return seriesDb(db)
    .updateTable('transport_series')
    .set({
      ...rest,
      ...(rule ? { rule: JSON.stringify(rule) } : {}),
      next_run_at: now,
      updated: now,
      version: sql<number>`version + 1`,
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .returningAll()
    .executeTakeFirst();
}

/** The transports of a series (its template first), newest days last. */
export function seriesTransports(db: BusinessDb, companyId: number, seriesId: number) {
  return db
    .selectFrom('transports')
    .select(['id', 'state', 'series_day', 'is_editable'])
    .where('company_id', '=', companyId)
    .where('series_id', '=', seriesId)
    .orderBy('series_day')
    .orderBy('id')
    .execute();
}

/**
 * Claims up to `limit` active series due now for this process: `FOR UPDATE SKIP LOCKED` keeps two processes off the
 * same rows, the lease (`locked_until`) keeps them off a claimed row until its run is recorded (or the process is
 * gone and the lease ends).
 */
export async function claimDueSeries(db: BusinessDb, now: Date, leaseUntil: Date, limit: number): Promise<SeriesRow[]> {
  const result = await sql<SeriesRow>`
    UPDATE transport_series SET locked_until = ${leaseUntil}
    WHERE id IN (
      SELECT id FROM transport_series
      WHERE status = 'active' AND next_run_at <= ${now}
        AND (locked_until IS NULL OR locked_until <= ${now})
      ORDER BY next_run_at, id
      LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING *
  `.execute(db);
  return result.rows;
}

/**
 * A run's record: the days handled so far, the next run, the last occurrence that could not be created (or none),
 * the lease released; `ended` when no occurrence is left. An edit that came during the run (another version) keeps
 * its own days handled, next run and status, so the next run follows the edit.
 */
export async function recordSeriesRun(
  db: BusinessDb,
  series: Pick<SeriesRow, 'id' | 'version'>,
  run: { createdThrough: string; nextRunAt: Date; error: string | null; errorDay: string | null; ended: boolean },
) {
  const unchanged = sql<boolean>`version = ${series.version}`;
  await seriesDb(db)
    .updateTable('transport_series')
    .set({
      created_through: sql<string>`CASE WHEN ${unchanged} THEN greatest(created_through, ${run.createdThrough}) ELSE created_through END`,
      next_run_at: sql<Date>`CASE WHEN ${unchanged} THEN ${run.nextRunAt}::timestamptz ELSE next_run_at END`,
      locked_until: null,
      last_error: run.error,
      last_error_day: run.errorDay,
      ...(run.ended ? { status: sql<string>`CASE WHEN ${unchanged} THEN 'ended' ELSE status END` } : {}),
    })
    .where('id', '=', series.id)
    .execute();
}

/** Gives the lease back without a record (a run that failed: tried again at `retryAt`). */
export async function releaseSeries(db: BusinessDb, id: number, retryAt: Date) {
  await seriesDb(db)
    .updateTable('transport_series')
    .set({ locked_until: null, next_run_at: retryAt })
    .where('id', '=', id)
    .execute();
}

/** Links a transport the series created to it and its day. */
export async function linkSeriesTransport(db: BusinessDb, transportId: number, seriesId: number, day: string) {
  await db
    .updateTable('transports')
    .set({ series_id: seriesId, series_day: day })
    .where('id', '=', transportId)
    .execute();
}
