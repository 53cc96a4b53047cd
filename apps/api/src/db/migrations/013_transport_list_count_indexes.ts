import { type Kysely, sql } from 'kysely';

/**
 * The transport list's total (spec 2 §7) counts exactly up to 10,000 rows (routes/transports/repository.ts,
 * cheapCountOf). With migration 005's indexes that count read the table: a filter index held its key columns only,
 * so every other filter of the view (the default view's `state NOT IN (6, 7)`, a cost centre, the creator) had to be
 * checked on the row, and at 100,000 transports the count of a filtered page cost 16–108 ms on PostgreSQL (EXPLAIN
 * ANALYZE: bitmap heap or sequential scans of 10,001 rows) while the page itself cost under 1 ms. Each filter index
 * now carries the other filter columns (INCLUDE), so any combination of the list's filters counts with an index-only
 * scan. `transports_list_state_idx` (company, state, id DESC) goes: a B-tree is read in both directions, so
 * `transports_list_by_state_idx` (company, state, id) serves the same filter and ordering.
 */
const outbound = 'WHERE NOT round_trip_is_return_trip';
const filterColumns = [
  'state',
  'business_location_id',
  'pickup_business_location_id',
  'destination_business_location_id',
  'creator_id',
] as const;
const covering = (key: (typeof filterColumns)[number]) =>
  `INCLUDE (${filterColumns.filter((column) => column !== key).join(', ')})`;

/** name, key columns and the filter column the key starts with (after the company). */
const filterIndexes: [string, string, (typeof filterColumns)[number]][] = [
  ['transports_list_by_state_idx', 'company_id, state, id', 'state'],
  ['transports_list_location_idx', 'company_id, business_location_id, id DESC', 'business_location_id'],
  [
    'transports_list_pickup_location_idx',
    'company_id, pickup_business_location_id, id DESC',
    'pickup_business_location_id',
  ],
  [
    'transports_list_destination_location_idx',
    'company_id, destination_business_location_id, id DESC',
    'destination_business_location_id',
  ],
  ['transports_list_creator_idx', 'company_id, creator_id, id DESC', 'creator_id'],
];

async function run(db: Kysely<unknown>, statements: string[]) {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP INDEX IF EXISTS transports_list_state_idx',
    ...filterIndexes.flatMap(([name, keys, key]) => [
      `DROP INDEX IF EXISTS ${name}`,
      `CREATE INDEX ${name} ON transports (${keys}) ${covering(key)} ${outbound}`,
    ]),
    'ANALYZE transports',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    ...filterIndexes.flatMap(([name, keys]) => [
      `DROP INDEX IF EXISTS ${name}`,
      `CREATE INDEX ${name} ON transports (${keys}) ${outbound}`,
    ]),
    `CREATE INDEX transports_list_state_idx ON transports (company_id, state, id DESC) ${outbound}`,
  ]);
}
