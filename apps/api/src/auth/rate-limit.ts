import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ChatTables } from '../db/migrations/009_chat.ts';
import type { Clock } from '../clock.ts';
import { tooManyRequests } from '../http/errors.ts';
import type { MessageId } from '../http/messages.ts';

/**
 * Fixed-window counters keyed per address and per account ("login:ip:1.2.3.4", "login:account:a@b.fi"), kept in
 * the database (`rate_limit_windows`, migration 009), so that every API process on one PostgreSQL counts the same
 * attempts: an attacker cannot multiply the limit by spreading guesses over processes. Each count is one atomic
 * upsert. Expired windows are removed now and then.
 */
export interface RateLimiter {
  /** Throws a 429 HttpError when any key has used up its window. Counts nothing. */
  assertAllowed(keys: string[]): Promise<void>;
  /** Counts one attempt for each key. */
  record(keys: string[]): Promise<void>;
  /**
   * Counts `amount` attempts (default one) for each key and throws a 429 when any key is over its limit (one round
   * trip per key).
   */
  hit(keys: string[], amount?: number): Promise<void>;
  reset(): Promise<void>;
}

type LimitDb = Kysely<Pick<ChatTables, 'rate_limit_windows'>>;

export function createRateLimiter(options: {
  max: number;
  windowSeconds: number;
  clock: Clock;
  db: Db;
  /** Keeps the limiters of one app apart in the shared table ("account", "address"). */
  scope: string;
  /** The 429's message id (with `{seconds}`); "too many attempts" by default. */
  message?: MessageId;
}): RateLimiter {
  const db = options.db as unknown as LimitDb;
  const windowMs = options.windowSeconds * 1000;
  const stored = (key: string) => `${options.scope}|${key}`;
  let writes = 0;
  const retryAfter = (startedAt: Date, now: number) =>
    Math.max(1, Math.ceil((startedAt.getTime() + windowMs - now) / 1000));

  /** One more attempt for `key`: a new window when the stored one has ended. Answers the window after it. */
  async function count(key: string, now: Date, amount = 1) {
    const windowStart = new Date(now.getTime() - windowMs);
    const row = await db
      .insertInto('rate_limit_windows')
      .values({ key: stored(key), started_at: now, count: amount })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          count: sql<number>`CASE WHEN rate_limit_windows.started_at > ${windowStart} THEN rate_limit_windows.count + ${amount} ELSE ${amount} END`,
          started_at: sql<Date>`CASE WHEN rate_limit_windows.started_at > ${windowStart} THEN rate_limit_windows.started_at ELSE ${now} END`,
        }),
      )
      .returning(['count', 'started_at'])
      .executeTakeFirstOrThrow();
    writes += 1;
    if (writes % 1000 === 0) {
      await db.deleteFrom('rate_limit_windows').where('started_at', '<=', windowStart).execute();
    }
    return row;
  }

  const limiter: RateLimiter = {
    async assertAllowed(keys) {
      if (keys.length === 0) return;
      const now = options.clock.now().getTime();
      const rows = await db
        .selectFrom('rate_limit_windows')
        .select(['count', 'started_at'])
        .where('key', 'in', keys.map(stored))
        .execute();
      let wait = 0;
      for (const row of rows) {
        if (now - row.started_at.getTime() < windowMs && row.count >= options.max) {
          wait = Math.max(wait, retryAfter(row.started_at, now));
        }
      }
      if (wait > 0) throw tooManyRequests(wait, options.message);
    },
    async record(keys) {
      const now = options.clock.now();
      for (const key of keys) await count(key, now);
    },
    async hit(keys, amount = 1) {
      const now = options.clock.now();
      let wait = 0;
      for (const key of keys) {
        const row = await count(key, now, amount);
        if (row.count > options.max) wait = Math.max(wait, retryAfter(row.started_at, now.getTime()));
      }
      if (wait > 0) throw tooManyRequests(wait, options.message);
    },
    async reset() {
      await db.deleteFrom('rate_limit_windows').where('key', 'like', `${options.scope}|%`).execute();
    },
  };
  return limiter;
}

/**
 * The two auth limits (apps/api/README.md "Rate limits"), over the same window:
 * - per account (`RATE_LIMIT_AUTH_MAX`, default 10): failed sign-ins, PINs and current passwords for one
 *   e-mail address, and the mails sent to one address (PIN, reset link);
 * - per address (`RATE_LIMIT_AUTH_ADDRESS_MAX`, default 100): every auth request from one IP address (sign-in,
 *   PIN, registration, invitations, mail-sending), high enough for an office of many people behind one address.
 */
export interface AuthLimiter {
  account: RateLimiter;
  address: RateLimiter;
  reset(): Promise<void>;
}

export function createAuthLimiter(options: {
  accountMax: number;
  addressMax: number;
  windowSeconds: number;
  clock: Clock;
  db: Db;
}): AuthLimiter {
  const account = createRateLimiter({
    max: options.accountMax,
    windowSeconds: options.windowSeconds,
    clock: options.clock,
    db: options.db,
    scope: 'account',
  });
  const address = createRateLimiter({
    max: options.addressMax,
    windowSeconds: options.windowSeconds,
    clock: options.clock,
    db: options.db,
    scope: 'address',
  });
  return {
    account,
    address,
    async reset() {
      await account.reset();
      await address.reset();
    },
  };
}

const addressKey = (request: FastifyRequest) => `auth:ip:${request.ip}`;

/** The longest account name kept as is in a key (an e-mail address); a longer one is kept as its hash. */
const ACCOUNT_KEY_MAX_LENGTH = 254;

function accountKeys(scope: string, account?: unknown): string[] {
  if (typeof account !== 'string' || !account.trim()) return [];
  const name = account.replace(/\s+/g, '').toLowerCase();
  // A key stays small (the table's index holds it) whatever a caller sends; no account has a longer name.
  const kept =
    name.length > ACCOUNT_KEY_MAX_LENGTH ? `sha256:${createHash('sha256').update(name).digest('hex')}` : name;
  return [`${scope}:account:${kept}`];
}

/**
 * Count every attempt: against the address, and against the account when one is given (endpoints that send mail
 * to an address or create accounts). 429 with Retry-After when either limit is used up.
 */
export async function limitAuthAttempt(request: FastifyRequest, scope: string, account?: unknown) {
  const { authLimiter } = request.server.deps;
  const keys = accountKeys(scope, account);
  await authLimiter.account.assertAllowed(keys);
  await authLimiter.address.hit([addressKey(request)]);
  await authLimiter.account.record(keys);
}

/**
 * Guess-limited endpoints (sign-in, PIN, current password): every attempt counts against the address; only
 * failures count against the account, so signing in many times with the right password is never throttled.
 * Returns the function to call on a failed attempt.
 */
export async function guardFailures(
  request: FastifyRequest,
  scope: string,
  account?: unknown,
): Promise<() => Promise<void>> {
  const { authLimiter } = request.server.deps;
  const keys = accountKeys(scope, account);
  await authLimiter.account.assertAllowed(keys);
  await authLimiter.address.hit([addressKey(request)]);
  return () => authLimiter.account.record(keys);
}
