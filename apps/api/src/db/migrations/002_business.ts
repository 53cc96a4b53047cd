import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Tables of the business side (backend-B): extra services (price list rows; a transport's choice is its
 * price_list_rows_data), the company's saved contacts,
 * the recipients a transport was shared with, and licence payment sessions. Their Kysely types are at the end of this file.
 */
const statements = [
  `CREATE TABLE price_list_rows (
    id serial PRIMARY KEY,
    company_id integer REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL,
    driver_info text NOT NULL DEFAULT '',
    transport_description_field boolean NOT NULL DEFAULT false,
    price_eur double precision NOT NULL DEFAULT 0,
    abroad boolean NOT NULL DEFAULT false,
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE TABLE company_contacts (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    name text NOT NULL DEFAULT '',
    email text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX company_contacts_company_idx ON company_contacts (company_id, id)`,
  `CREATE TABLE transport_share_recipients (
    transport_id integer NOT NULL REFERENCES transports(id) ON DELETE CASCADE,
    email text NOT NULL,
    shared_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (transport_id, email)
  )`,
  `CREATE TABLE licence_payments (
    token text PRIMARY KEY,
    account_id integer NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
    license_id integer REFERENCES licences(id) ON DELETE SET NULL,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    amount double precision NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    created timestamptz NOT NULL DEFAULT now(),
    completed_at timestamptz
  )`,
  // Enterprise is priced per customer: the licence list shows 'price on request' (price null).
  `ALTER TABLE licences ADD COLUMN price_on_request boolean NOT NULL DEFAULT false`,
  `CREATE INDEX transports_company_created_idx ON transports (company_id, created DESC)`,
  `CREATE INDEX photos_transport_idx ON photos (transport_id, id)`,
  `CREATE INDEX expenses_transport_idx ON expenses (transport_id, id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('ALTER TABLE licences DROP COLUMN IF EXISTS price_on_request').execute(db);
  for (const table of ['licence_payments', 'transport_share_recipients', 'company_contacts', 'price_list_rows']) {
    await sql.raw(`DROP TABLE IF EXISTS ${table} CASCADE`).execute(db);
  }
}

// ---- Kysely types of these tables (src/db/schema.ts describes 001; these add to it) ----

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface PriceListRowsTable {
  id: Generated<number>;
  /** null: offered to every company. */
  company_id: number | null;
  name: string;
  driver_info: Generated<string>;
  transport_description_field: Generated<boolean>;
  price_eur: Generated<number>;
  abroad: Generated<boolean>;
  created: CreatedAt;
}

export interface CompanyContactsTable {
  id: Generated<number>;
  company_id: number;
  name: Generated<string>;
  email: Generated<string>;
  phone: Generated<string>;
  created: CreatedAt;
}

export interface TransportShareRecipientsTable {
  transport_id: number;
  email: string;
  shared_at: CreatedAt;
}

export interface LicencePaymentsTable {
  token: string;
  account_id: number;
  license_id: number | null;
  user_id: number | null;
  amount: number;
  /** 'pending', 'paid' or 'cancelled'. */
  status: Generated<string>;
  created: CreatedAt;
  completed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** Columns this migration adds to 001's tables. */
export interface LicencesExtraColumns {
  price_on_request: Generated<boolean>;
}

export type BusinessTables = {
  licences: LicencesExtraColumns;
  price_list_rows: PriceListRowsTable;
  company_contacts: CompanyContactsTable;
  transport_share_recipients: TransportShareRecipientsTable;
  licence_payments: LicencePaymentsTable;
};

export type BusinessDatabase = Database & BusinessTables;
