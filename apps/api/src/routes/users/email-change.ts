/**
 * A change of a user's e-mail (the sign-in name) takes effect only when the link mailed to the new address is
 * opened (issue 28 item 13): neither the user nor a company admin can move someone's sign-in to an address that has
 * not answered, and the old address is told at once, so a member whose admin changes it learns of it. Until the link
 * is opened, the user signs in with the old address.
 */
import type { FastifyRequest } from 'fastify';
import { EMAIL_CHANGE_VALID_HOURS } from '@siirto/domain';
import { randomToken, sha256 } from '../../auth/passwords.ts';
import type { Db } from '../../db/database.ts';
import type { User } from '../../db/schema.ts';
import { HttpError, badRequest, type FieldErrors } from '../../http/errors.ts';
import { languageOf, msg } from '../../http/validation.ts';
import { sendMail } from '../../mail/index.ts';
import { replaceEmailChange, updateUser, useEmailChange, usernameTaken } from './repository.ts';

/**
 * Records the change of `user`'s e-mail to `newEmail` asked by `requestedBy` (the user or their admin) and mails
 * the link to the new address and a notice to the old one. The address must be free now (and again on confirming).
 */
export async function requestEmailChange(
  request: FastifyRequest,
  db: Db,
  user: User,
  newEmail: string,
  requestedBy: User,
  /** The answer when another user signs in with the address already. */
  taken: FieldErrors,
): Promise<void> {
  const { deps } = request.server;
  if (await usernameTaken(db, newEmail, user.id)) throw badRequest(taken);
  const token = randomToken();
  await replaceEmailChange(db, {
    token_hash: sha256(token),
    user_id: user.id,
    new_email: newEmail,
    requested_by_user_id: requestedBy.id,
    expires_at: new Date(deps.clock.now().getTime() + EMAIL_CHANGE_VALID_HOURS * 3_600_000),
  });
  const link = `${deps.config.webBaseUrl}/auth/email/confirm?token=${encodeURIComponent(token)}`;
  const byAdmin = requestedBy.id !== user.id;
  const requester = `${requestedBy.first_name} ${requestedBy.last_name}`.trim() || requestedBy.email;
  // sent after the answer: a slow mail server never holds the request (the link stays valid for days)
  void Promise.all([
    sendMail(deps, {
      to: newEmail,
      language: user.language,
      template: 'emailChangeConfirm',
      params: { link, firstName: user.first_name, newEmail, validHours: EMAIL_CHANGE_VALID_HOURS },
    }),
    sendMail(deps, {
      to: user.email,
      language: user.language,
      template: 'emailChangeNotice',
      params: { firstName: user.first_name, newEmail, requester: byAdmin ? requester : null },
    }),
  ]).catch((error: unknown) => request.log.error(error, 'e-mail change mail failed'));
}

/** Opens a confirmation link: the user's e-mail and sign-in name become the new address, once. */
export async function confirmEmailChange(request: FastifyRequest, db: Db, token: string): Promise<void> {
  const { deps } = request.server;
  const language = languageOf(request);
  await db.transaction().execute(async (trx) => {
    const change = await useEmailChange(trx, sha256(token), deps.clock.now());
    if (!change) throw new HttpError(400, { detail: msg('tokenInvalidOrExpired', language) });
    if (await usernameTaken(trx, change.new_email, change.user_id))
      throw new HttpError(400, { detail: msg('usernameTaken', language) });
    // the link proves the new address
    await updateUser(trx, change.user_id, {
      username: change.new_email,
      email: change.new_email,
      email_confirmed: true,
    });
  });
}
