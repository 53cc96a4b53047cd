import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';

/**
 * Repeating orders (issue 30 §2): a series repeats one transport (its template, kept as the order form's write body)
 * by a rule (@siirto/domain's repeat.ts). The API creates each occurrence ahead from this table: every API process
 * claims the due series with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), as the webhook delivery queue
 * does (015_webhooks.ts), creates the occurrences up to REPEAT_AHEAD_DAYS ahead through the one create path (each keyed
 * by the series and its day, so a retry makes nothing twice), and moves `created_through` on. A transport made by a
 * series (and its template) carries the series and its day.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE transport_series (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    creator_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    template_transport_id integer REFERENCES transports(id) ON DELETE SET NULL,
    business_location_id integer,
    template jsonb NOT NULL,
    start_day text NOT NULL,
    rule jsonb NOT NULL,
    create_as text NOT NULL DEFAULT 'draft',
    status text NOT NULL DEFAULT 'active',
    language text NOT NULL DEFAULT 'fi',
    created_through text NOT NULL,
    next_run_at timestamptz NOT NULL DEFAULT now(),
    locked_until timestamptz,
    last_error text,
    last_error_day text,
    version integer NOT NULL DEFAULT 1,
    created timestamptz NOT NULL DEFAULT now(),
    updated timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  await sql`CREATE INDEX transport_series_due_idx ON transport_series (next_run_at) WHERE status = 'active'`.execute(
    db,
  );
  await sql`CREATE INDEX transport_series_company_idx ON transport_series (company_id, id)`.execute(db);
  await sql`ALTER TABLE transports ADD COLUMN series_id integer REFERENCES transport_series(id) ON DELETE SET NULL`.execute(
    db,
  );
  await sql`ALTER TABLE transports ADD COLUMN series_day text`.execute(db);
  await sql`CREATE INDEX transports_series_idx ON transports (series_id, id) WHERE series_id IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE transports DROP COLUMN IF EXISTS series_day`.execute(db);
  await sql`ALTER TABLE transports DROP COLUMN IF EXISTS series_id`.execute(db);
  await sql`DROP TABLE IF EXISTS transport_series`.execute(db);
}

/** The table this migration adds (the transports' two columns are in schema.ts's TransportsTable). */
export type TransportSeriesTables = {
  transport_series: {
    id: Generated<number>;
    company_id: number;
    creator_id: number;
    template_transport_id: number | null;
    /** The template's business location: a location user sees the series of their own locations only. */
    business_location_id: number | null;
    template: ColumnType<Record<string, unknown>, string, string>;
    start_day: string;
    rule: ColumnType<Record<string, unknown>, string, string>;
    create_as: string;
    status: Generated<string>;
    language: string;
    created_through: string;
    next_run_at: ColumnType<Date, Date | undefined, Date>;
    locked_until: ColumnType<Date | null, Date | null | undefined, Date | null>;
    last_error: ColumnType<string | null, string | null | undefined, string | null>;
    last_error_day: ColumnType<string | null, string | null | undefined, string | null>;
    version: Generated<number>;
    created: ColumnType<Date, Date | undefined, never>;
    updated: ColumnType<Date, Date | undefined, Date>;
  };
};
