/**
 * Company user invitations: the admin's list, invite (licence user limit, USER_EXISTS), resend and cancel;
 * and the public invitee side: details by token and registration (201 with a token pair).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Selectable } from 'kysely';
import { companySeatsInUse, INVITATION_VALIDITY_DAYS, invitationExpiresAt, invitationSentAt } from '@siirto/domain';
import { z } from 'zod';
import { hashPassword, randomToken, sha256 } from '../auth/passwords.ts';
import { limitAuthAttempt } from '../auth/rate-limit.ts';
import { issueTokenPair } from '../auth/tokens.ts';
import type { InvitationsTable } from '../db/schema.ts';
import { idParam } from '../http/context.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import {
  emailSchema,
  fieldErrorsOf,
  passwordSchema,
  languageOf,
  requiredText,
  withParams,
} from '../http/validation.ts';
import { sendMail } from '../mail/index.ts';
import {
  ACCOUNT_ADMIN_TYPE,
  assertCompanyAdmin,
  type BusinessDb,
  businessDb,
  COMPANY_ADMIN_ROLE,
  companyContext,
  type CompanyContext,
  LOCATION_USER_ROLE,
} from './companies/context.ts';
import {
  claimInvitation,
  companyLocationIdsAmong,
  companyPendingInvitation,
  deleteInvitation,
  insertInvitation,
  insertInvitedMember,
  invitationPage,
  invitingCompany,
  licenceUserLimit,
  pendingInvitationOf,
  seatFacts,
  updateInvitation,
  validInvitationByHash,
} from './invitations/repository.ts';
import { usernameTaken } from './users/repository.ts';

export const INVITATION_SENT = 2;
export const INVITATION_ACCEPTED = 5;
export const INVITATION_RESENT = 8;
export const INVITATION_CANCELLED = 9;
const PENDING = [INVITATION_SENT, INVITATION_RESENT];
const INVALID_TOKEN = 'invitationInvalid';

type Invitation = Selectable<InvitationsTable>;

export function serializeInvitation(invitation: Invitation) {
  const role = invitation.role === 2 || invitation.role === 5 ? invitation.role : 3;
  const status = [2, 5, 8, 9].includes(invitation.status) ? invitation.status : INVITATION_SENT;
  return {
    id: invitation.id,
    email: invitation.email,
    status,
    role,
    business_location_ids: Array.isArray(invitation.business_location_ids)
      ? invitation.business_location_ids.filter((id): id is number => typeof id === 'number')
      : [],
    created: invitation.created.toISOString(),
    sent_at: invitationSentAt(invitation.expires_at).toISOString(),
  };
}

export const invitationLink = (webBaseUrl: string, token: string) =>
  `${webBaseUrl}/auth/company/user/invitation?token=${encodeURIComponent(token)}`;

/** Seats in use: the company's users plus invitations still waiting for an answer (the domain's count). */
async function seatsInUse(db: BusinessDb, companyId: number, now: Date): Promise<number> {
  const { userCount, pendingExpiries } = await seatFacts(db, companyId, PENDING);
  return companySeatsInUse(userCount, pendingExpiries.map(invitationSentAt), now);
}

/** limit_users of the account's licence (no licence: the Free tier's single user). */
async function userLimit(db: BusinessDb, accountId: number | null): Promise<number | null> {
  if (accountId === null) return 1;
  const limit = await licenceUserLimit(db, accountId);
  return limit === undefined ? 1 : limit;
}

async function sendInvitationMail(request: FastifyRequest, context: CompanyContext, email: string, token: string) {
  const { deps } = request.server;
  await sendMail(deps, {
    to: email,
    language: languageOf(request),
    template: 'companyUserInvitation',
    params: {
      link: invitationLink(deps.config.webBaseUrl, token),
      companyName: context.company.name,
      inviterName: `${context.user.first_name} ${context.user.last_name}`.trim() || context.user.email,
      validDays: INVITATION_VALIDITY_DAYS,
    },
  });
}

