import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { guardFailures, limitAuthAttempt } from '../../auth/rate-limit.ts';
import { dummyPasswordHash, hashPassword, sha256, verifyPassword } from '../../auth/passwords.ts';
import { consumePin, sendActivationPin } from '../../auth/pins.ts';
import { signJwt } from '../../auth/jwt.ts';
import { issueTokenPair, rotateRefreshToken } from '../../auth/tokens.ts';
import { COMPANY_ADMIN_ROLE } from '../../http/context.ts';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL, registrationSchema } from '@siirto/domain';
import { fieldErrorsOf, type Language, languageOf, msg, objectBody, parseBody } from '../../http/validation.ts';
import { sendMail } from '../../mail/index.ts';
import {
  activationFacts,
  cityExists,
  freeLicence,
  insertAccount,
  insertAccountUser,
  insertCompany,
  insertCompanyUser,
  insertPasswordResetToken,
  insertUserUnlessTaken,
  pinRecipient,
  resetRecipient,
  updateUser,
  useAccountInvitation,
  userByUsername,
} from './repository.ts';
import { usernameTaken } from '../users/repository.ts';
import { activateInvitedSchema, activationSchema, emailBodySchema, loginSchema, refreshSchema } from './schemas.ts';

export const PASSWORD_RESET_VALID_MINUTES = 60;
const ACCOUNT_ADMIN_USER_TYPE = 2;

const wrongCredentials = () => new HttpError(401, { detail: 'wrongCredentials' });

/**
 * The registration rules are the domain's (the same schema the wizard runs); the server adds lengths the
 * database needs and checks the city exists.
 */
function parseRegistration(body: unknown, language: Language) {
  const raw = objectBody(body);
  const result = registrationSchema.safeParse(raw);
  const errors: FieldErrors = result.success ? {} : fieldErrorsOf(result.error, language, raw);
  for (const field of ['company_name', 'email', 'password', 'company_invoicing_email']) {
    const value = raw[field];
    if (typeof value === 'string' && value.length > 254) errors[field] = [msg('tooLong', language)];
  }
  if (!result.success || Object.keys(errors).length > 0) throw badRequest(errors);
  return result.data;
}

