import { type Kysely, sql } from 'kysely';

/**
 * The transport list's sorts (spec 2 §2: id, state, created, pickup and destination time, both ways) with any of its
 * filters (issue 32). Migration 005 gave each sort an index of its key columns only, so a sorted page read the rows
 * in the index's order and checked every other filter (the default view's `state NOT IN (6, 7)`, a state, a cost
 * centre, a place, the creator) on the table row: at 100,000 transports on PostgreSQL, sort by pickup time, page 3
 * took 74.9 ms. Each sort index now carries the filter columns (INCLUDE), and the list picks a page's ids with an
 * index-only scan before it reads those rows (routes/transports/repository.ts, listPage), so the filters are checked
 * in the index. `transports_list_by_state_idx` (company, state, id) carries them since migration 013.
 */
const outbound = 'WHERE NOT round_trip_is_return_trip';
const filterColumns =
  'state, business_location_id, pickup_business_location_id, destination_business_location_id, creator_id';

/** name and key columns, as migration 005 created them. */
const sortIndexes: [string, string][] = [
  ['transports_list_id_idx', 'company_id, id DESC'],
  ['transports_list_created_idx', 'company_id, created, id'],
  ['transports_list_pickup_time_idx', 'company_id, pickup_time, id'],
  ['transports_list_pickup_time_desc_idx', 'company_id, pickup_time DESC NULLS LAST, id DESC'],
  ['transports_list_destination_time_idx', 'company_id, destination_time, id'],
  ['transports_list_destination_time_desc_idx', 'company_id, destination_time DESC NULLS LAST, id DESC'],
];

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...sortIndexes.flatMap(([name, keys]) => [
      `DROP INDEX IF EXISTS ${name}`,
      `CREATE INDEX ${name} ON transports (${keys}) INCLUDE (${filterColumns}) ${outbound}`,
    ]),
    'ANALYZE transports',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(
    db,
    sortIndexes.flatMap(([name, keys]) => [
      `DROP INDEX IF EXISTS ${name}`,
      `CREATE INDEX ${name} ON transports (${keys}) ${outbound}`,
    ]),
  );
}
