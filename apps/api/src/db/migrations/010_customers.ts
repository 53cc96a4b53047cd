import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * Customers of an account (issue 19, the customers screen of account_type 9): contact fields beside the name, and
 * the link from a transport to the customer it is driven for (`transports.customer_id`, in the customer's own
 * account only; nothing sets it but the demo seed yet). A business id is unique within an account.
 */
const statements = [
  `ALTER TABLE customers ADD COLUMN business_id text`,
  `ALTER TABLE customers ADD COLUMN email text`,
  `ALTER TABLE customers ADD COLUMN phone text`,
  `ALTER TABLE customers ADD COLUMN updated timestamptz`,
  `CREATE UNIQUE INDEX customers_account_business_id_idx ON customers (account_id, business_id)
    WHERE business_id IS NOT NULL`,
  `ALTER TABLE transports ADD COLUMN customer_id integer REFERENCES customers(id) ON DELETE SET NULL`,
  `CREATE INDEX transports_customer_state_idx ON transports (customer_id, state) WHERE customer_id IS NOT NULL`,
  `CREATE INDEX chat_groups_customer_idx ON chat_groups (customer_id) WHERE customer_id IS NOT NULL`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS chat_groups_customer_idx`.execute(db);
  await sql`ALTER TABLE transports DROP COLUMN IF EXISTS customer_id`.execute(db);
  await sql`DROP INDEX IF EXISTS customers_account_business_id_idx`.execute(db);
  for (const column of ['updated', 'phone', 'email', 'business_id']) {
    await sql.raw(`ALTER TABLE customers DROP COLUMN IF EXISTS ${column}`).execute(db);
  }
}

type NullableText = ColumnType<string | null, string | null | undefined, string | null>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Columns this migration adds (009_chat.ts and src/db/schema.ts describe the rest). */
export type CustomerTables = {
  customers: { business_id: NullableText; email: NullableText; phone: NullableText; updated: NullableTime };
  transports: { customer_id: ColumnType<number | null, number | null | undefined, number | null> };
};