/** Sign-in, token refresh, company registration, PIN activation, invited account users, password reset. */
export const authRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.post('/token/', async (request) => {
    const raw = objectBody(request.body);
    const failed = await guardFailures(request, 'login', raw.username);
    const body = parseBody(loginSchema, request.body, languageOf(request));
    const username = body.username.replace(/\s+/g, '').toLowerCase();
    const user = await userByUsername(deps.db, username);
    const passwordOk = await verifyPassword(body.password, user?.password_hash ?? (await dummyPasswordHash()));
    if (!user || !passwordOk) {
      await failed();
      throw wrongCredentials();
    }
    if (!user.is_active) {
      throw new HttpError(401, { errorCode: 'USER_NOT_ACTIVATED', detail: 'userNotActivated' });
    }
    if (!user.email_confirmed) {
      throw new HttpError(401, { errorCode: 'EMAIL_NOT_CONFIRMED', detail: 'emailNotConfirmed' });
    }
    return issueTokenPair(deps, user.id);
  });

  app.post('/token/refresh/', async (request) => {
    const body = parseBody(refreshSchema, request.body, languageOf(request));
    return rotateRefreshToken(deps, body.refresh);
  });

  app.post('/companies/register/', async (request, reply) => {
    await limitAuthAttempt(request, 'register');
    const language = languageOf(request);
    const body = parseRegistration(request.body, language);
    const city = body.company_city_id <= 2_147_483_647 && (await cityExists(deps.db, body.company_city_id));
    if (!city) throw badRequest({ company_city_id: [msg('cityUnknown', language)] });
    const passwordHash = await hashPassword(body.password);
    const now = deps.clock.now();
    const einvoice = body.company_invoicing_type === INVOICING_TYPE_EINVOICE;
    const user = await deps.db.transaction().execute(async (trx) => {
      if (await usernameTaken(trx, body.email)) throw badRequest({ email: [msg('usernameTaken', language)] });
      const licence = await freeLicence(trx);
      const accountId = await insertAccount(trx, {
        name: body.company_name,
        type: 'company',
        license_id: licence?.id ?? null,
        license_price: licence?.price ?? 0,
        license_price_vat_percent: licence?.price_vat_percent ?? 25.5,
        language: 'fi',
        created: now,
      });
      // Self-registered companies are accepted at once so they can work; the approval dialog is for companies
      // an operator marks as pending.
      const companyId = await insertCompany(trx, {
        account_id: accountId,
        name: body.company_name,
        business_identity_code: body.company_business_id,
        street_address: body.company_street_address,
        postal_code: body.company_postal_code,
        city_sk: body.company_city_id,
        invoicing_type: body.company_invoicing_type,
        invoicing_email: body.company_invoicing_type === INVOICING_TYPE_EMAIL ? body.company_invoicing_email : '',
        invoicing_einvoice_operator_url: einvoice ? body.company_invoicing_address : '',
        invoicing_einvoice_operator: einvoice ? body.company_invoicing_operator : '',
        accepted: true,
        created: now,
      });
      const created = await insertUserUnlessTaken(trx, {
        username: body.email,
        email: body.email,
        password_hash: passwordHash,
        first_name: body.first_name,
        last_name: body.last_name,
        phone: body.phone,
        language: 'fi',
        is_active: true,
        email_confirmed: false,
        date_joined: now,
      });
      // Taken by a registration at the same moment: the same field error, not a unique-key 500; this
      // transaction rolls back.
      if (!created) throw badRequest({ email: [msg('usernameTaken', language)] });
      await insertCompanyUser(trx, {
        company_id: companyId,
        user_id: created.id,
        role: COMPANY_ADMIN_ROLE,
        is_superuser: true,
        created: now,
      });
      await insertAccountUser(trx, {
        account_id: accountId,
        user_id: created.id,
        user_type: ACCOUNT_ADMIN_USER_TYPE,
        portfolios: '[]',
        created: now,
      });
      return created;
    });
    await sendActivationPin(deps, user).catch((error: unknown) =>
      request.log.error(error, 'activation PIN mail failed'),
    );
    return reply.code(201).send({ id: user.id, email: user.email });
  });

  app.post('/send_activation_link/', async (request) => {
    const raw = objectBody(request.body);
    await limitAuthAttempt(request, 'pin', raw.email);
    const body = parseBody(emailBodySchema, request.body, languageOf(request));
    const user = await pinRecipient(deps.db, body.email);
    if (user && !user.email_confirmed) {
      await sendActivationPin(deps, user).catch((error: unknown) =>
        request.log.error(error, 'activation PIN mail failed'),
      );
    }
    return { detail: msg('pinSent', languageOf(request)) };
  });

  app.post('/activate/', async (request) => {
    const raw = objectBody(request.body);
    const failed = await guardFailures(request, 'pin', raw.email);
    const body = parseBody(activationSchema, request.body, languageOf(request));
    const user = await activationFacts(deps.db, body.email);
    if (!user || !(await consumePin(deps, user.id, body.pin_code))) {
      await failed();
      throw badRequest({ pin_code: [msg('pinRefused', languageOf(request))] });
    }
    await updateUser(deps.db, user.id, {
      email_confirmed: true,
      user_activated_date: user.user_activated_date ?? deps.clock.now(),
    });
    const pair = await issueTokenPair(deps, user.id);
    return { access_token: pair.access, refresh_token: pair.refresh };
  });

  app.post('/activate_invitated/', async (request) => {
    await limitAuthAttempt(request, 'invitation');
    const body = parseBody(activateInvitedSchema, request.body, languageOf(request));
    // Without a password the one the invitation stored stays unusable (forgot password sets one).
    const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
    const now = deps.clock.now();
    const userId = await deps.db.transaction().execute(async (trx) => {
      const invitedUserId = await useAccountInvitation(trx, sha256(body.token), now);
      if (invitedUserId === undefined) throw badRequest({ token: [msg('invitationInvalid', languageOf(request))] });
      await updateUser(trx, invitedUserId, {
        first_name: body.first_name,
        last_name: body.last_name,
        email_confirmed: true,
        is_active: true,
        user_activated_date: now,
        ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
      });
      return invitedUserId;
    });
    return issueTokenPair(deps, userId);
  });

  app.post('/send_password_reset_confirmation/', async (request) => {
    const raw = objectBody(request.body);
    await limitAuthAttempt(request, 'reset', raw.email);
    const body = parseBody(emailBodySchema, request.body, languageOf(request));
    const user = await resetRecipient(deps.db, body.email);
    if (user?.is_active) {
      const now = deps.clock.now();
      const iat = Math.floor(now.getTime() / 1000);
      const exp = iat + PASSWORD_RESET_VALID_MINUTES * 60;
      const jti = randomUUID();
      await insertPasswordResetToken(deps.db, {
        id: jti,
        user_id: user.id,
        created: now,
        expires_at: new Date(exp * 1000),
      });
      // Signed with the token version: a password change before the link is used ends the link too.
      const token = signJwt(
        { token_type: 'password_reset', user_id: user.id, jti, iat, exp, ver: user.token_version },
        deps.config.jwtSecret,
      );
      const link = `${deps.config.webBaseUrl}/auth/reset_password?token=${encodeURIComponent(token)}`;
      // Not awaited: a known address must not answer measurably slower than an unknown one.
      void sendMail(deps, {
        to: user.email,
        language: user.language,
        template: 'passwordReset',
        params: { link, firstName: user.first_name, validMinutes: PASSWORD_RESET_VALID_MINUTES },
      }).catch((error: unknown) => request.log.error(error, 'password reset mail failed'));
    }
    return { detail: msg('resetLinkSent', languageOf(request)) };
  });
  return Promise.resolve();
};
