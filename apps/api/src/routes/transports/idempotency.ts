/**
 * Idempotent order writes (Stripe's Idempotency-Key, the IETF idempotency-key draft): the client makes a key once per
 * intended write and sends it with every retry. The server keeps the key of each successful write with the transport
 * it wrote and the request's fingerprint (the user, and a hash of method, path and body); a retry with the same key
 * and the same fingerprint answers that transport instead of writing again. A key belongs to one request: the same
 * key on a request with another fingerprint is refused with 422 (`keyReused`) and writes nothing.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { languageOf, msg } from '../../http/validation.ts';
import type { BusinessDb } from '../companies/context.ts';
import { keepWriteKey, writeKeySince } from './repository.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key is remembered: far longer than any retry, short enough that the table stays small. */
export const WRITE_KEY_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

export interface WriteKey {
  readonly key: string;
  readonly hash: string;
  readonly method: 'POST' | 'PATCH';
}

/** The request's Idempotency-Key (1–200 visible ASCII characters) with the hash of the request, or null. */
export function writeKeyOf(request: FastifyRequest, method: 'POST' | 'PATCH', body: unknown): WriteKey | null {
  const raw = request.headers[IDEMPOTENCY_HEADER];
  if (raw === undefined) return null;
  const key = Array.isArray(raw) ? raw[0] : raw;
  if (key === undefined || !KEY_PATTERN.test(key))
    throw new HttpError(400, { detail: msg('transportIdempotencyKey', languageOf(request)) });
  const hash = createHash('sha256')
    .update(`${method} ${request.url}\n`)
    .update(JSON.stringify(body ?? null))
    .digest('hex');
  return { key, hash, method };
}

/** The stored write of this user under this key, unless it is older than WRITE_KEY_LIFETIME_MS. */
export function findWriteKey(db: BusinessDb, userId: number, key: string, now: Date) {
  return writeKeySince(db, userId, key, new Date(now.getTime() - WRITE_KEY_LIFETIME_MS));
}

/**
 * Keeps the key of the write just made, inside the write's transaction. A new key is inserted: when a parallel
 * request stored it first, the insert fails (unique violation) and the write rolls back. A known key moves to the
 * latest write with its hash. The user's expired keys go (one of them may be this key again).
 */
export async function storeWriteKey(
  db: BusinessDb,
  row: { userId: number; companyId: number; transportId: number; writeKey: WriteKey; now: Date; known: boolean },
) {
  const { key, hash, method } = row.writeKey;
  await keepWriteKey(
    db,
    { userId: row.userId, companyId: row.companyId, transportId: row.transportId, key, hash, method, now: row.now },
    new Date(row.now.getTime() - WRITE_KEY_LIFETIME_MS),
    row.known,
  );
}

/**
 * 422: the key was used before for another request (another method, path or body). A create's key names the transport
 * it created (`transport_id` and its `version`): a client whose create answer was lost and whose values changed since
 * goes on as an update of that transport.
 */
export const keyReused = (created?: { id: number; version: number }) =>
  new HttpError(422, {
    detail: 'idempotencyKeyReused',
    code: 'idempotency_key_reused',
    ...(created ? { transport_id: created.id, version: created.version } : {}),
  });

/** A unique violation (PostgreSQL 23505): another request stored the same key first. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
