/** The realtime hub's SQL: the session facts of the users behind sockets (active, token version). */
import type { Db } from '../../db/database.ts';

/** `id`, `is_active` and `token_version` of these users (the ones that exist). */
export async function sessionsOf(db: Db, userIds: readonly number[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'is_active', 'token_version'])
    .where('id', 'in', [...userIds])
    .execute();
}