const userExists = () => new HttpError(400, { sk_status: 'USER_EXISTS', email: ['userExists'] });

const mailFailed = () => new HttpError(503, { detail: 'mailFailed' });

const inviteSchema = z
  .object({
    email: emailSchema,
    email2: z.string({ error: 'required' }).transform((value) => value.replace(/\s+/g, '').toLowerCase()),
    role: z.number({ error: 'roleChoose' }).refine((value) => value === 2 || value === 3 || value === 5, 'roleChoose'),
    business_location_ids: z
      .array(z.number({ error: 'locationChoose' }).int().positive().max(2_147_483_647), {
        error: 'locationChoose',
      })
      .max(100)
      .optional(),
  })
  .superRefine((value, context) => {
    if (value.email !== value.email2) {
      context.addIssue({ code: 'custom', path: ['email2'], message: 'emailsDoNotMatch' });
    }
    if (value.role === LOCATION_USER_ROLE && value.business_location_ids?.length !== 1) {
      context.addIssue({ code: 'custom', path: ['business_location_ids'], message: 'locationChooseOne' });
    }
  });

const registerSchema = z
  .object({
    invitation_token: z.string({ error: INVALID_TOKEN }).min(1, INVALID_TOKEN).max(200, INVALID_TOKEN),
    first_name: requiredText(200),
    last_name: requiredText(200),
    password: passwordSchema,
    password2: z.string({ error: 'required' }),
    agree_terms: z.literal(true, { error: 'agreeTerms' }),
  })
  .superRefine((value, context) => {
    if (value.password !== value.password2) {
      context.addIssue({ code: 'custom', path: ['password2'], message: 'passwordsDoNotMatch' });
    }
  });

function objectBody(input: unknown): Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input) ? (input as Record<string, unknown>) : {};
}

/** A pending invitation that is still valid, by the token from the e-mail link. */
function validInvitation(db: BusinessDb, token: string, now: Date) {
  return validInvitationByHash(db, sha256(token), PENDING, now);
}

