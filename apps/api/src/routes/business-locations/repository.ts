/** The business locations' SQL: locations with their user and transport counts, writes. */
import { type Insertable, sql, type Updateable } from 'kysely';
import type { BusinessLocationsTable } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/context.ts';

/** Locations of a company with their user and transport counts. */
export function locationsQuery(db: BusinessDb, companyId: number) {
  return db
    .selectFrom('business_locations as bl')
    .selectAll('bl')
    .select([
      sql<number>`(SELECT count(*)::int FROM company_user_business_locations cl WHERE cl.business_location_id = bl.id)`.as(
        'users_count',
      ),
      sql<number>`(SELECT count(*)::int FROM transports t WHERE t.business_location_id = bl.id)`.as('transports_count'),
    ])
    .where('bl.company_id', '=', companyId);
}

/** The company's location `id` with its counts, if any. */
export async function locationById(db: BusinessDb, companyId: number, id: number) {
  return locationsQuery(db, companyId).where('bl.id', '=', id).executeTakeFirst();
}

/** The company's locations (only `onlyIds` when given) with their counts: all, or a page and their number. */
export async function companyLocations(db: BusinessDb, companyId: number, onlyIds: number[] | null) {
  let rows = locationsQuery(db, companyId);
  if (onlyIds) rows = rows.where('bl.id', 'in', onlyIds);
  return rows.orderBy('bl.id').execute();
}

export async function companyLocationPage(
  db: BusinessDb,
  companyId: number,
  onlyIds: number[] | null,
  page: { limit: number; offset: number },
) {
  let rows = locationsQuery(db, companyId);
  if (onlyIds) rows = rows.where('bl.id', 'in', onlyIds);
  const [results, total] = await Promise.all([
    rows.orderBy('bl.id').limit(page.limit).offset(page.offset).execute(),
    (onlyIds
      ? db.selectFrom('business_locations').where('company_id', '=', companyId).where('id', 'in', onlyIds)
      : db.selectFrom('business_locations').where('company_id', '=', companyId)
    )
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { results, count: total.count };
}

export async function insertLocation(db: BusinessDb, location: Insertable<BusinessLocationsTable>): Promise<number> {
  const inserted = await db.insertInto('business_locations').values(location).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export async function updateLocation(
  db: BusinessDb,
  companyId: number,
  id: number,
  columns: Updateable<BusinessLocationsTable>,
) {
  await db
    .updateTable('business_locations')
    .set(columns)
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .execute();
}

export async function deleteLocation(db: BusinessDb, companyId: number, id: number) {
  await db.deleteFrom('business_locations').where('id', '=', id).where('company_id', '=', companyId).execute();
}
