/** The company user invitations' SQL (../invitations.ts decides; these read and write rows). */
import { type Insertable, sql } from 'kysely';
import type { InvitationsTable } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/context.ts';

/** A page of the company's invitations (newest first), optionally of some statuses, and their number. */
export async function invitationPage(
  db: BusinessDb,
  companyId: number,
  statuses: number[] | null,
  page: { limit: number; offset: number },
) {
  let rows = db.selectFrom('invitations').where('company_id', '=', companyId);
  if (statuses) rows = rows.where('status', 'in', statuses);
  const [results, total] = await Promise.all([
    rows.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { results, count: total.count };
}

/** Which of `ids` are the company's business locations. */
export async function companyLocationIdsAmong(db: BusinessDb, companyId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('business_locations')
    .select('id')
    .where('company_id', '=', companyId)
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => row.id);
}

/** The company's pending invitation of this address that is still valid, if any. */
export async function pendingInvitationOf(
  db: BusinessDb,
  companyId: number,
  email: string,
  pending: number[],
  now: Date,
) {
  return db
    .selectFrom('invitations')
    .select('id')
    .where('company_id', '=', companyId)
    .where('email', '=', email)
    .where('status', 'in', pending)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** The account's licence's user limit: undefined without a licence (null is no limit). */
export async function licenceUserLimit(db: BusinessDb, accountId: number): Promise<number | null | undefined> {
  const row = await db
    .selectFrom('accounts')
    .leftJoin('licences', 'licences.id', 'accounts.license_id')
    .select(['licences.limit_users', 'licences.id'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  return row?.id ? row.limit_users : undefined;
}

/** The company's number of users and the expiry times of its pending invitations (the seats they may take). */
export async function seatFacts(db: BusinessDb, companyId: number, pending: number[]) {
  const [users, invitations] = await Promise.all([
    db
      .selectFrom('company_users')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('invitations')
      .select('expires_at')
      .where('company_id', '=', companyId)
      .where('status', 'in', pending)
      .execute(),
  ]);
  return { userCount: users.count, pendingExpiries: invitations.map((row) => row.expires_at) };
}

export async function insertInvitation(db: BusinessDb, values: Insertable<InvitationsTable>) {
  return db.insertInto('invitations').values(values).returningAll().executeTakeFirstOrThrow();
}

export async function deleteInvitation(db: BusinessDb, id: number): Promise<void> {
  await db.deleteFrom('invitations').where('id', '=', id).execute();
}

/** One of the company's pending invitations by id. */
export async function companyPendingInvitation(db: BusinessDb, companyId: number, id: number, pending: number[]) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('status', 'in', pending)
    .executeTakeFirst();
}

/** Sets an invitation's status and, when given, its new token and expiry. */
export async function updateInvitation(
  db: BusinessDb,
  id: number,
  values: { status: number; token_hash?: string; expires_at?: Date; accepted_user_id?: number },
) {
  return db.updateTable('invitations').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

/** A pending invitation that is still valid, by its token's hash. */
export async function validInvitationByHash(db: BusinessDb, tokenHash: string, pending: number[], now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', tokenHash)
    .where('status', 'in', pending)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/** Claims a pending, valid invitation (accepted): undefined when another registration claimed it first. */
export async function claimInvitation(db: BusinessDb, id: number, pending: number[], accepted: number, now: Date) {
  return db
    .updateTable('invitations')
    .set({ status: accepted })
    .where('id', '=', id)
    .where('status', 'in', pending)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
}

/** The inviting company's name, business id and account. */
export async function invitingCompany(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['name', 'business_identity_code', 'account_id'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}

export interface Invitee {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language: string;
  invited: Date;
}

/**
 * The invitee's user, company membership (with their business locations) and, when the company has an account, the
 * account user of that company's portfolio; the new user's id.
 */
export async function insertInvitedMember(
  db: BusinessDb,
  invitee: Invitee,
  member: { companyId: number; role: number; locationIds: number[]; accountId: number | null; accountUserType: number },
  now: Date,
): Promise<number> {
  const user = await db
    .insertInto('users')
    .values({
      username: invitee.email,
      email: invitee.email,
      password_hash: invitee.passwordHash,
      first_name: invitee.firstName,
      last_name: invitee.lastName,
      language: invitee.language,
      is_active: true,
      email_confirmed: true,
      user_activated_date: now,
      invated_date: invitee.invited,
      date_joined: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const companyUser = await db
    .insertInto('company_users')
    .values({ company_id: member.companyId, user_id: user.id, role: member.role, created: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (member.locationIds.length > 0) {
    await db
      .insertInto('company_user_business_locations')
      .values(member.locationIds.map((id) => ({ company_user_id: companyUser.id, business_location_id: id })))
      .execute();
  }
  if (member.accountId !== null) {
    await db
      .insertInto('account_users')
      .values({
        account_id: member.accountId,
        user_id: user.id,
        user_type: member.accountUserType,
        portfolios: JSON.stringify([member.companyId]),
        created: now,
      })
      .execute();
  }
  return user.id;
}
