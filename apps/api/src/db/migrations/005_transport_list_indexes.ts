import { type Kysely, sql } from 'kysely';

/**
 * Indexes of the transport list (spec 2 §2, §7) for companies with tens of thousands of transports: every filter
 * (state, cost centre, pickup and destination location, creator) and every ordering (id, state, created, pickup and
 * destination time) starts from the company, and the search by registration uses the normalised registration
 * (upper case, no spaces or hyphens) as a prefix (text_pattern_ops serves `LIKE 'ABC1%'`). The id search uses the
 * primary key. Return trips are listed through their outbound trip, so the list's indexes leave them out.
 */
const outbound = 'WHERE NOT round_trip_is_return_trip';
const indexes = [
  `CREATE INDEX transports_list_id_idx ON transports (company_id, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_state_idx ON transports (company_id, state, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_location_idx ON transports (company_id, business_location_id, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_pickup_location_idx ON transports (company_id, pickup_business_location_id, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_destination_location_idx ON transports (company_id, destination_business_location_id, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_creator_idx ON transports (company_id, creator_id, id DESC) ${outbound}`,
  // ordering: state and created are never empty (one index serves both directions); the times may be, and sort
  // last in both directions, so each direction has its own
  `CREATE INDEX transports_list_by_state_idx ON transports (company_id, state, id) ${outbound}`,
  `CREATE INDEX transports_list_created_idx ON transports (company_id, created, id) ${outbound}`,
  `CREATE INDEX transports_list_pickup_time_idx ON transports (company_id, pickup_time, id) ${outbound}`,
  `CREATE INDEX transports_list_pickup_time_desc_idx ON transports (company_id, pickup_time DESC NULLS LAST, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_destination_time_idx ON transports (company_id, destination_time, id) ${outbound}`,
  `CREATE INDEX transports_list_destination_time_desc_idx ON transports (company_id, destination_time DESC NULLS LAST, id DESC) ${outbound}`,
  `CREATE INDEX transports_list_registration_idx ON transports (company_id, (replace(replace(upper(vehicle), '-', ''), ' ', '')) text_pattern_ops)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of indexes) await sql.raw(statement).execute(db);
  await sql`ANALYZE transports`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of indexes) {
    const name = /INDEX (\w+)/.exec(statement)?.[1];
    if (name) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
  }
}
