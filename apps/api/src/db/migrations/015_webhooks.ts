import { type ColumnType, type Generated, type Kysely, sql } from 'kysely';

/**
 * Webhooks of a company (issue 33 §2): endpoints subscribed to transport events, and a delivery queue that is also
 * the delivery log. Each delivery is one event (its Standard Webhooks id `event_id`, type and body) to one endpoint;
 * every API process claims due deliveries with `FOR UPDATE SKIP LOCKED` and a lease (`locked_until`), so each is
 * sent by one process; a delivery waits while an earlier one of the same endpoint and transport is pending (in order
 * per transport). A resend is a new delivery row of the same event (same id and body).
 */
const statements = [
  `CREATE TABLE webhook_endpoints (
    id serial PRIMARY KEY,
    company_id integer NOT NULL REFERENCES companies(id) ON DELETE CASCADE,
    created_by integer REFERENCES users(id) ON DELETE SET NULL,
    url text NOT NULL,
    description text NOT NULL DEFAULT '',
    events text[] NOT NULL,
    secret text NOT NULL,
    previous_secret text,
    previous_secret_expires_at timestamptz,
    enabled boolean NOT NULL DEFAULT true,
    disabled_at timestamptz,
    created timestamptz NOT NULL DEFAULT now()
  )`,
  `CREATE INDEX webhook_endpoints_company_idx ON webhook_endpoints (company_id)`,
  `CREATE TABLE webhook_deliveries (
    id bigserial PRIMARY KEY,
    endpoint_id integer NOT NULL REFERENCES webhook_endpoints(id) ON DELETE CASCADE,
    event_id text NOT NULL,
    event_type text NOT NULL,
    transport_id integer,
    payload text NOT NULL,
    event_created timestamptz NOT NULL,
    created timestamptz NOT NULL,
    status text NOT NULL DEFAULT 'pending',
    attempts integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz NOT NULL,
    locked_until timestamptz,
    last_attempt_at timestamptz,
    last_status_code integer,
    last_duration_ms integer,
    last_response text,
    last_error text
  )`,
  `CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, id) WHERE status = 'pending'`,
  `CREATE INDEX webhook_deliveries_order_idx ON webhook_deliveries (endpoint_id, transport_id, id)
    WHERE status = 'pending'`,
  `CREATE INDEX webhook_deliveries_log_idx ON webhook_deliveries (endpoint_id, id DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE IF EXISTS webhook_deliveries`.execute(db);
  await sql`DROP TABLE IF EXISTS webhook_endpoints`.execute(db);
}

type Time = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTime = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
type Nullable<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type WebhookTables = {
  webhook_endpoints: {
    id: Generated<number>;
    company_id: number;
    created_by: Nullable<number>;
    url: string;
    description: Generated<string>;
    events: string[];
    secret: string;
    previous_secret: Nullable<string>;
    previous_secret_expires_at: NullableTime;
    enabled: Generated<boolean>;
    disabled_at: NullableTime;
    created: Time;
  };
  webhook_deliveries: {
    /** bigserial: pg answers text (PGlite a number); read through Number(). */
    id: ColumnType<number | string, never, never>;
    endpoint_id: number;
    event_id: string;
    event_type: string;
    transport_id: Nullable<number>;
    payload: string;
    event_created: Time;
    created: Time;
    status: Generated<'pending' | 'delivered' | 'failed'>;
    attempts: Generated<number>;
    next_attempt_at: Time;
    locked_until: NullableTime;
    last_attempt_at: NullableTime;
    last_status_code: Nullable<number>;
    last_duration_ms: Nullable<number>;
    last_response: Nullable<string>;
    last_error: Nullable<string>;
  };
};
