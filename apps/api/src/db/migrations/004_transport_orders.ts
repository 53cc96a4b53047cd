import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';

/**
 * Orders that are never lost or doubled, priced by the server (issue 14):
 * - transports.version: raised by every write; a PATCH carrying an older version is refused with 409;
 * - transports.return_trip_length_km / client_trip_length_km: the return leg's distance as the server priced it, and
 *   the distance the client reported (kept for display and audit; it never lowers a price);
 * - transport_write_keys: the Idempotency-Key of each successful create or update, the transport it wrote and a hash
 *   of the request, so a retried write answers the transport instead of writing twice;
 * - company_transport_pricing: a company's own transport price list (base, per km, abroad surcharge) and its price
 *   type: 17 (fixed special) with the fixed price of a round trip. A company without a row has the standard prices.
 */
const statements = [
  `ALTER TABLE transports ADD COLUMN version integer NOT NULL DEFAULT 1`,
  `ALTER TABLE transports ADD COLUMN return_trip_length_km double precision`,
  `ALTER TABLE transports ADD COLUMN client_trip_length_km double precision`,
  `CREATE TABLE transport_write_keys (
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    idempotency_key text NOT NULL,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    transport_id integer REFERENCES transports(id) ON DELETE CASCADE,
    method text NOT NULL,
    request_hash text NOT NULL,
    created timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (user_id, idempotency_key)
  )`,
  `CREATE TABLE company_transport_pricing (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    price_type integer NOT NULL DEFAULT 2,
    base_price_eur double precision NOT NULL,
    price_per_km_eur double precision NOT NULL,
    abroad_surcharge_eur double precision NOT NULL,
    fixed_round_trip_price_eur double precision,
    CHECK (price_type IN (2, 17)),
    CHECK (price_type = 2 OR fixed_round_trip_price_eur IS NOT NULL)
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE IF EXISTS company_transport_pricing').execute(db);
  await sql.raw('DROP TABLE IF EXISTS transport_write_keys').execute(db);
  for (const column of ['client_trip_length_km', 'return_trip_length_km', 'version'])
    await sql.raw(`ALTER TABLE transports DROP COLUMN IF EXISTS ${column}`).execute(db);
}

// ---- Kysely types of these tables and columns ----

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface TransportOrderColumns {
  version: Generated<number>;
  return_trip_length_km: number | null;
  client_trip_length_km: number | null;
}

export interface TransportWriteKeysTable {
  user_id: number;
  idempotency_key: string;
  company_id: number;
  transport_id: number | null;
  method: string;
  request_hash: string;
  created: CreatedAt;
}

export interface CompanyTransportPricingTable {
  company_id: number;
  /** 2 normal, 17 fixed special (the round trip at `fixed_round_trip_price_eur`). */
  price_type: Generated<number>;
  base_price_eur: number;
  price_per_km_eur: number;
  abroad_surcharge_eur: number;
  fixed_round_trip_price_eur: number | null;
}

export type TransportOrderTables = {
  transports: TransportOrderColumns;
  transport_write_keys: TransportWriteKeysTable;
  company_transport_pricing: CompanyTransportPricingTable;
};
