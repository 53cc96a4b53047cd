import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { API_KEY_PREFIX, COMPANY_ROLE } from '@siirto/domain';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Account, Company, CompanyUser, User } from '../db/schema.ts';
import { verifyJwt, type JwtPayload } from '../auth/jwt.ts';
import { type ApiKeyAuth, authenticateApiKey } from '../auth/api-keys.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { AuthLimiter } from '../auth/rate-limit.ts';
import type { Clock } from '../clock.ts';
import type { NotificationListener } from '../db/notifications.ts';
import { HttpError, notFound, unauthorized } from './errors.ts';

/** Company user roles of the contract, named once (@siirto/domain's COMPANY_ROLE): 5 is the company admin. */
export const COMPANY_ADMIN_ROLE = COMPANY_ROLE.companyAdmin;
/** A location user (role 2) sees and orders only for their own business location. */
export const LOCATION_USER_ROLE = COMPANY_ROLE.locationUser;
export const USER_ROLE = COMPANY_ROLE.user;

export { type Clock, systemClock } from '../clock.ts';

/** What every route reaches through `request.server.deps`. */
export interface AppDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  authLimiter: AuthLimiter;
  /** The LISTEN connection (db/notifications.ts) on PostgreSQL; null on PGlite (one process, events in-process). */
  notifications: NotificationListener | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    authContextPromise?: Promise<AuthContext>;
  }
}

export interface AuthContext {
  user: User;
  /** The user's membership in a company (first one), or null. */
  companyUser: CompanyUser | null;
  company: Company | null;
  account: Account | null;
  /** True when the user's company role is 5 (company admin). */
  isCompanyAdmin: boolean;
  /** The access (or password-reset) token; null for a request with an API key. */
  token: JwtPayload | null;
  /** The API key of the request (`Bearer sk_…`), else null. */
  apiKey: ApiKeyAuth | null;
}

const invalidToken = () =>
  unauthorized({
    detail: 'tokenNotValid',
    code: 'token_not_valid',
    messages: [{ token_class: 'AccessToken', token_type: 'access', message: 'tokenInvalidOrExpired' }],
  });

/** `Authorization: jwt <token>` or `Bearer <token>` (scheme case-insensitive). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^\s*(jwt|bearer)\s+(\S+)\s*$/i.exec(header);
  return match?.[2] ?? null;
}

/** jsonb of a row back into the row: timestamps arrive as ISO strings. */
function revive(json: unknown, dateFields: readonly string[]): Record<string, unknown> | null {
  if (typeof json !== 'object' || json === null) return null;
  const row: Record<string, unknown> = { ...(json as Record<string, unknown>) };
  for (const field of dateFields) {
    const value = row[field];
    if (typeof value === 'string') row[field] = new Date(value);
  }
  return row;
}

/**
 * The user, their first company membership, its company and the account (the company's, else the user's first
 * account-user row) in ONE round trip: every authenticated request runs this.
 */
async function loadMembership(db: AppDeps['db'], userId: number) {
  const result = await sql<{ user: unknown; company_user: unknown; company: unknown; account: unknown }>`
    SELECT to_jsonb(u) AS user, to_jsonb(cu) AS company_user, to_jsonb(c) AS company, to_jsonb(a) AS account
    FROM users u
    LEFT JOIN LATERAL (SELECT * FROM company_users WHERE user_id = u.id ORDER BY id LIMIT 1) cu ON true
    LEFT JOIN companies c ON c.id = cu.company_id
    LEFT JOIN accounts a ON a.id = COALESCE(
      c.account_id,
      (SELECT account_id FROM account_users WHERE user_id = u.id ORDER BY id LIMIT 1)
    )
    WHERE u.id = ${userId}
  `.execute(db);
  const row = result.rows[0];
  return {
    user: revive(row?.user, [
      'new_features_readed',
      'user_activated_date',
      'invated_date',
      'date_joined',
    ]) as User | null,
    companyUser: revive(row?.company_user, ['created']) as CompanyUser | null,
    company: revive(row?.company, ['created']) as Company | null,
    account: revive(row?.account, ['created']) as Account | null,
  };
}

/**
 * A request with an API key acts as the key's company through the membership of the admin who created it
 * (auth/api-keys.ts checks the key, its scopes and its limit). A key bound to a business location acts as a
 * location user of that location (role 2; companies/context.ts gives it that one location). When its creator
 * is no longer an active member of the company, the key is refused.
 */
async function loadApiKeyContext(request: FastifyRequest, raw: string): Promise<AuthContext> {
  const apiKey = await authenticateApiKey(request, raw);
  const { user, companyUser, company, account } = await loadMembership(request.server.deps.db, apiKey.userId);
  if (!user || !user.is_active || !companyUser || !company || company.id !== apiKey.companyId) {
    throw unauthorized({ detail: 'apiKeyInvalid', code: 'api_key_not_valid' });
  }
  const actingAs =
    apiKey.businessLocationId === null ? companyUser : { ...companyUser, role: LOCATION_USER_ROLE as number };
  return { user, companyUser: actingAs, company, account, isCompanyAdmin: false, token: null, apiKey };
}

