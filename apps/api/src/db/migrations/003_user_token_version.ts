import { type Kysely, sql } from 'kysely';

/**
 * users.token_version: every access, refresh and password-reset token carries the version it was signed with
 * (`ver`); a password change or reset raises it, so every earlier token of the user stops working at once.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN token_version`.execute(db);
}
