import { type ColumnType, type Kysely, sql } from 'kysely';

/**
 * The column mapping a company chose when it imported orders from a spreadsheet (issue 30 §1), so that the next
 * file with the same headers is mapped the same way: one row per company, a JSON object of folded header → import
 * field (or null for a column left out).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE transport_import_mappings (
    company_id integer PRIMARY KEY REFERENCES companies(id) ON DELETE CASCADE,
    mapping jsonb NOT NULL DEFAULT '{}'::jsonb,
    updated timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS transport_import_mappings`.execute(db);
}

/** The table this migration adds. */
export type ImportMappingTables = {
  transport_import_mappings: {
    company_id: number;
    mapping: ColumnType<Record<string, string | null>, string, string>;
    updated: ColumnType<Date, Date | undefined, Date>;
  };
};
