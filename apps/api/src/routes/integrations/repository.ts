/** The integrations area's SQL (issue 33): a company's API keys, its webhook endpoints and their delivery queue. */
import { type Kysely, sql } from 'kysely';
import { COMPANY_ROLE } from '@siirto/domain';
import type { Db } from '../../db/database.ts';
import type { ApiKeyTables } from '../../db/migrations/014_api_keys.ts';
import type { WebhookTables } from '../../db/migrations/015_webhooks.ts';
import type { Database } from '../../db/schema.ts';

const keysDb = (db: Db) => db.withTables<ApiKeyTables>();
type HooksDb = Kysely<Database & WebhookTables>;
const hooksDb = (db: Db): HooksDb => db.withTables<WebhookTables>();

export interface ApiKeyRow {
  id: number;
  name: string;
  lookup_id: string;
  scopes: string[];
  business_location_id: number | null;
  created: Date;
  last_used_at: Date | null;
}

const LISTED_COLUMNS = [
  'id',
  'name',
  'lookup_id',
  'scopes',
  'business_location_id',
  'created',
  'last_used_at',
] as const;

export async function insertApiKey(
  db: Db,
  values: {
    company_id: number;
    created_by: number;
    name: string;
    lookup_id: string;
    secret_hash: Uint8Array;
    scopes: string[];
    business_location_id: number | null;
    created: Date;
  },
): Promise<ApiKeyRow> {
  return keysDb(db).insertInto('api_keys').values(values).returning(LISTED_COLUMNS).executeTakeFirstOrThrow();
}

/** The company's keys that are not revoked, newest first. */
export async function companyApiKeys(db: Db, companyId: number): Promise<ApiKeyRow[]> {
  return keysDb(db)
    .selectFrom('api_keys')
    .select(LISTED_COLUMNS)
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .orderBy('id', 'desc')
    .execute();
}

