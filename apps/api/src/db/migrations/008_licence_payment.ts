import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The licence card payment's outcome: the month a payment pays for, the provider's transaction id, and the
 * account's paid-until time (accounts.license_valid_until) that a paid payment moves forward.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE accounts ADD COLUMN license_valid_until timestamptz`.execute(db);
  await sql`ALTER TABLE licence_payments ADD COLUMN period_start timestamptz`.execute(db);
  await sql`ALTER TABLE licence_payments ADD COLUMN period_end timestamptz`.execute(db);
  await sql`ALTER TABLE licence_payments ADD COLUMN provider_transaction_id text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE licence_payments DROP COLUMN provider_transaction_id`.execute(db);
  await sql`ALTER TABLE licence_payments DROP COLUMN period_end`.execute(db);
  await sql`ALTER TABLE licence_payments DROP COLUMN period_start`.execute(db);
  await sql`ALTER TABLE accounts DROP COLUMN license_valid_until`.execute(db);
}

type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Columns this migration adds (src/db/schema.ts and 002 describe the rest). */
export type LicencePaymentTables = {
  accounts: { license_valid_until: NullableTime };
  licence_payments: {
    period_start: NullableTime;
    period_end: NullableTime;
    provider_transaction_id: ColumnType<string | null, string | null | undefined, string | null>;
  };
};
