import { randomInt, timingSafeEqual } from 'node:crypto';
import { PIN_VALIDITY_MINUTES } from '@siirto/domain';
import type { AppDeps } from '../http/context.ts';
import { sendMail } from '../mail/index.ts';
import { sha256 } from './passwords.ts';

/** A PIN's validity (spec 1: 20 minutes), from the domain's constants. */
export const PIN_VALID_MINUTES = PIN_VALIDITY_MINUTES;
export const PIN_MAX_FAILED_ATTEMPTS = 5;

const pinHash = (userId: number, pin: string) => sha256(`pin:${userId}:${pin}`);

/** A new 6-digit PIN for the user (earlier unused ones stop working), e-mailed in the user's language. */
export async function sendActivationPin(
  deps: Pick<AppDeps, 'db' | 'clock' | 'mailer'>,
  user: { id: number; email: string; first_name: string; language: string },
): Promise<void> {
  const pin = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const now = deps.clock.now();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('pins')
      .set({ used_at: now })
      .where('user_id', '=', user.id)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('pins')
      .values({
        user_id: user.id,
        code_hash: pinHash(user.id, pin),
        created: now,
        expires_at: new Date(now.getTime() + PIN_VALID_MINUTES * 60_000),
      })
      .execute();
  });
  await sendMail(deps, {
    to: user.email,
    language: user.language,
    template: 'activationPin',
    params: { pin, firstName: user.first_name, validMinutes: PIN_VALID_MINUTES },
  });
}

/**
 * Check a PIN against the user's newest one: single use, valid 20 minutes, used up by 5 wrong tries.
 * Returns true when it matched (and marks it used).
 */
export async function consumePin(deps: Pick<AppDeps, 'db' | 'clock'>, userId: number, pin: string): Promise<boolean> {
  const now = deps.clock.now();
  return deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('pins')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(1)
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.used_at || row.expires_at <= now || row.failed_attempts >= PIN_MAX_FAILED_ATTEMPTS) return false;
    const expected = Buffer.from(row.code_hash, 'hex');
    const given = Buffer.from(pinHash(userId, pin), 'hex');
    if (expected.length === given.length && timingSafeEqual(expected, given)) {
      await trx.updateTable('pins').set({ used_at: now }).where('id', '=', row.id).execute();
      return true;
    }
    const failed = row.failed_attempts + 1;
    await trx
      .updateTable('pins')
      .set({ failed_attempts: failed, ...(failed >= PIN_MAX_FAILED_ATTEMPTS ? { used_at: now } : {}) })
      .where('id', '=', row.id)
      .execute();
    return false;
  });
}
