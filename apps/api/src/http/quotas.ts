/**
 * The write quotas of @siirto/domain (WRITE_QUOTAS) counted in the database with the auth limits' fixed windows
 * (auth/rate-limit.ts, table `rate_limit_windows`), so that every API process on one database counts the same
 * writes. Over a quota: 429 with Retry-After and the wait in the request's language.
 */
import { WRITE_QUOTAS, type WriteQuotaName } from '@siirto/domain';
import type { FastifyRequest } from 'fastify';
import { createRateLimiter, type RateLimiter } from '../auth/rate-limit.ts';
import type { AppDeps } from './context.ts';
import type { MessageId } from './messages.ts';

interface QuotaLimiters {
  user: RateLimiter;
  company: RateLimiter;
}

const limiters = new WeakMap<AppDeps, Map<WriteQuotaName, QuotaLimiters>>();

function limitersOf(deps: AppDeps, name: WriteQuotaName): QuotaLimiters {
  let byName = limiters.get(deps);
  if (!byName) limiters.set(deps, (byName = new Map<WriteQuotaName, QuotaLimiters>()));
  let found = byName.get(name);
  if (!found) {
    const quota = WRITE_QUOTAS[name];
    const message: MessageId = name.startsWith('shareMail') ? 'tooManyShareMails' : 'tooManyWrites';
    const make = (max: number, scope: string) =>
      createRateLimiter({
        max,
        windowSeconds: quota.windowSeconds,
        clock: deps.clock,
        db: deps.db,
        scope: `quota:${name}:${scope}`,
        message,
      });
    found = { user: make(quota.perUser, 'user'), company: make(quota.perCompany, 'company') };
    byName.set(name, found);
  }
  return found;
}

/** Whose quota a request takes: the user's, and their company's (or their account's, for a user without one). */
export function quotaOwner(context: {
  user: { id: number };
  company?: { id: number } | null;
  account?: { id: number } | null;
}) {
  const companyKey = context.company
    ? `company:${String(context.company.id)}`
    : `account:${String(context.account?.id ?? `user-${String(context.user.id)}`)}`;
  return { userId: context.user.id, companyKey };
}

/**
 * Counts `amount` writes (default one) of the quotas `names` for the user and their company (or account, for a
 * user without a company); throws a 429 when any of them is used up.
 */
export async function takeQuota(
  request: FastifyRequest,
  names: readonly WriteQuotaName[],
  who: { userId: number; companyKey: string },
  amount = 1,
) {
  for (const name of names) {
    const { user, company } = limitersOf(request.server.deps, name);
    await user.hit([String(who.userId)], amount);
    await company.hit([who.companyKey], amount);
  }
}
