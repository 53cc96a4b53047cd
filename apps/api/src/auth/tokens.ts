import { randomUUID } from 'node:crypto';
import type { AppDeps } from '../http/context.ts';
import { unauthorized } from '../http/errors.ts';
import { type JwtPayload, signJwt, verifyJwt } from './jwt.ts';

export interface TokenPair {
  access: string;
  refresh: string;
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

export function signAccessToken(deps: Pick<AppDeps, 'config' | 'clock'>, userId: number): string {
  const iat = seconds(deps.clock.now());
  return signJwt(
    {
      token_type: 'access',
      user_id: userId,
      jti: randomUUID(),
      iat,
      exp: iat + deps.config.accessTokenLifetimeSeconds,
    },
    deps.config.jwtSecret,
  );
}

/** A refresh token's payload is fully determined by its stored row, so a successor can be re-signed identically. */
function refreshPayload(row: { id: string; user_id: number; created: Date; expires_at: Date }): JwtPayload {
  return {
    token_type: 'refresh',
    user_id: row.user_id,
    jti: row.id,
    iat: seconds(row.created),
    exp: seconds(row.expires_at),
  };
}

async function insertRefreshToken(deps: Pick<AppDeps, 'config' | 'clock' | 'db'>, userId: number, db = deps.db) {
  const iat = seconds(deps.clock.now());
  const row = {
    id: randomUUID(),
    user_id: userId,
    created: new Date(iat * 1000),
    expires_at: new Date((iat + deps.config.refreshTokenLifetimeSeconds) * 1000),
  };
  await db.insertInto('refresh_tokens').values(row).execute();
  return signJwt(refreshPayload(row), deps.config.jwtSecret);
}

export async function issueTokenPair(
  deps: Pick<AppDeps, 'config' | 'clock' | 'db'>,
  userId: number,
): Promise<TokenPair> {
  return { access: signAccessToken(deps, userId), refresh: await insertRefreshToken(deps, userId) };
}

const refused = () => unauthorized({ detail: 'Token is invalid or expired', code: 'token_not_valid' });

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
      .select(['id', 'is_active'])
      .where('id', '=', payload.user_id)
      .executeTakeFirst();
    if (!user || !user.is_active) throw refused();
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
        access: signAccessToken(deps, payload.user_id),
        refresh: signJwt(refreshPayload(row), deps.config.jwtSecret),
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
      access: signAccessToken(deps, payload.user_id),
      refresh: signJwt(refreshPayload(successor), deps.config.jwtSecret),
    };
  });
}

/** End every session of a user (after a password change). */
export async function revokeRefreshTokens(deps: Pick<AppDeps, 'db'>, userId: number) {
  await deps.db.updateTable('refresh_tokens').set({ revoked: true }).where('user_id', '=', userId).execute();
}
