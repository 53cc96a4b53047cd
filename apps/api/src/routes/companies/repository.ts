/** The companies area's SQL: companies of an account, company data, cities, saved contacts, memberships. */
import type { FastifyRequest } from 'fastify';
import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BusinessDatabase, BusinessTables } from '../../db/migrations/002_business.ts';
import type { CompaniesTable } from '../../db/schema.ts';

export type BusinessDb = Kysely<BusinessDatabase>;

/** The database with backend-B's tables (migration 002) in its type. */
export const businessDb = (request: FastifyRequest): BusinessDb => request.server.deps.db.withTables<BusinessTables>();

/** The business location ids the company user is tied to. */
export async function linkedLocationIds(db: BusinessDb, companyUserId: number): Promise<number[]> {
  const linked = await db
    .selectFrom('company_user_business_locations')
    .select('business_location_id')
    .where('company_user_id', '=', companyUserId)
    .orderBy('business_location_id')
    .execute();
  return linked.map((row) => row.business_location_id);
}

/** The user's account-user type in the account, if a member. */
export async function accountUserType(db: BusinessDb, accountId: number, userId: number) {
  const row = await db
    .selectFrom('account_users')
    .select('user_type')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.user_type;
}

/** The city's id and name, if it exists. */
export async function cityById(db: BusinessDb, id: number) {
  return db.selectFrom('cities').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

/** The account's companies by id. */
export async function accountCompanies(db: BusinessDb, accountId: number) {
  return db.selectFrom('companies').selectAll().where('account_id', '=', accountId).orderBy('id').execute();
}

/** The account's company `id`, if any. */
export async function accountCompany(db: BusinessDb, accountId: number, id: number) {
  return db
    .selectFrom('companies')
    .selectAll()
    .where('id', '=', id)
    .where('account_id', '=', accountId)
    .executeTakeFirst();
}

export async function insertCompany(db: BusinessDb, company: Insertable<CompaniesTable>) {
  return db.insertInto('companies').values(company).returningAll().executeTakeFirstOrThrow();
}

export async function updateCompany(db: BusinessDb, id: number, values: Updateable<CompaniesTable>) {
  return db.updateTable('companies').set(values).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
}

export async function renameAccount(db: BusinessDb, accountId: number, name: string) {
  await db.updateTable('accounts').set({ name }).where('id', '=', accountId).execute();
}

/** The company's saved contacts by name. */
export async function companyContacts(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('company_contacts')
    .select(['name', 'email', 'phone'])
    .where('company_id', '=', companyId)
    .orderBy('name')
    .orderBy('id')
    .execute();
}
