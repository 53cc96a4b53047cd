/**
 * API keys (issue 33 §1): `Authorization: Bearer sk_<lookup id>_<secret>` acts as the key's company, within the
 * key's scopes, on the dashboard's own paths. http/context.ts's loadAuthContext calls `authenticateApiKey` for
 * every token that starts with `sk_`, so every route that asks for a signed-in user takes keys the same way.
 *
 * - The key is 32 random bytes; only its SHA-256 is stored, compared in constant time (`timingSafeEqual`).
 * - A revoked key is refused on its next request (the row is read on every request; nothing is cached).
 * - Each key has its own request limit in the database (auth/rate-limit.ts's windows): 429 with Retry-After.
 * - A key never reaches a log (the logger logs method and path only), an error body or a later answer.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { API_KEY_PREFIX, type ApiKeyScope } from '@siirto/domain';
import { activeApiKeyByLookupId, touchApiKey } from '../routes/integrations/repository.ts';
import { HttpError, unauthorized } from '../http/errors.ts';
import { createRateLimiter, type RateLimiter } from './rate-limit.ts';

/**
 * The operations a scope allows, as `METHOD /contract/path/`. The contract documents the same table (each of
 * these operations lists `apiKey: [<scope>]` in its `security`); apps/api/test/integrations-api-keys.test.ts
 * checks every operation of the contract against it.
 */
export const API_KEY_OPERATIONS: Record<ApiKeyScope, readonly string[]> = {
  'transports:read': ['GET /transports/company/', 'GET /transports/company/{id}/', 'GET /transports/company/map/'],
  'orders:write': [
    'POST /transports/company/',
    'PATCH /transports/company/{id}/',
    'POST /transports/company/{id}/order_again/',
    'GET /pricing/get_company_pricing/',
    'GET /pricing/get_company_pricing_extra_services/',
    'GET /vehicles/vehicle_sizes/',
    'GET /business_locations/',
  ],
  'reports:read': [
    'GET /transports/company_reports/',
    'GET /transports/company_reports/summary/',
    'GET /transports/company_reports/export_excel/',
  ],
};

const LOOKUP_ID_BYTES = 9;
const SECRET_BYTES = 32;
const KEY_PATTERN = /^sk_([A-Za-z0-9_-]{12})_([A-Za-z0-9_-]{43})$/;

const hashOf = (key: string) => createHash('sha256').update(key).digest();

/** A new key: the text shown once to the admin, and what is stored of it. */
export function newApiKey() {
  const lookupId = randomBytes(LOOKUP_ID_BYTES).toString('base64url');
  const key = `${API_KEY_PREFIX}${lookupId}_${randomBytes(SECRET_BYTES).toString('base64url')}`;
  return { key, lookupId, secretHash: hashOf(key) };
}

export interface ApiKeyAuth {
  id: number;
  companyId: number;
  /** The admin who created the key: the key acts through their membership of the company. */
  userId: number;
  scopes: readonly string[];
  /** Set: the key sees and orders only for this business location (as a location user does). */
  businessLocationId: number | null;
}

const limiters = new WeakMap<object, RateLimiter>();

function limiterOf(request: FastifyRequest): RateLimiter {
  const { deps } = request.server;
  let limiter = limiters.get(deps);
  if (!limiter) {
    limiter = createRateLimiter({
      max: deps.config.apiKeyRateLimit.max,
      windowSeconds: deps.config.apiKeyRateLimit.windowSeconds,
      clock: deps.clock,
      db: deps.db,
      scope: 'apikey',
    });
    limiters.set(deps, limiter);
  }
  return limiter;
}

const refused = () => unauthorized({ detail: 'apiKeyInvalid', code: 'api_key_not_valid' });

/** `METHOD /contract/path/` of the request's route (Fastify's `:id` written as the contract's `{id}`). */
export function operationOf(request: FastifyRequest): string {
  const url = request.routeOptions.url ?? '';
  return `${request.method} ${url.replace(/:(\w+)/g, '{$1}')}`;
}

/** True when one of the scopes allows the operation. */
export function scopesAllow(scopes: readonly string[], operation: string): boolean {
  const table: Partial<Record<string, readonly string[]>> = API_KEY_OPERATIONS;
  return scopes.some((scope) => table[scope]?.includes(operation) === true);
}

/**
 * The key of `raw` when it is valid, not revoked, and its scopes allow the request's operation: 401 for an
 * unknown or revoked key, 403 (API_KEY_SCOPE) for an operation outside its scopes, 429 over its limit.
 */
export async function authenticateApiKey(request: FastifyRequest, raw: string): Promise<ApiKeyAuth> {
  const { db, clock } = request.server.deps;
  const match = KEY_PATTERN.exec(raw);
  if (!match) throw refused();
  const row = await activeApiKeyByLookupId(db, match[1] ?? '');
  if (!row) throw refused();
  const stored = Buffer.from(row.secret_hash);
  const given = hashOf(raw);
  if (stored.length !== given.length || !timingSafeEqual(stored, given)) throw refused();
  if (!scopesAllow(row.scopes, operationOf(request))) {
    throw new HttpError(403, { errorCode: 'API_KEY_SCOPE', detail: 'apiKeyScope' });
  }
  await limiterOf(request).hit([String(row.id)]);
  await touchApiKey(db, row.id, clock.now());
  return {
    id: row.id,
    companyId: row.company_id,
    userId: row.created_by,
    scopes: row.scopes,
    businessLocationId: row.business_location_id,
  };
}
