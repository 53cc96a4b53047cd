import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * E-mail changes waiting for confirmation (issue 28 item 13): a user's or a company admin's change of a user's
 * e-mail (which is the sign-in name) takes effect only when the link mailed to the new address is opened. The link's
 * token is stored hashed (SHA-256); a newer request for the same user replaces an older one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE email_changes (
    token_hash text PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    new_email text NOT NULL,
    requested_by_user_id integer REFERENCES users(id) ON DELETE SET NULL,
    created timestamptz NOT NULL DEFAULT now(),
    expires_at timestamptz NOT NULL,
    used_at timestamptz
  )`.execute(db);
  await sql`CREATE INDEX email_changes_user_idx ON email_changes (user_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE email_changes`.execute(db);
}

export type EmailChangeTables = {
  email_changes: {
    token_hash: string;
    user_id: number;
    new_email: string;
    requested_by_user_id: number | null;
    created: ColumnType<Date, Date | undefined, never>;
    expires_at: ColumnType<Date, Date, never>;
    used_at: ColumnType<Date | null, never, Date>;
  };
};
