import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../http/context.ts';
import { unauthorized } from '../http/errors.ts';
import { type JwtPayload, signJwt, verifyJwt } from './jwt.ts';

export interface TokenPair {
  access: string;
  refresh: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signAccessToken(deps: Pick<AppDeps, 'config' | 'clock'>, userId: number, version: number): string {
  const iat = seconds(deps.clock.now());
  return signJwt(
    {
      token_type: 'access',
      user_id: userId,
      jti: randomUUID(),
      iat,
      exp: iat + deps.config.accessTokenLifetimeSeconds,
      ver: version,
    },
    deps.config.jwtSecret,
  );
}

/** A refresh token's payload is fully determined by its stored row, so a successor can be re-signed identically. */
function refreshPayload(
  row: { id: string; user_id: number; created: Date; expires_at: Date },
  version: number,
): JwtPayload {
  return {
    token_type: 'refresh',
    user_id: row.user_id,
    jti: row.id,
    iat: seconds(row.created),
    exp: seconds(row.expires_at),
    ver: version,
  };
}

async function insertRefreshToken(deps: Pick<AppDeps, 'config' | 'clock' | 'db'>, userId: number, version: number) {
  const iat = seconds(deps.clock.now());
  const row = {
    id: randomUUID(),
    user_id: userId,
    created: new Date(iat * 1000),
    expires_at: new Date((iat + deps.config.refreshTokenLifetimeSeconds) * 1000),
  };
  await deps.db.insertInto('refresh_tokens').values(row).execute();
  return signJwt(refreshPayload(row, version), deps.config.jwtSecret);
}

/** The user's current token version (0 for an unknown user, whose tokens are refused anyway). */
export async function tokenVersionOf(db: AppDeps['db'], userId: number): Promise<number> {
  const row = await db.selectFrom('users').select('token_version').where('id', '=', userId).executeTakeFirst();
  return row?.token_version ?? 0;
}

export async function issueTokenPair(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  userId: number,
): Promise<TokenPair> {
  const version = await tokenVersionOf(deps.db, userId);
  return { access: signAccessToken(deps, userId, version), refresh: await insertRefreshToken(deps, userId, version) };
}

const refused = () => unauthorized({ detail: 'tokenInvalidOrExpired', code: 'token_not_valid' });

/**
 * Rotate a refresh token: the old one is marked replaced and a new pair is answered. A second use of the same
 * old token within `refreshGraceSeconds` (parallel requests, two tabs) answers the same successor refresh token
 * and a fresh access token; any later use is refused with 401.
 */
export async function rotateRefreshToken(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  token: string,
): Promise<TokenPair> {
  const now = deps.clock.now();
  const payload = verifyJwt(token, deps.config.jwtSecret, seconds(now));
  if (!payload || payload.token_type !== 'refresh') throw refused();
  return deps.db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['id', 'is_active', 'token_version'])
      .where('id', '=', payload.user_id)
      .executeTakeFirst();
    if (!user || !user.is_active) throw refused();
    // Signed before the last password change: ended with every other session of the user.
    if ((payload.ver ?? 0) !== user.token_version) throw refused();
    const successorId = crypto.randomUUID();
    const rotated = await trx
      .updateTable('refresh_tokens')
      .set({ replaced_by: successorId, replaced_at: now })
      .where('id', '=', payload.jti)
      .where('user_id', '=', payload.user_id)
      .where('replaced_by', 'is', null)
      .where('revoked', '=', false)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst();
    if (rotated) {
      const iat = seconds(now);
      const row = {
        id: successorId,
        user_id: payload.user_id,
        created: new Date(iat * 1000),
        expires_at: new Date((iat + deps.config.refreshTokenLifetimeSeconds) * 1000),
      };
      await trx.insertInto('refresh_tokens').values(row).execute();
      return {
        access: signAccessToken(deps, payload.user_id, user.token_version),
        refresh: signJwt(refreshPayload(row, user.token_version), deps.config.jwtSecret),
      };
    }
    const old = await trx.selectFrom('refresh_tokens').selectAll().where('id', '=', payload.jti).executeTakeFirst();
    if (!old || old.revoked || !old.replaced_by || !old.replaced_at) throw refused();
    if (now.getTime() - old.replaced_at.getTime() > deps.config.refreshGraceSeconds * 1000) throw refused();
    const successor = await trx
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('id', '=', old.replaced_by)
      .executeTakeFirst();
    if (!successor || successor.revoked) throw refused();
    return {
      access: signAccessToken(deps, payload.user_id, user.token_version),
      refresh: signJwt(refreshPayload(successor, user.token_version), deps.config.jwtSecret),
    };
  });
}

/**
 * End every session of a user at once (after a password change or reset): the token version goes up, so every
 * access, refresh and password-reset token signed before is refused on its next use, and the refresh tokens are
 * revoked. Runs inside the caller's transaction (`db`).
 */
export async function endAllSessions(db: AppDeps['db'], userId: number) {
  await db
    .updateTable('users')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
  await db.updateTable('refresh_tokens').set({ revoked: true }).where('user_id', '=', userId).execute();
}
