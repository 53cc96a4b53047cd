import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';

/**
 * API keys of a company (issue 33 §1). A key is `sk_<lookup_id>_<secret>`: the lookup id finds the row, the
 * SHA-256 of the whole key is compared in constant time; the key itself is never stored. A key acts through the
 * membership of the admin who created it (`created_by`); revoking sets `revoked_at` and the key is refused at once.
 */
const statements = [
  `CREATE TABLE api_keys (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    created_by integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    name text NOT NULL,
    lookup_id text NOT NULL UNIQUE,
    secret_hash bytea NOT NULL,
    scopes text[] NOT NULL,
    business_location_id integer REFERENCES business_locations(id) ON DELETE CASCADE,
    created timestamptz NOT NULL DEFAULT now(),
    last_used_at timestamptz,
    revoked_at timestamptz
  )`,
  `CREATE INDEX api_keys_company_idx ON api_keys (company_id) WHERE revoked_at IS NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS api_keys`.execute(db);
}

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export type ApiKeyTables = {
  api_keys: {
    id: Generated<number>;
    company_id: number;
    created_by: number;
    name: string;
    lookup_id: string;
    secret_hash: Uint8Array;
    scopes: string[];
    business_location_id: number | null;
    created: Time;
    last_used_at: NullableTime;
    revoked_at: NullableTime;
  };
};
