/** The signed-in user's own rows: profile, profile picture upload, password and reset links. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { UploadsTable, UserUpdate } from '../../db/schema.ts';

/** A driver of an account (the `drivers` table): the dashboard shows drivers the customers screen read-only. */
export async function isDriverUser(db: Db, userId: number): Promise<boolean> {
  const row = await db
    .withTables<ChatTables>()
    .selectFrom('drivers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another user than `userId` signs in with this username. */
export async function usernameTakenByOther(db: Db, username: string, userId: number): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('username', '=', username)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

export async function insertUpload(db: Db, upload: Insertable<UploadsTable>): Promise<void> {
  await db.insertInto('uploads').values(upload).execute();
}

export async function deleteUpload(db: Db, id: string): Promise<void> {
  await db.deleteFrom('uploads').where('id', '=', id).execute();
}

/** The content type and bytes of an upload, if it exists. */
export async function uploadContent(db: Db, id: string) {
  return db.selectFrom('uploads').select(['content_type', 'data']).where('id', '=', id).executeTakeFirst();
}

export async function updateUser(db: Db, userId: number, update: UserUpdate): Promise<void> {
  await db.updateTable('users').set(update).where('id', '=', userId).execute();
}

export async function userById(db: Db, userId: number) {
  return db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Marks the reset link `jti` used; false when it was used already (two parallel uses: only the first wins). */
export async function usePasswordResetLink(db: Db, jti: string, now: Date): Promise<boolean> {
  const used = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('id', '=', jti)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}
