import { type Kysely, sql } from 'kysely';

/**
 * The report's totals (GET /transports/company_reports/, routes/transports/repository.ts reportSums): the count and
 * the money of every transport of the company in the report states 6–9, for a location user only their locations'.
 * Without this index each report page read those rows from the table (44,000 of 100,000 transports in the load
 * benchmark's company: 40–60 ms of the database's time on an idle machine, 170–340 ms under load, the largest
 * share of its time; issue 29). The index carries the filter columns and the summed ones, so the totals are an
 * index-only scan. It has no `NOT round_trip_is_return_trip` condition: reports count return legs too.
 */
const columns =
  'company_id, state, business_location_id) INCLUDE (id, creator_id, pickup_time, trip_length_km, price, ' +
  'service_prices_total_company, expenses_price_total, transport_total_price';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`CREATE INDEX transports_report_idx ON transports (${columns})`).execute(db);
  await sql`ANALYZE transports`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS transports_report_idx`.execute(db);
}
