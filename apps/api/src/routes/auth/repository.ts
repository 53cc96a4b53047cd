/** Sign-in, registration, activation and reset rows: users by username, a new company with its account. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type {
  AccountsTable,
  AccountUsersTable,
  CompaniesTable,
  CompanyUsersTable,
  PasswordResetTokensTable,
  UsersTable,
  UserUpdate,
} from '../../db/schema.ts';

/** The whole user row of this username, if any. */
export async function userByUsername(db: Db, username: string) {
  return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
}

/** Whether the city exists. */
export async function cityExists(db: Db, id: number): Promise<boolean> {
  const city = await db.selectFrom('cities').select('id').where('id', '=', id).executeTakeFirst();
  return city !== undefined;
}

/** The licence named Free (a new account starts on it), if there is one. */
export async function freeLicence(db: Db) {
  return db
    .selectFrom('licences')
    .select(['id', 'price', 'price_vat_percent'])
    .where('name', '=', 'Free')
    .executeTakeFirst();
}

export async function insertAccount(db: Db, account: Insertable<AccountsTable>): Promise<number> {
  const row = await db.insertInto('accounts').values(account).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertCompany(db: Db, company: Insertable<CompaniesTable>): Promise<number> {
  const row = await db.insertInto('companies').values(company).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A new user, or undefined when the username is taken: a registration with the same e-mail at the same moment
 * (PostgreSQL runs both at once) waits for the other one here and then gets undefined, not a unique-key error.
 */
export async function insertUserUnlessTaken(db: Db, user: Insertable<UsersTable>) {
  return db
    .insertInto('users')
    .values(user)
    .onConflict((oc) => oc.column('username').doNothing())
    .returning(['id', 'email', 'first_name', 'language'])
    .executeTakeFirst();
}

export async function insertCompanyUser(db: Db, companyUser: Insertable<CompanyUsersTable>): Promise<void> {
  await db.insertInto('company_users').values(companyUser).execute();
}

export async function insertAccountUser(db: Db, accountUser: Insertable<AccountUsersTable>): Promise<void> {
  await db.insertInto('account_users').values(accountUser).execute();
}

/** What an activation PIN mail needs of the user of this username. */
export async function pinRecipient(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language', 'email_confirmed'])
    .where('username', '=', username)
    .executeTakeFirst();
}

/** The id and first activation time of the user of this username. */
export async function activationFacts(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'user_activated_date'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function updateUser(db: Db, userId: number, update: UserUpdate): Promise<void> {
  await db.updateTable('users').set(update).where('id', '=', userId).execute();
}

/** Marks the unused, unexpired account invitation of this token hash used; its user's id, or undefined. */
export async function useAccountInvitation(db: Db, tokenHash: string, now: Date): Promise<number | undefined> {
  const invitation = await db
    .updateTable('account_user_invitations')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('user_id')
    .executeTakeFirst();
  return invitation?.user_id;
}

/** What a password reset mail needs of the user of this username. */
export async function resetRecipient(db: Db, username: string) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'first_name', 'language', 'is_active', 'token_version'])
    .where('username', '=', username)
    .executeTakeFirst();
}

export async function insertPasswordResetToken(db: Db, token: Insertable<PasswordResetTokensTable>): Promise<void> {
  await db.insertInto('password_reset_tokens').values(token).execute();
}
