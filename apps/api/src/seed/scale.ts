/**
 * A scale data set, seeded on demand only (never in the demo): `count` more transports for one company, spread over
 * the states, its business locations, its users, registrations and two years of times, in one INSERT … SELECT.
 * The transport list's bench (bench/transport-list.ts) uses it.
 */
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';

export async function seedScaleTransports(db: Db, companyId: number, count: number): Promise<void> {
  // committed to disk before VACUUM runs: a throw-away cluster (synchronous_commit off) would otherwise leave the
  // rows' commit unflushed, and VACUUM cannot mark their pages all-visible until the WAL writer catches up
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit TO on`.execute(trx);
    await sql`
    WITH locations AS (
      SELECT coalesce(array_agg(id ORDER BY id), ARRAY[NULL]::int[]) AS ids FROM business_locations WHERE company_id = ${companyId}
    ), creators AS (
      SELECT coalesce(array_agg(user_id ORDER BY user_id), ARRAY[NULL]::int[]) AS ids FROM company_users WHERE company_id = ${companyId}
    )
    INSERT INTO transports (
      company_id, creator_id, business_location_id, pickup_business_location_id, destination_business_location_id,
      state, is_editable, vehicle, vehicle_brand, created, pickup_time, destination_time,
      pickup_location, pickup_city_name, destination_location, destination_city_name, share_token
    )
    SELECT
      ${companyId},
      creators.ids[1 + g % cardinality(creators.ids)],
      locations.ids[1 + g % cardinality(locations.ids)],
      locations.ids[1 + (g / 3) % cardinality(locations.ids)],
      locations.ids[1 + (g / 7) % cardinality(locations.ids)],
      (ARRAY[2, 3, 31, 4, 5, 6, 7, 8, 9])[1 + g % 9],
      g % 5 <> 0,
      chr(65 + g % 26) || chr(65 + (g / 26) % 26) || chr(65 + (g / 676) % 26) || '-' || (100 + g % 900)::text,
      (ARRAY['Volkswagen Golf', 'Toyota Corolla', 'Škoda Octavia', 'Tesla Model 3', 'Volvo V60'])[1 + g % 5],
      timestamptz '2025-01-01' + make_interval(mins => g * 7),
      timestamptz '2025-01-02' + make_interval(mins => g * 7 + (g % 97) * 60),
      timestamptz '2025-01-02' + make_interval(mins => g * 7 + (g % 97) * 60 + 300),
      (ARRAY['Autotalo Helsinki', 'Varasto Vantaa', 'Satama Turku', 'Huolto Tampere'])[1 + g % 4],
      (ARRAY['Helsinki', 'Vantaa', 'Turku', 'Tampere'])[1 + g % 4],
      (ARRAY['Autotalo Oulu', 'Myymälä Lahti', 'Huolto Jyväskylä', 'Varasto Espoo'])[1 + (g / 4) % 4],
      (ARRAY['Oulu', 'Lahti', 'Jyväskylä', 'Espoo'])[1 + (g / 4) % 4],
      md5('scale' || g::text)
    FROM generate_series(1, ${count}) AS g, locations, creators
  `.execute(trx);
  });
  // as autovacuum leaves a table that has settled: statistics for the planner and the visibility map that lets
  // the list's count read its indexes only (an index-only scan; right after a bulk insert every row is checked
  // in the table until autovacuum has run)
  await sql`VACUUM ANALYZE transports`.execute(db);
}
