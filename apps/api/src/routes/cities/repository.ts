/** The cities' SQL. */
import type { Db } from '../../db/database.ts';

/** Every city's id and name (unordered: the route sorts by the Finnish alphabet). */
export async function allCities(db: Db) {
  return db.selectFrom('cities').select(['id', 'name']).execute();
}
