import type { FastifyRequest } from 'fastify';
import type { Clock } from '../http/context.ts';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Fixed-window counters in memory, keyed per address and per account ("login:ip:1.2.3.4",
 * "login:account:a@b.fi"). One process serves the reference deployment, so memory is enough.
 */
export interface RateLimiter {
  /** Throws a 429 HttpError when any key has used up its window. Counts nothing. */
  assertAllowed(keys: string[]): void;
  /** Counts one attempt for each key. */
  record(keys: string[]): void;
  /** assertAllowed, then record. */
  hit(keys: string[]): void;
  reset(): void;
}

export function createRateLimiter(options: { max: number; windowSeconds: number; clock: Clock }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const windowMs = options.windowSeconds * 1000;
  const current = (key: string, now: number) => {
    const window = windows.get(key);
    return window && now - window.startedAt < windowMs ? window : null;
  };
  const limiter: RateLimiter = {
    assertAllowed(keys) {
      const now = options.clock.now().getTime();
      let retryAfterMs = 0;
      for (const key of keys) {
        const window = current(key, now);
        if (window && window.count >= options.max) {
          retryAfterMs = Math.max(retryAfterMs, window.startedAt + windowMs - now);
        }
      }
      if (retryAfterMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    },
    record(keys) {
      const now = options.clock.now().getTime();
      if (windows.size > 50_000) {
        for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
      }
      for (const key of keys) {
        const window = current(key, now);
        if (window) window.count += 1;
        else windows.set(key, { startedAt: now, count: 1 });
      }
    },
    hit(keys) {
      limiter.assertAllowed(keys);
      limiter.record(keys);
    },
    reset() {
      windows.clear();
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
  reset(): void;
}

export function createAuthLimiter(options: {
  accountMax: number;
  addressMax: number;
  windowSeconds: number;
  clock: Clock;
}): AuthLimiter {
  const account = createRateLimiter({
    max: options.accountMax,
    windowSeconds: options.windowSeconds,
    clock: options.clock,
  });
  const address = createRateLimiter({
    max: options.addressMax,
    windowSeconds: options.windowSeconds,
    clock: options.clock,
  });
  return {
    account,
    address,
    reset() {
      account.reset();
      address.reset();
    },
  };
}

const addressKey = (request: FastifyRequest) => `auth:ip:${request.ip}`;

function accountKeys(scope: string, account?: unknown): string[] {
  if (typeof account !== 'string' || !account.trim()) return [];
  return [`${scope}:account:${account.replace(/\s+/g, '').toLowerCase()}`];
}

/**
 * Count every attempt: against the address, and against the account when one is given (endpoints that send mail
 * to an address or create accounts). 429 with Retry-After when either limit is used up.
 */
export function limitAuthAttempt(request: FastifyRequest, scope: string, account?: unknown) {
  const { authLimiter } = request.server.deps;
  const keys = accountKeys(scope, account);
  authLimiter.account.assertAllowed(keys);
  authLimiter.address.hit([addressKey(request)]);
  authLimiter.account.record(keys);
}

/**
 * Guess-limited endpoints (sign-in, PIN, current password): every attempt counts against the address; only
 * failures count against the account, so signing in many times with the right password is never throttled.
 * Returns the function to call on a failed attempt.
 */
export function guardFailures(request: FastifyRequest, scope: string, account?: unknown): () => void {
  const { authLimiter } = request.server.deps;
  const keys = accountKeys(scope, account);
  authLimiter.account.assertAllowed(keys);
  authLimiter.address.hit([addressKey(request)]);
  return () => authLimiter.account.record(keys);
}
