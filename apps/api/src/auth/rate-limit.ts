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

export function authLimitKeys(request: FastifyRequest, scope: string, account?: unknown): string[] {
  const keys = [`${scope}:ip:${request.ip}`];
  if (typeof account === 'string' && account.trim()) {
    keys.push(`${scope}:account:${account.replace(/\s+/g, '').toLowerCase()}`);
  }
  return keys;
}

/** Count every attempt (endpoints that send mail or create accounts). */
export function limitAuthAttempt(request: FastifyRequest, scope: string, account?: unknown) {
  request.server.deps.authLimiter.hit(authLimitKeys(request, scope, account));
}

/**
 * Guess-limited endpoints (login, PIN, current password): refuse when the window's failures are used up, and
 * count only failures, so signing in many times with the right password is never throttled.
 * Returns the function to call on a failed attempt.
 */
export function guardFailures(request: FastifyRequest, scope: string, account?: unknown): () => void {
  const keys = authLimitKeys(request, scope, account);
  const { authLimiter } = request.server.deps;
  authLimiter.assertAllowed(keys);
  return () => authLimiter.record(keys);
}
