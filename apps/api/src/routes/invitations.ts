/**
 * Company user invitations: the admin's list, invite (licence user limit, USER_EXISTS), resend and cancel;
 * and the public invitee side: details by token and registration (201 with a token pair).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Selectable, sql } from 'kysely';
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
} from './companies.ts';

export const INVITATION_VALID_DAYS = 7;
const DAY_MS = 86_400_000;
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
    sent_at: new Date(invitation.expires_at.getTime() - INVITATION_VALID_DAYS * DAY_MS).toISOString(),
  };
}

export const invitationLink = (webBaseUrl: string, token: string) =>
  `${webBaseUrl}/auth/company/user/invitation?token=${encodeURIComponent(token)}`;

/** Seats in use: the company's users plus invitations still waiting for an answer. */
async function seatsInUse(db: BusinessDb, companyId: number, now: Date): Promise<number> {
  const row = await db
    .selectFrom('companies')
    .select([
      sql<number>`(SELECT count(*)::int FROM company_users WHERE company_id = ${companyId})`.as('users'),
      sql<number>`(SELECT count(*)::int FROM invitations WHERE company_id = ${companyId}
        AND status IN (${sql.join(PENDING)}) AND expires_at > ${now})`.as('pending'),
    ])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return row.users + row.pending;
}

