/** The licences' SQL: licences, the account's subscription and paid period, licence payments. */
import type { Insertable, Updateable } from 'kysely';
import type { LicencePaymentsTable } from '../../db/migrations/002_business.ts';
import type { LicencePaymentTables } from '../../db/migrations/008_licence_payment.ts';
import type { AccountsTable } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/context.ts';

/** Every licence by id. */
export async function licenceRows(db: BusinessDb) {
  return db.selectFrom('licences').selectAll().orderBy('id').execute();
}

export type LicenceRow = Awaited<ReturnType<typeof licenceRows>>[number];

export async function licenceById(db: BusinessDb, id: number) {
  return db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The end of the account's paid licence period, as an ISO time, or null. */
export async function paidUntil(db: BusinessDb, accountId: number) {
  const row = await db
    .withTables<LicencePaymentTables>()
    .selectFrom('accounts')
    .select('license_valid_until')
    .where('id', '=', accountId)
    .executeTakeFirst();
  return row?.license_valid_until ? new Date(row.license_valid_until).toISOString() : null;
}

export async function updateAccount(db: BusinessDb, accountId: number, update: Updateable<AccountsTable>) {
  return db.updateTable('accounts').set(update).where('id', '=', accountId).returningAll().executeTakeFirstOrThrow();
}

/** The token of the user's latest pending payment of the licence created after `since`, if any. */
export async function pendingPaymentToken(
  db: BusinessDb,
  payment: { accountId: number; userId: number; licenceId: number; since: Date },
) {
  const row = await db
    .selectFrom('licence_payments')
    .select('token')
    .where('account_id', '=', payment.accountId)
    .where('user_id', '=', payment.userId)
    .where('license_id', '=', payment.licenceId)
    .where('status', '=', 'pending')
    .where('created', '>', payment.since)
    .orderBy('created', 'desc')
    .executeTakeFirst();
  return row?.token;
}

export async function insertLicencePayment(db: BusinessDb, payment: Insertable<LicencePaymentsTable>) {
  await db.insertInto('licence_payments').values(payment).execute();
}
