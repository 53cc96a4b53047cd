/** The admin data's SQL: the front page's count and the new-features entries. */
import type { Db } from '../../db/database.ts';

/** The number of the company's transports in this state. */
export async function companyTransportCountInState(db: Db, companyId: number, state: number): Promise<number> {
  const row = await db
    .selectFrom('transports')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('company_id', '=', companyId)
    .where('state', '=', state)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The new-features entries, the latest updated first. */
export async function newFeatures(db: Db) {
  return db
    .selectFrom('new_features')
    .select(['id', 'title', 'description', 'created', 'updated'])
    .orderBy('updated', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
