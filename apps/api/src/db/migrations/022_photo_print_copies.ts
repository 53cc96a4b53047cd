import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * A print-sized copy of each transport photo (issue 31, docs/decisions.md "The condition report's photo copies"):
 * the JPEG the condition report embeds (at most PHOTO_MAX_SIDE_PX on its longest side), made once when the photo is
 * stored (routes/transports/photo-uploads.ts), so that a report reads 40 small copies instead of decoding and scaling
 * 40 camera photos of 3 MB each on every download. Keyed by the original upload and removed with it. A photo stored
 * before this table has no copy: the report scales its original as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE upload_print_copies (
    upload_id text PRIMARY KEY REFERENCES uploads(id) ON DELETE CASCADE,
    width integer NOT NULL,
    height integer NOT NULL,
    data bytea NOT NULL,
    created timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS upload_print_copies`.execute(db);
}

/** The table this migration adds. */
export type PhotoPrintCopyTables = {
  upload_print_copies: {
    upload_id: string;
    width: number;
    height: number;
    data: Uint8Array;
    created: ColumnType<Date, Date | string | undefined, Date | string>;
  };
};