export const invitationsRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/companies/me/invitations/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const query = objectBody(request.query);
    const page = paginate(query);
    let statuses: number[] | null = null;
    if (query.status__in !== undefined) {
      const raw = typeof query.status__in === 'string' ? query.status__in : '';
      if (!/^\d{1,3}(,\d{1,3})*$/.test(raw)) throw badRequest({ status__in: ['statusList'] });
      statuses = raw.split(',').map(Number);
    }
    const { results, count } = await invitationPage(db, context.company.id, statuses, page);
    return pageResponse(request, page, count, results.map(serializeInvitation));
  });

  app.post('/companies/me/invitations/', async (request, reply) => {
    const context = await companyContext(request);
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredInvite');
    const db = businessDb(request);
    const result = inviteSchema.safeParse(objectBody(request.body));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const values = result.data;
    const now = deps.clock.now();
    const locationIds = values.role === LOCATION_USER_ROLE ? (values.business_location_ids ?? []) : [];
    if ((await companyLocationIdsAmong(db, context.company.id, locationIds)).length !== locationIds.length)
      throw badRequest({ business_location_ids: ['locationChoose'] });
    if (await usernameTaken(db, values.email)) throw userExists();
    const duplicate = await pendingInvitationOf(db, context.company.id, values.email, PENDING, now);
    if (duplicate) throw badRequest({ email: ['invitationPending'] });
    const limit = await userLimit(db, context.company.account_id);
    if (limit !== null && (await seatsInUse(db, context.company.id, now)) >= limit) {
      throw new HttpError(403, {
        errorCode: 'LICENSE_USER_LIMIT_REACHED',
        detail: withParams('licenceUserLimit', { limit }),
      });
    }
    const token = randomToken(32);
    const invitation = await insertInvitation(db, {
      company_id: context.company.id,
      email: values.email,
      role: values.role,
      business_location_ids: JSON.stringify(locationIds),
      status: INVITATION_SENT,
      token_hash: sha256(token),
      invited_by_user_id: context.user.id,
      created: now,
      expires_at: invitationExpiresAt(now),
    });
    try {
      await sendInvitationMail(request, context, values.email, token);
    } catch (error) {
      request.log.error(error);
      await deleteInvitation(db, invitation.id);
      throw mailFailed();
    }
    return reply.code(201).send(serializeInvitation(invitation));
  });

  app.post('/companies/me/invitations/:id/resend_invitation/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    const invitation = await companyPendingInvitation(db, context.company.id, id, PENDING);
    if (!invitation) throw notFound();
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredResend');
    const now = deps.clock.now();
    const token = randomToken(32);
    const updated = await updateInvitation(db, id, {
      status: INVITATION_RESENT,
      token_hash: sha256(token),
      expires_at: invitationExpiresAt(now),
    });
    try {
      await sendInvitationMail(request, context, updated.email, token);
    } catch (error) {
      request.log.error(error);
      throw mailFailed();
    }
    return serializeInvitation(updated);
  });

  app.delete('/companies/me/invitations/:id/', async (request, reply) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    const invitation = await companyPendingInvitation(db, context.company.id, id, PENDING);
    if (!invitation) throw notFound();
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredDeleteInvitation');
    await updateInvitation(db, id, { status: INVITATION_CANCELLED });
    return reply.code(204).send();
  });

  // ── public: the invitee ──

  app.get('/companies/invitations/details/', async (request) => {
    await limitAuthAttempt(request, 'invitation');
    const { invitation_token: token } = objectBody(request.query);
    if (typeof token !== 'string' || token === '' || token.length > 200) {
      throw badRequest({ invitation_token: [INVALID_TOKEN] });
    }
    const db = businessDb(request);
    const invitation = await validInvitation(db, token, deps.clock.now());
    if (!invitation) throw badRequest({ invitation_token: [INVALID_TOKEN] });
    const company = await invitingCompany(db, invitation.company_id);
    return {
      id: invitation.id,
      first_name: invitation.first_name,
      last_name: invitation.last_name,
      email: invitation.email,
      company_name: company.name,
      business_identity_code: company.business_identity_code,
    };
  });

  app.post('/companies/invitations/register/', async (request, reply) => {
    await limitAuthAttempt(request, 'invitation');
    const result = registerSchema.safeParse(objectBody(request.body));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const values = result.data;
    const db = businessDb(request);
    const now = deps.clock.now();
    const found = await validInvitation(db, values.invitation_token, now);
    if (!found) throw badRequest({ invitation_token: [INVALID_TOKEN] });
    const passwordHash = await hashPassword(values.password);
    const userId = await db.transaction().execute(async (trx) => {
      // Claim the invitation first: a second registration with the same token finds nothing to update.
      const invitation = await claimInvitation(trx, found.id, PENDING, INVITATION_ACCEPTED, now);
      if (!invitation) throw badRequest({ invitation_token: [INVALID_TOKEN] });
      if (await usernameTaken(trx, invitation.email)) throw userExists();
      const locationIds =
        invitation.role === LOCATION_USER_ROLE ? serializeInvitation(invitation).business_location_ids : [];
      const company = await invitingCompany(trx, invitation.company_id);
      const invitee = {
        email: invitation.email,
        passwordHash,
        firstName: values.first_name,
        lastName: values.last_name,
        language: languageOf(request),
        invited: invitation.created,
      };
      const userId = await insertInvitedMember(
        trx,
        invitee,
        {
          companyId: invitation.company_id,
          role: invitation.role,
          locationIds: await companyLocationIdsAmong(trx, invitation.company_id, locationIds),
          accountId: company.account_id,
          accountUserType: invitation.role === COMPANY_ADMIN_ROLE ? ACCOUNT_ADMIN_TYPE : 1,
        },
        now,
      );
      await updateInvitation(trx, invitation.id, { status: INVITATION_ACCEPTED, accepted_user_id: userId });
      return userId;
    });
    return reply.code(201).send(await issueTokenPair(deps, userId));
  });
  return Promise.resolve();
};