/** Revokes the company's key; false when the company has no such key (another company's id is a 404). */
export async function revokeApiKey(db: Db, companyId: number, id: number, now: Date): Promise<boolean> {
  const row = await keysDb(db)
    .updateTable('api_keys')
    .set({ revoked_at: now })
    .where('id', '=', id)
    .where('company_id', '=', companyId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A key that is not revoked, by its lookup id, with what the check needs. */
export async function activeApiKeyByLookupId(db: Db, lookupId: string) {
  return keysDb(db)
    .selectFrom('api_keys')
    .select(['id', 'company_id', 'created_by', 'secret_hash', 'scopes', 'business_location_id'])
    .where('lookup_id', '=', lookupId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
}

/** Marks the key used now; written at most once a minute per key (the list shows minutes). */
export async function touchApiKey(db: Db, id: number, now: Date) {
  const minuteAgo = new Date(now.getTime() - 60_000);
  await keysDb(db)
    .updateTable('api_keys')
    .set({ last_used_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', minuteAgo)]))
    .execute();
}

/** The business location, when it is the company's. */
export async function companyHasLocation(db: Db, companyId: number, locationId: number): Promise<boolean> {
  const row = await db
    .selectFrom('business_locations')
    .select(sql<number>`1`.as('one'))
    .where('id', '=', locationId)
    .where('company_id', '=', companyId)
    .executeTakeFirst();
  return row !== undefined;
}

// ── webhook endpoints ──

const ENDPOINT_COLUMNS = ['id', 'url', 'description', 'events', 'enabled', 'disabled_at', 'created'] as const;

export interface EndpointRow {
  id: number;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  disabled_at: Date | null;
  created: Date;
}

export async function companyEndpoints(db: Db, companyId: number): Promise<EndpointRow[]> {
  return hooksDb(db)
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
}

export async function companyEndpoint(db: Db, companyId: number, id: number): Promise<EndpointRow | undefined> {
  return hooksDb(db)
    .selectFrom('webhook_endpoints')
    .select(ENDPOINT_COLUMNS)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertEndpoint(
  db: Db,
  values: {
    company_id: number;
    created_by: number;
    url: string;
    description: string;
    events: string[];
    secret: string;
    created: Date;
  },
): Promise<EndpointRow> {
  return hooksDb(db)
    .insertInto('webhook_endpoints')
    .values(values)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function updateEndpoint(
  db: Db,
  companyId: number,
  id: number,
  values: { url?: string; description?: string; events?: string[]; enabled?: boolean; disabled_at?: Date | null },
): Promise<EndpointRow | undefined> {
  return hooksDb(db)
    .updateTable('webhook_endpoints')
    .set(values)
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning(ENDPOINT_COLUMNS)
    .executeTakeFirst();
}

export async function deleteEndpoint(db: Db, companyId: number, id: number): Promise<boolean> {
  const row = await hooksDb(db)
    .deleteFrom('webhook_endpoints')
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A new secret; the old one stays valid until `previousUntil` (deliveries carry both signatures meanwhile). */
export async function rotateEndpointSecret(
  db: Db,
  companyId: number,
  id: number,
  secret: string,
  previousUntil: Date,
): Promise<boolean> {
  const row = await hooksDb(db)
    .updateTable('webhook_endpoints')
    .set((eb) => ({ previous_secret: eb.ref('secret'), previous_secret_expires_at: previousUntil, secret }))
    .where('company_id', '=', companyId)
    .where('id', '=', id)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** The enabled endpoints of a company subscribed to one of `types`. */
export async function subscribedEndpoints(db: Db, companyId: number, types: readonly string[]) {
  if (types.length === 0) return [];
  return hooksDb(db)
    .selectFrom('webhook_endpoints')
    .select(['id', 'events'])
    .where('company_id', '=', companyId)
    .where('enabled', '=', true)
    .where(sql<boolean>`events && ${sql.val([...types])}::text[]`)
    .execute();
}

// ── the delivery queue and log ──

export interface NewDelivery {
  endpoint_id: number;
  event_id: string;
  event_type: string;
  transport_id: number | null;
  payload: string;
  event_created: Date;
  created: Date;
  next_attempt_at: Date;
}

export async function insertDeliveries(db: Db, rows: NewDelivery[]) {
  if (rows.length === 0) return;
  await hooksDb(db).insertInto('webhook_deliveries').values(rows).execute();
}

const LOG_COLUMNS = [
  'id',
  'event_id',
  'event_type',
  'transport_id',
  'created',
  'status',
  'attempts',
  'next_attempt_at',
  'last_attempt_at',
  'last_status_code',
  'last_duration_ms',
  'last_response',
  'last_error',
] as const;

/** The endpoint's latest deliveries, newest first (the delivery log). */
export async function endpointDeliveries(db: Db, endpointId: number, limit: number) {
  return hooksDb(db)
    .selectFrom('webhook_deliveries')
    .select(LOG_COLUMNS)
    .where('endpoint_id', '=', endpointId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export type DeliveryLogRow = Awaited<ReturnType<typeof endpointDeliveries>>[number];

export async function endpointDelivery(db: Db, endpointId: number, id: number) {
  return hooksDb(db)
    .selectFrom('webhook_deliveries')
    .select([...LOG_COLUMNS, 'payload', 'event_created'])
    .where('endpoint_id', '=', endpointId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** A delivery newly inserted, as the log shows it. */
export async function insertDelivery(db: Db, row: NewDelivery): Promise<DeliveryLogRow> {
  return hooksDb(db).insertInto('webhook_deliveries').values(row).returning(LOG_COLUMNS).executeTakeFirstOrThrow();
}

export interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  event_id: string;
  payload: string;
  event_created: Date;
  created: Date;
  attempts: number;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: Date | null;
}

/**
 * Claims up to `limit` due deliveries for this process: `FOR UPDATE SKIP LOCKED` keeps two processes off the same
 * rows, and the lease (`locked_until`) keeps them off a claimed row until it is answered (or the process is gone and
 * the lease ends). Only the oldest pending delivery of an endpoint and transport is due, so each transport's events
 * arrive in order; deliveries of a disabled endpoint wait.
 */
export async function claimDueDeliveries(db: Db, now: Date, leaseUntil: Date, limit: number) {
  // bigserial: pg answers a number (database.ts's parser), PGlite may answer a bigint or text
  const result = await sql<Omit<ClaimedDelivery, 'id'> & { id: number | string | bigint }>`
    WITH claimed AS (
      UPDATE webhook_deliveries SET locked_until = ${leaseUntil}, attempts = attempts + 1, last_attempt_at = ${now}
      WHERE id IN (
        SELECT d.id FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
        WHERE d.status = 'pending' AND d.next_attempt_at <= ${now}
          AND (d.locked_until IS NULL OR d.locked_until <= ${now})
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries p
            WHERE p.endpoint_id = d.endpoint_id AND p.transport_id = d.transport_id
              AND p.status = 'pending' AND p.id < d.id
          )
        ORDER BY d.id
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED
      )
      RETURNING id, endpoint_id, event_id, payload, event_created, created, attempts
    )
    SELECT c.*, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
    FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id
    ORDER BY c.id
  `.execute(db);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface AttemptResult {
  status_code: number | null;
  duration_ms: number;
  response: string | null;
  error: string | null;
}

const attemptColumns = (result: AttemptResult) => ({
  locked_until: null,
  last_status_code: result.status_code,
  last_duration_ms: result.duration_ms,
  last_response: result.response,
  last_error: result.error,
});

export async function markDelivered(db: Db, id: number, result: AttemptResult) {
  await hooksDb(db)
    .updateTable('webhook_deliveries')
    .set({ ...attemptColumns(result), status: 'delivered' })
    .where('id', '=', id)
    .execute();
}

export async function markRetry(db: Db, id: number, result: AttemptResult, nextAttemptAt: Date) {
  await hooksDb(db)
    .updateTable('webhook_deliveries')
    .set({ ...attemptColumns(result), next_attempt_at: nextAttemptAt })
    .where('id', '=', id)
    .execute();
}

export async function markFailed(db: Db, id: number, result: AttemptResult) {
  await hooksDb(db)
    .updateTable('webhook_deliveries')
    .set({ ...attemptColumns(result), status: 'failed' })
    .where('id', '=', id)
    .execute();
}

/**
 * Disables an enabled endpoint; answers its URL and company with the company's admins to mail, or undefined when it
 * was already disabled (another process got there first: one mail).
 */
export async function disableEndpoint(db: Db, id: number, now: Date) {
  const endpoint = await hooksDb(db)
    .updateTable('webhook_endpoints')
    .set({ enabled: false, disabled_at: now })
    .where('id', '=', id)
    .where('enabled', '=', true)
    .returning(['url', 'company_id'])
    .executeTakeFirst();
  if (!endpoint) return undefined;
  const admins = await db
    .selectFrom('company_users as cu')
    .innerJoin('users as u', 'u.id', 'cu.user_id')
    .innerJoin('companies as c', 'c.id', 'cu.company_id')
    .select(['u.email', 'u.language', 'u.first_name', 'c.name as company_name'])
    .where('cu.company_id', '=', endpoint.company_id)
    .where('cu.role', '=', COMPANY_ROLE.companyAdmin)
    .where('u.is_active', '=', true)
    .execute();
  return { url: endpoint.url, admins };
}
