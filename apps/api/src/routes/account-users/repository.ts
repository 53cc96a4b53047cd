/** The account users' SQL: memberships, the account user list, portfolios and the company users they imply. */
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import type { BusinessDatabase } from '../../db/migrations/002_business.ts';
import type { AccountUserInvitationsTable, AccountUsersTable, UsersTable } from '../../db/schema.ts';
import { ACCOUNT_ADMIN_TYPE, type BusinessDb, COMPANY_ADMIN_ROLE } from '../companies/context.ts';

/** The user's account-user row in the account, if any. */
export async function accountMembership(db: BusinessDb, accountId: number, userId: number) {
  return db
    .selectFrom('account_users')
    .selectAll()
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

function accountUsersQuery(db: BusinessDb, accountId: number) {
  return db
    .selectFrom('account_users as au')
    .innerJoin('users as u', 'u.id', 'au.user_id')
    .select([
      'au.id',
      'au.user_type',
      'au.account_id',
      'au.portfolios',
      'u.id as user_id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      'u.email_confirmed',
      'u.user_activated_date',
      'u.invated_date',
    ])
    .where('au.account_id', '=', accountId);
}

export type AccountUserRow = Awaited<ReturnType<ReturnType<typeof accountUsersQuery>['execute']>>[number];

/** A page of the account's users (only `onlyUserId`'s row when given) and their number. */
export async function accountUserPage(
  db: BusinessDb,
  accountId: number,
  onlyUserId: number | null,
  page: { limit: number; offset: number },
) {
  let rows = accountUsersQuery(db, accountId);
  if (onlyUserId !== null) rows = rows.where('au.user_id', '=', onlyUserId);
  const [results, total] = await Promise.all([
    rows.orderBy('au.id').limit(page.limit).offset(page.offset).execute(),
    rows
      .clearSelect()
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { results, count: total.count };
}

/** The account's account user `id`. */
export async function accountUserById(db: BusinessDb, accountId: number, id: number) {
  return accountUsersQuery(db, accountId).where('au.id', '=', id).executeTakeFirst();
}

/** The account's account user of the user `userId`. */
export async function accountUserOfUser(db: BusinessDb, accountId: number, userId: number) {
  return accountUsersQuery(db, accountId).where('u.id', '=', userId).executeTakeFirst();
}

/** How many of `ids` are companies of the account. */
export async function accountCompanyCountAmong(db: BusinessDb, accountId: number, ids: number[]): Promise<number> {
  const companies = await db
    .selectFrom('companies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  return companies.length;
}

/** Company memberships follow the portfolios: one company user per portfolio company (admins as role 5). */
export async function syncMemberships(
  trx: Kysely<BusinessDatabase>,
  accountId: number,
  userId: number,
  userType: number,
  portfolios: number[],
) {
  const accountCompanies = await trx.selectFrom('companies').select('id').where('account_id', '=', accountId).execute();
  const accountCompanyIds = accountCompanies.map((company) => company.id);
  const removed = accountCompanyIds.filter((id) => !portfolios.includes(id));
  if (removed.length > 0) {
    await trx.deleteFrom('company_users').where('user_id', '=', userId).where('company_id', 'in', removed).execute();
  }
  const existing = await trx
    .selectFrom('company_users')
    .select(['company_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
  for (const companyId of portfolios) {
    const membership = existing.find((row) => row.company_id === companyId);
    if (!membership) {
      await trx
        .insertInto('company_users')
        .values({
          company_id: companyId,
          user_id: userId,
          role: userType === ACCOUNT_ADMIN_TYPE ? COMPANY_ADMIN_ROLE : 3,
        })
        .execute();
    } else if (userType === ACCOUNT_ADMIN_TYPE && membership.role !== COMPANY_ADMIN_ROLE) {
      await trx
        .updateTable('company_users')
        .set({ role: COMPANY_ADMIN_ROLE })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .execute();
    } else if (userType !== ACCOUNT_ADMIN_TYPE && membership.role === COMPANY_ADMIN_ROLE) {
      await trx
        .updateTable('company_users')
        .set({ role: 3 })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .execute();
    }
  }
}

/** The number of the account's admins. */
export async function accountAdminCount(db: BusinessDb, accountId: number): Promise<number> {
  const admins = await db
    .selectFrom('account_users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('account_id', '=', accountId)
    .where('user_type', '=', ACCOUNT_ADMIN_TYPE)
    .executeTakeFirstOrThrow();
  return admins.count;
}

export async function updateAccountUser(db: BusinessDb, id: number, values: Updateable<AccountUsersTable>) {
  await db.updateTable('account_users').set(values).where('id', '=', id).execute();
}

export async function deleteAccountUser(db: BusinessDb, id: number) {
  await db.deleteFrom('account_users').where('id', '=', id).execute();
}

/** The id of the user who signs in with this username, if any. */
export async function userIdByUsername(db: BusinessDb, username: string) {
  const row = await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
  return row?.id;
}

/** The language of the user. */
export async function userLanguage(db: BusinessDb, userId: number): Promise<string> {
  const user = await db.selectFrom('users').select(['language']).where('id', '=', userId).executeTakeFirstOrThrow();
  return user.language;
}

/** A new user and their account-user row; answers the account user's id. */
export async function insertInvitedAccountUser(
  trx: BusinessDb,
  user: Insertable<UsersTable>,
  accountUser: Omit<Insertable<AccountUsersTable>, 'user_id'>,
) {
  const created = await trx.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  const row = await trx
    .insertInto('account_users')
    .values({ ...accountUser, user_id: created.id })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { userId: created.id, accountUserId: row.id };
}

/** Ends the user's open account invitations and stores a new one. */
export async function replaceAccountInvitation(
  db: BusinessDb,
  invitation: Insertable<AccountUserInvitationsTable>,
  now: Date,
) {
  await db
    .updateTable('account_user_invitations')
    .set({ used_at: now })
    .where('user_id', '=', invitation.user_id)
    .where('used_at', 'is', null)
    .execute();
  await db.insertInto('account_user_invitations').values(invitation).execute();
}
