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

/**
 * `count` more users of one company for the load benchmark (`pnpm bench:load`), so that each simulated user signs
 * in as a person of their own (quotas and read marks are per person): `scale-<n>@demo.siirto.fi` with the password
 * of the company's first user (the demo password), every tenth a company admin (role 5), every third a location
 * user (role 2) of one of the company's locations, the others role 3; in chat groups of `groupSize` members of the
 * company's account, each group with `history` messages already read.
 */
export async function seedScaleUsers(
  db: Db,
  companyId: number,
  count: number,
  options: { groupSize?: number; history?: number } = {},
): Promise<void> {
  const groupSize = options.groupSize ?? 50;
  const history = options.history ?? 100;
  await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL synchronous_commit TO on`.execute(trx);
    await sql`
      WITH template AS (
        SELECT u.password_hash FROM company_users cu JOIN users u ON u.id = cu.user_id
        WHERE cu.company_id = ${companyId} ORDER BY cu.id LIMIT 1
      )
      INSERT INTO users (username, email, password_hash, first_name, last_name, email_confirmed, user_activated_date)
      SELECT 'scale-' || g || '@demo.siirto.fi', 'scale-' || g || '@demo.siirto.fi', template.password_hash,
             'Kuljettaja', 'Nro ' || g, true, now()
      FROM generate_series(1, ${count}) AS g, template
    `.execute(trx);
    await sql`
      INSERT INTO company_users (company_id, user_id, role)
      SELECT ${companyId}, u.id,
             CASE WHEN n % 10 = 1 THEN 5 WHEN n % 3 = 0 THEN 2 ELSE 3 END
      FROM users u, LATERAL (SELECT substring(u.username FROM 'scale-(\\d+)@')::int AS n) AS scale
      WHERE u.username LIKE 'scale-%@demo.siirto.fi'
    `.execute(trx);
    await sql`
      WITH locations AS (
        SELECT array_agg(id ORDER BY id) AS ids FROM business_locations WHERE company_id = ${companyId}
      )
      INSERT INTO company_user_business_locations (company_user_id, business_location_id)
      SELECT cu.id, locations.ids[1 + cu.id % cardinality(locations.ids)]
      FROM company_users cu, locations
      WHERE cu.company_id = ${companyId} AND cu.role = 2 AND cardinality(locations.ids) > 0
        AND cu.user_id IN (SELECT id FROM users WHERE username LIKE 'scale-%@demo.siirto.fi')
    `.execute(trx);
    // groups of groupSize scale users, in the order of their numbers
    await sql`
      WITH account AS (SELECT account_id AS id FROM companies WHERE id = ${companyId}),
      scale AS (
        SELECT u.id, (row_number() OVER (ORDER BY u.id) - 1) / ${groupSize} AS grp
        FROM users u WHERE u.username LIKE 'scale-%@demo.siirto.fi'
      ),
      groups AS (
        INSERT INTO chat_groups (account_id, name, chat_type, created_by, created, latest_message_at, last_sequence)
        SELECT account.id, 'Kuormaryhmä ' || (grp + 1), 'group', min(scale.id), now() - interval '30 days',
               now() - interval '1 hour', ${history}
        FROM scale, account WHERE account.id IS NOT NULL GROUP BY grp, account.id
        RETURNING id, created_by
      ),
      members AS (
        INSERT INTO chat_members (group_id, user_id, role, last_read_sequence)
        SELECT groups.id, scale.id, CASE WHEN scale.id = groups.created_by THEN 'admin' ELSE 'member' END, ${history}
        FROM scale JOIN groups ON groups.created_by = (SELECT min(other.id) FROM scale AS other WHERE other.grp = scale.grp)
        RETURNING group_id, user_id
      )
      INSERT INTO chat_messages (group_id, sender_id, sender_role, content, sequence, created_at)
      SELECT groups.id, senders.ids[1 + s % cardinality(senders.ids)], 'member', 'Kuorma ' || s || ' lastattu',
             s, now() - interval '1 hour' - make_interval(mins => ${history} - s)
      FROM groups,
        LATERAL (SELECT array_agg(scale.id ORDER BY scale.id) AS ids FROM scale
                 WHERE scale.grp = (SELECT first.grp FROM scale AS first WHERE first.id = groups.created_by)) AS senders,
        generate_series(1, ${history}) AS s
    `.execute(trx);
  });
  await sql`ANALYZE`.execute(db);
}
