/** The signed-in user's own rows: profile, profile picture upload, password and reset links. */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { EmailChangeTables } from '../../db/migrations/018_email_changes.ts';
import type { UploadsTable, UserUpdate } from '../../db/schema.ts';
import type { BusinessDb } from '../companies/repository.ts';

/**
 * A driver of an account (the `drivers` table): the dashboard shows drivers the customers screen read-only, and only
 * drivers have the driver's transport views.
 */
export async function isDriverUser(db: Db | BusinessDb, userId: number): Promise<boolean> {
  // the business areas' handle carries more tables in its type; only drivers is read
  const row = await (db as Db)
    .withTables<ChatTables>()
    .selectFrom('drivers')
    .select('id')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Whether a user signs in with this username (an e-mail), or a user other than `exceptUserId` (an e-mail change):
 * the one check of the registration, the invitations and the e-mail changes.
 */
export async function usernameTaken(db: Db | BusinessDb, username: string, exceptUserId?: number): Promise<boolean> {
  // the business areas' handle carries more tables in its type; only users is read
  let query = (db as Db).selectFrom('users').select('id').where('username', '=', username);
  if (exceptUserId !== undefined) query = query.where('id', '!=', exceptUserId);
  return (await query.executeTakeFirst()) !== undefined;
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

/** Replaces the user's waiting e-mail changes with one (issue 28 item 13): the newest request is the only link. */
export async function replaceEmailChange(
  db: Db,
  change: { token_hash: string; user_id: number; new_email: string; requested_by_user_id: number; expires_at: Date },
): Promise<void> {
  const changes = db.withTables<EmailChangeTables>();
  await changes
    .deleteFrom('email_changes')
    .where('user_id', '=', change.user_id)
    .where('used_at', 'is', null)
    .execute();
  await changes.insertInto('email_changes').values(change).execute();
}

/** The address a user's e-mail is waiting to change to (an unused, unexpired link), or null. */
export async function pendingEmailOf(db: Db, userId: number, now: Date): Promise<string | null> {
  const row = await db
    .withTables<EmailChangeTables>()
    .selectFrom('email_changes')
    .select('new_email')
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created', 'desc')
    .executeTakeFirst();
  return row?.new_email ?? null;
}

/** Marks the change of this token used and answers it; undefined when unknown, used or expired (one use wins). */
export async function useEmailChange(db: Db, tokenHash: string, now: Date) {
  return db
    .withTables<EmailChangeTables>()
    .updateTable('email_changes')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'new_email'])
    .executeTakeFirst();
}