/** limit_users of the account's licence (no licence: the Free tier's single user). */
async function userLimit(db: BusinessDb, accountId: number | null): Promise<number | null> {
  if (accountId === null) return 1;
  const row = await db
    .selectFrom('accounts')
    .leftJoin('licences', 'licences.id', 'accounts.license_id')
    .select(['licences.limit_users', 'licences.id'])
    .where('accounts.id', '=', accountId)
    .executeTakeFirst();
  if (!row?.id) return 1;
  return row.limit_users;
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
      validDays: INVITATION_VALID_DAYS,
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
async function validInvitation(db: BusinessDb, token: string, now: Date) {
  return db
    .selectFrom('invitations')
    .selectAll()
    .where('token_hash', '=', sha256(token))
    .where('status', 'in', PENDING)
    .where('expires_at', '>', now)
    .executeTakeFirst();
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
    let rows = db.selectFrom('invitations').where('company_id', '=', context.company.id);
    if (statuses) rows = rows.where('status', 'in', statuses);
    const [results, total] = await Promise.all([
      rows.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
      rows.select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow(),
    ]);
    return pageResponse(request, page, total.count, results.map(serializeInvitation));
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
    if (locationIds.length > 0) {
      const own = await db
        .selectFrom('business_locations')
        .select('id')
        .where('company_id', '=', context.company.id)
        .where('id', 'in', locationIds)
        .execute();
      if (own.length !== locationIds.length) throw badRequest({ business_location_ids: ['locationChoose'] });
    }
    const existing = await db.selectFrom('users').select('id').where('username', '=', values.email).executeTakeFirst();
    if (existing) {
      throw userExists();
    }
    const duplicate = await db
      .selectFrom('invitations')
      .select('id')
      .where('company_id', '=', context.company.id)
      .where('email', '=', values.email)
      .where('status', 'in', PENDING)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (duplicate) throw badRequest({ email: ['invitationPending'] });
    const limit = await userLimit(db, context.company.account_id);
    if (limit !== null && (await seatsInUse(db, context.company.id, now)) >= limit) {
      throw new HttpError(403, {
        errorCode: 'LICENSE_USER_LIMIT_REACHED',
        detail: withParams('licenceUserLimit', { limit }),
      });
    }
    const token = randomToken(32);
    const invitation = await db
      .insertInto('invitations')
      .values({
        company_id: context.company.id,
        email: values.email,
        role: values.role,
        business_location_ids: JSON.stringify(locationIds),
        status: INVITATION_SENT,
        token_hash: sha256(token),
        invited_by_user_id: context.user.id,
        created: now,
        expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    try {
      await sendInvitationMail(request, context, values.email, token);
    } catch (error) {
      request.log.error(error);
      await db.deleteFrom('invitations').where('id', '=', invitation.id).execute();
      throw mailFailed();
    }
    return reply.code(201).send(serializeInvitation(invitation));
  });

  app.post('/companies/me/invitations/:id/resend_invitation/', async (request) => {
    const context = await companyContext(request);
    const db = businessDb(request);
    const id = idParam(request);
    const invitation = await db
      .selectFrom('invitations')
      .selectAll()
      .where('id', '=', id)
      .where('company_id', '=', context.company.id)
      .where('status', 'in', PENDING)
      .executeTakeFirst();
    if (!invitation) throw notFound();
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredResend');
    const now = deps.clock.now();
    const token = randomToken(32);
    const updated = await db
      .updateTable('invitations')
      .set({
        status: INVITATION_RESENT,
        token_hash: sha256(token),
        expires_at: new Date(now.getTime() + INVITATION_VALID_DAYS * DAY_MS),
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
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
    const invitation = await db
      .selectFrom('invitations')
      .select('id')
      .where('id', '=', id)
      .where('company_id', '=', context.company.id)
      .where('status', 'in', PENDING)
      .executeTakeFirst();
    if (!invitation) throw notFound();
    assertCompanyAdmin(context, 'COMPANY_ADMIN_ROLE_REQUIRED', 'companyAdminRequiredDeleteInvitation');
    await db.updateTable('invitations').set({ status: INVITATION_CANCELLED }).where('id', '=', id).execute();
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
    const company = await db
      .selectFrom('companies')
      .select(['name', 'business_identity_code'])
      .where('id', '=', invitation.company_id)
      .executeTakeFirstOrThrow();
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
      const invitation = await trx
        .updateTable('invitations')
        .set({ status: INVITATION_ACCEPTED })
        .where('id', '=', found.id)
        .where('status', 'in', PENDING)
        .where('expires_at', '>', now)
        .returningAll()
        .executeTakeFirst();
      if (!invitation) throw badRequest({ invitation_token: [INVALID_TOKEN] });
      const taken = await trx
        .selectFrom('users')
        .select('id')
        .where('username', '=', invitation.email)
        .executeTakeFirst();
      if (taken) throw userExists();
      const user = await trx
        .insertInto('users')
        .values({
          username: invitation.email,
          email: invitation.email,
          password_hash: passwordHash,
          first_name: values.first_name,
          last_name: values.last_name,
          language: languageOf(request),
          is_active: true,
          email_confirmed: true,
          user_activated_date: now,
          invated_date: invitation.created,
          date_joined: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const member = await trx
        .insertInto('company_users')
        .values({ company_id: invitation.company_id, user_id: user.id, role: invitation.role, created: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      const locationIds =
        invitation.role === LOCATION_USER_ROLE ? serializeInvitation(invitation).business_location_ids : [];
      const existingLocations =
        locationIds.length === 0
          ? []
          : await trx
              .selectFrom('business_locations')
              .select('id')
              .where('company_id', '=', invitation.company_id)
              .where('id', 'in', locationIds)
              .execute();
      if (existingLocations.length > 0) {
        await trx
          .insertInto('company_user_business_locations')
          .values(
            existingLocations.map((location) => ({ company_user_id: member.id, business_location_id: location.id })),
          )
          .execute();
      }
      const company = await trx
        .selectFrom('companies')
        .select('account_id')
        .where('id', '=', invitation.company_id)
        .executeTakeFirstOrThrow();
      if (company.account_id !== null) {
        await trx
          .insertInto('account_users')
          .values({
            account_id: company.account_id,
            user_id: user.id,
            user_type: invitation.role === COMPANY_ADMIN_ROLE ? ACCOUNT_ADMIN_TYPE : 1,
            portfolios: JSON.stringify([invitation.company_id]),
            created: now,
          })
          .execute();
      }
      await trx.updateTable('invitations').set({ accepted_user_id: user.id }).where('id', '=', invitation.id).execute();
      return user.id;
    });
    return reply.code(201).send(await issueTokenPair(deps, userId));
  });
  return Promise.resolve();
};