async function loadAuthContext(request: FastifyRequest, allowPasswordReset: boolean): Promise<AuthContext> {
  const { db, config, clock } = request.server.deps;
  const raw = bearerToken(request);
  if (!raw) throw unauthorized();
  if (raw.startsWith(API_KEY_PREFIX)) return loadApiKeyContext(request, raw);
  const token = verifyJwt(raw, config.jwtSecret, Math.floor(clock.now().getTime() / 1000));
  if (!token) throw invalidToken();
  if (token.token_type === 'refresh') throw invalidToken();
  if (token.token_type === 'password_reset') {
    if (!allowPasswordReset) throw invalidToken();
    const reset = await db
      .selectFrom('password_reset_tokens')
      .select(['used_at', 'expires_at'])
      .where('id', '=', token.jti)
      .executeTakeFirst();
    if (!reset || reset.used_at || reset.expires_at <= clock.now()) throw invalidToken();
  }
  const { user, companyUser, company, account } = await loadMembership(db, token.user_id);
  if (!user || !user.is_active) throw invalidToken();
  // A password change (or reset) raises the user's token version: every token signed before it ends at once.
  if ((token.ver ?? 0) !== user.token_version) throw invalidToken();
  return {
    user,
    companyUser,
    company,
    account,
    isCompanyAdmin: companyUser?.role === COMPANY_ADMIN_ROLE,
    token,
    apiKey: null,
  };
}

/**
 * The signed-in user with their company and account; 401 (simplejwt's shape) without a valid access token.
 * Cached per request. Password-reset tokens are refused unless `allowPasswordReset` (only GET /users/me/ and
 * change_password accept them).
 */
export async function requireUser(request: FastifyRequest, options: { allowPasswordReset?: boolean } = {}) {
  if (options.allowPasswordReset) return loadAuthContext(request, true);
  request.authContextPromise ??= loadAuthContext(request, false);
  return request.authContextPromise;
}

/** Like requireUser, and the user must belong to a company (else 404, as the dashboard expects). */
export async function requireCompany(request: FastifyRequest) {
  const context = await requireUser(request);
  if (!context.company || !context.companyUser) throw notFound('noCompany');
  return { ...context, company: context.company, companyUser: context.companyUser };
}

/** A company that waits for approval may read but not write. */
export async function requireAcceptedCompany(request: FastifyRequest) {
  const context = await requireCompany(request);
  if (!context.company.accepted) {
    throw new HttpError(403, { errorCode: 'COMPANY_NOT_ACCEPTED', detail: 'companyNotAccepted' });
  }
  return context;
}

/** Company admins only (403 with `errorCode`, default the business-location code of spec 1 §6). */
export async function requireCompanyAdmin(request: FastifyRequest, errorCode = 'COMPANY_ADMIN_ROLE_REQUIRED') {
  const context = await requireAcceptedCompany(request);
  if (!context.isCompanyAdmin) {
    throw new HttpError(403, { errorCode, detail: 'companyAdminRequired' });
  }
  return context;
}

/** `:id` route param as a positive integer, else 404 (never a 500 from the database). */
export function idParam(request: FastifyRequest, name = 'id'): number {
  const params = request.params as Record<string, unknown>;
  const raw = params[name];
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) throw notFound();
  const id = Number(raw);
  if (id <= 0) throw notFound();
  return id;
}

/**
 * A request made by the API itself on behalf of a user (a repeating order's series creates its occurrences as the
 * user who set it up): no token, the user's membership loaded as a request with their token would load it, and
 * answers in `language`. The one create path takes it as any request, so it authorises, prices and validates as
 * for the user; the user's company must still be theirs and accepted (else the create path refuses).
 */
export async function requestActingAs(
  server: FastifyRequest['server'],
  userId: number,
  language: string,
): Promise<FastifyRequest | null> {
  const { user, companyUser, company, account } = await loadMembership(server.deps.db, userId);
  if (!user?.is_active || !companyUser || !company) return null;
  const context: AuthContext = {
    user,
    companyUser,
    company,
    account,
    isCompanyAdmin: companyUser.role === COMPANY_ADMIN_ROLE,
    token: null,
    apiKey: null,
  };
  const acting = {
    server,
    log: server.log,
    headers: { 'accept-language': language },
    params: {},
    query: {},
    body: undefined,
    url: '/',
    method: 'POST',
    authContextPromise: Promise.resolve(context),
  };
  return acting as unknown as FastifyRequest;
}
