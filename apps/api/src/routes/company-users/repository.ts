/** The company users' SQL: members with their users and business locations, roles, removal. */
import { sql } from 'kysely';
import { ACCOUNT_ADMIN_TYPE, type BusinessDb, COMPANY_ADMIN_ROLE } from '../companies/context.ts';

function memberQuery(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .select([
      'cu.id',
      'cu.role',
      'cu.created',
      'u.id as user_id',
      'u.email',
      'u.username',
      'u.first_name',
      'u.last_name',
    ])
    .where('cu.company_id', '=', companyId);
}

export type MemberRow = Awaited<ReturnType<ReturnType<typeof memberQuery>['execute']>>[number];

/** A page of the company's members (by id) and their number. */
export async function memberPage(db: BusinessDb, companyId: number, page: { limit: number; offset: number }) {
  const [rows, total] = await Promise.all([
    memberQuery(db, companyId).orderBy('cu.id').limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('company_users')
      .select(sql<number>`count(*)::int`.as('count'))
      .where('company_id', '=', companyId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, count: total.count };
}

/** The company's member `id`, if any. */
export async function memberById(db: BusinessDb, companyId: number, id: number) {
  return memberQuery(db, companyId).where('cu.id', '=', id).executeTakeFirst();
}

/** The business locations (id, name) of each of these company users. */
export async function locationsOf(db: BusinessDb, companyUserIds: number[]) {
  const byMember = new Map<number, { id: number; name: string }[]>();
  if (companyUserIds.length === 0) return byMember;
  const rows = await db
    .selectFrom('company_user_business_locations as cl')
    .innerJoin('business_locations as bl', 'bl.id', 'cl.business_location_id')
    .select(['cl.company_user_id', 'bl.id', 'bl.name'])
    .where('cl.company_user_id', 'in', companyUserIds)
    .orderBy('bl.id')
    .execute();
  for (const row of rows) {
    const list = byMember.get(row.company_user_id) ?? [];
    list.push({ id: row.id, name: row.name });
    byMember.set(row.company_user_id, list);
  }
  return byMember;
}

/** Whether `locationId` is a business location of the company. */
export async function isCompanyLocation(db: BusinessDb, companyId: number, locationId: number): Promise<boolean> {
  const location = await db
    .selectFrom('business_locations')
    .select('id')
    .where('id', '=', locationId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return location !== undefined;
}

/** The number of the company's admins. */
export async function companyAdminCount(db: BusinessDb, companyId: number): Promise<number> {
  const admins = await db
    .selectFrom('company_users')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('company_id', '=', companyId)
    .where('role', '=', COMPANY_ADMIN_ROLE)
    .executeTakeFirstOrThrow();
  return admins.count;
}

export async function updateUserNames(db: BusinessDb, userId: number, update: Record<string, string>) {
  await db.updateTable('users').set(update).where('id', '=', userId).execute();
}

/** The member's company role, and the account user type that follows it (an admin manages account users too). */
export async function setMemberRole(
  db: BusinessDb,
  member: { id: number; userId: number; accountId: number | null },
  role: number,
) {
  await db.updateTable('company_users').set({ role }).where('id', '=', member.id).execute();
  if (member.accountId !== null) {
    await db
      .updateTable('account_users')
      .set({ user_type: role === COMPANY_ADMIN_ROLE ? ACCOUNT_ADMIN_TYPE : 1 })
      .where('account_id', '=', member.accountId)
      .where('user_id', '=', member.userId)
      .execute();
  }
}

/** The member's business location: none, or `locationId`. */
export async function setMemberLocation(db: BusinessDb, companyUserId: number, locationId: number | null) {
  await db.deleteFrom('company_user_business_locations').where('company_user_id', '=', companyUserId).execute();
  if (locationId !== null) {
    await db
      .insertInto('company_user_business_locations')
      .values({ company_user_id: companyUserId, business_location_id: locationId })
      .execute();
  }
}

/** Removes the company user and the user's account-user row of the company's account. */
export async function deleteMember(db: BusinessDb, member: { id: number; userId: number; accountId: number | null }) {
  await db.deleteFrom('company_users').where('id', '=', member.id).execute();
  if (member.accountId !== null) {
    await db
      .deleteFrom('account_users')
      .where('account_id', '=', member.accountId)
      .where('user_id', '=', member.userId)
      .execute();
  }
}
