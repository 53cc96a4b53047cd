import { type Kysely, sql } from 'kysely';

/**
 * The reports page's summary (GET /transports/company_reports/summary/, routes/transports/repository.ts
 * `reportBuckets` and `reportPunctuality`, issue 34), measured in the API bench at 100,000 transports (44,000 in the
 * report's states):
 *
 * - The punctuality figures read the hand-over, the ordered destination time and the order's creation of every
 *   transport in the set. The report index of migration 019 did not carry them, so they were read from the table (a
 *   bitmap heap scan, 20–26 ms). The index now carries them and every query of the summary is an index-only scan.
 * - The buckets group by the pickup time's month or week in Finnish time. Without statistics on those expressions
 *   the planner took them for as many groups as rows and sorted all 44,000 rows to group them (22 ms alone, 50–60 ms
 *   after other work on the connection); with these statistics it counts ~100 groups and hashes them (no sort). The
 *   expressions must stay exactly those of `reportBuckets` (its time zone is the domain's DISPLAY_TIME_ZONE).
 */
const before =
  'company_id, state, business_location_id) INCLUDE (id, creator_id, pickup_time, trip_length_km, price, ' +
  'service_prices_total_company, expenses_price_total, transport_total_price';
const after = `${before}, destination_acknowledged, destination_time, created`;
const period = (unit: string) => `(date_trunc('${unit}', pickup_time AT TIME ZONE 'Europe/Helsinki'))`;

async function replaceIndex(db: Kysely<unknown>, columns: string): Promise<void> {
  await sql`DROP INDEX IF EXISTS transports_report_idx`.execute(db);
  await sql.raw(`CREATE INDEX transports_report_idx ON transports (${columns})`).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceIndex(db, after);
  await sql
    .raw(
      `CREATE STATISTICS transports_report_periods (ndistinct) ON ${period('month')}, ${period('week')}, ` +
        'business_location_id, state FROM transports',
    )
    .execute(db);
  await sql`ANALYZE transports`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP STATISTICS IF EXISTS transports_report_periods`.execute(db);
  await replaceIndex(db, before);
  await sql`ANALYZE transports`.execute(db);
}
