/** The licence payments' SQL: a payment by its token, its one transition, the licence it switches the account to. */
import type { Kysely, Updateable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { BusinessDatabase, BusinessTables } from '../../db/migrations/002_business.ts';
import type { LicencePaymentTables } from '../../db/migrations/008_licence_payment.ts';

export type PaymentDatabase = BusinessDatabase & LicencePaymentTables;
export type PaymentDb = Kysely<PaymentDatabase>;
type PaymentRow = PaymentDatabase['licence_payments'];
type AccountRow = PaymentDatabase['accounts'];

/** The database with the payment tables in its type. */
export const paymentDb = (db: Db): PaymentDb => db.withTables<BusinessTables & LicencePaymentTables>();

/** What the test payment page shows of the payment `token`, if any. */
export async function paymentByToken(db: PaymentDb, token: string) {
  return db
    .selectFrom('licence_payments as p')
    .innerJoin('accounts as a', 'a.id', 'p.account_id')
    .leftJoin('licences as l', 'l.id', 'p.license_id')
    .select([
      'p.token',
      'p.status',
      'p.amount',
      'a.name as account_name',
      'l.name as licence_name',
      'a.license_price_vat_percent',
    ])
    .where('p.token', '=', token)
    .executeTakeFirst();
}

/** Moves a pending payment to its outcome; the payment, or undefined when it was not pending (one transition). */
export async function completePendingPayment(db: PaymentDb, token: string, values: Updateable<PaymentRow>) {
  return db
    .updateTable('licence_payments')
    .set(values)
    .where('token', '=', token)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst();
}

export async function licenceById(db: PaymentDb, id: number) {
  return db.selectFrom('licences').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function accountById(db: PaymentDb, id: number) {
  return db.selectFrom('accounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}

export async function setAccountLicence(db: PaymentDb, accountId: number, values: Updateable<AccountRow>) {
  await db.updateTable('accounts').set(values).where('id', '=', accountId).execute();
}

export async function setPaymentPeriod(db: PaymentDb, token: string, period: { start: Date; end: Date }) {
  await db
    .updateTable('licence_payments')
    .set({ period_start: period.start, period_end: period.end })
    .where('token', '=', token)
    .execute();
}

/** The payment's state and the licence it bought. */
export async function paymentStateRow(db: PaymentDb, token: string) {
  return db
    .selectFrom('licence_payments as p')
    .leftJoin('licences as l', 'l.id', 'p.license_id')
    .select(['p.status', 'p.period_end', 'l.name as licence_name', 'l.limit_users'])
    .where('p.token', '=', token)
    .executeTakeFirst();
}
