import type { FastifyRequest } from 'fastify';
import type { Clock } from '../http/context.ts';
import { tooManyRequests } from '../http/errors.ts';

/**
 * Fixed-window counters in memory, keyed per address and per account ("ip:1.2.3.4", "account:a@b.fi").
 * One process serves the reference deployment, so memory is enough.
 */
export interface RateLimiter {
  /** Counts one attempt for each key; throws a 429 HttpError when any key is over the limit. */
  hit(keys: string[]): void;
  reset(): void;
}

export function createRateLimiter(options: { max: number; windowSeconds: number; clock: Clock }): RateLimiter {
  const windows = new Map<string, { startedAt: number; count: number }>();
  const windowMs = options.windowSeconds * 1000;
  return {
    hit(keys) {
      const now = options.clock.now().getTime();
      if (windows.size > 50_000) {
        for (const [key, window] of windows) if (now - window.startedAt >= windowMs) windows.delete(key);
      }
      let retryAfterMs = 0;
      for (const key of keys) {
        let window = windows.get(key);
        if (!window || now - window.startedAt >= windowMs) {
          window = { startedAt: now, count: 0 };
          windows.set(key, window);
        }
        window.count += 1;
        if (window.count > options.max) retryAfterMs = Math.max(retryAfterMs, window.startedAt + windowMs - now);
      }
      if (retryAfterMs > 0) throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
    },
    reset() {
      windows.clear();
    },
  };
}

/** Limit an auth endpoint per client address and, when known, per account (e-mail / username). */
export function limitAuthAttempt(request: FastifyRequest, scope: string, account?: unknown) {
  const keys = [`${scope}:ip:${request.ip}`];
  if (typeof account === 'string' && account.trim()) keys.push(`${scope}:account:${account.trim().toLowerCase()}`);
  request.server.deps.authLimiter.hit(keys);
}
