/**
 * Account users: the people of the subscription holder (account) with their type (1 basic, 2 admin) and
 * portfolios (the account's companies). Admins invite (POST /invitate_user/), resend the invitation
 * (POST /users/{id}/send_invitation/), edit and remove; basic users see only themselves.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import { INVITATION_VALIDITY_DAYS, invitationExpiresAt } from '@siirto/domain';
import { hashPassword, randomToken, sha256 } from '../auth/passwords.ts';
import type { BusinessDatabase } from '../db/migrations/002_business.ts';
import { idParam, requireUser } from '../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { pageResponse, paginate } from '../http/pagination.ts';
import { emailSchema, fieldErrorsOf, languageOf, languageSchema, msg, objectBody } from '../http/validation.ts';
import { sendMail } from '../mail/index.ts';
import { ACCOUNT_ADMIN_TYPE, type BusinessDb, businessDb, COMPANY_ADMIN_ROLE } from './companies.ts';

/** Where the invitee sets their names and password; the page calls POST /activate_invitated/. */
export const ACCOUNT_INVITATION_PAGE = '/auth/invitation/account';
const PORTFOLIO_REQUIRED = 'portfolio';

/** The signed-in user's account and their account-user row (404 without an account). */
export async function accountContext(request: FastifyRequest) {
  const context = await requireUser(request);
  if (context.company && !context.company.accepted) {
    throw new HttpError(403, { errorCode: 'COMPANY_NOT_ACCEPTED', detail: 'companyNotAccepted' });
  }
  if (!context.account) throw notFound('noAccount');
  const db = businessDb(request);
  const membership = await db
    .selectFrom('account_users')
    .selectAll()
    .where('account_id', '=', context.account.id)
    .where('user_id', '=', context.user.id)
    .executeTakeFirst();
  return {
    ...context,
    account: context.account,
    membership: membership ?? null,
    isAccountAdmin: membership?.user_type === ACCOUNT_ADMIN_TYPE,
    db,
  };
}

function assertAccountAdmin(context: { isAccountAdmin: boolean }) {
  if (!context.isAccountAdmin) {
    throw forbidden({
      errorCode: 'ACCOUNT_ADMIN_ROLE_REQUIRED',
      detail: 'accountAdminRequiredUsers',
    });
  }
}

function accountUsersQuery(db: BusinessDb, accountId: number) {
  return db
    .selectFrom('account_users as au')
    .innerJoin('users as u', 'u.id', 'au.user_id')
    .select([
      'au.id',
      'au.user_type',
      'au.account_id',
      'au.portfolios',
      'u.id as user_id',
      'u.username',
      'u.email',
      'u.first_name',
      'u.last_name',
      'u.is_active',
      'u.email_confirmed',
      'u.user_activated_date',
      'u.invated_date',
    ])
    .where('au.account_id', '=', accountId);
}

type AccountUserRow = Awaited<ReturnType<ReturnType<typeof accountUsersQuery>['execute']>>[number];

const portfolioIds = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];

export function serializeAccountUser(row: AccountUserRow) {
  return {
    id: row.id,
    user: {
      id: row.user_id,
      username: row.username,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      full_name: `${row.first_name} ${row.last_name}`.trim(),
      activated: row.is_active && row.email_confirmed,
      user_activated_date: row.user_activated_date ? row.user_activated_date.toISOString() : null,
      invated_date: row.invated_date ? row.invated_date.toISOString() : null,
    },
    user_type: row.user_type === ACCOUNT_ADMIN_TYPE ? 2 : 1,
    account: row.account_id,
    account_user_portfolios: portfolioIds(row.portfolios).map((portfolio) => ({ portfolio })),
  };
}

async function loadAccountUser(db: BusinessDb, accountId: number, id: number) {
  const row = await accountUsersQuery(db, accountId).where('au.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Portfolio ids that are companies of the account, else 400. */
async function checkPortfolios(db: BusinessDb, accountId: number, ids: number[]) {
  if (ids.length === 0) throw badRequest({ portfolios: [PORTFOLIO_REQUIRED] });
  const companies = await db
    .selectFrom('companies')
    .select('id')
    .where('account_id', '=', accountId)
    .where('id', 'in', ids)
    .execute();
  if (companies.length !== new Set(ids).size) throw badRequest({ portfolios: ['portfolioUnknown'] });
}

/** Company memberships follow the portfolios: one company user per portfolio company (admins as role 5). */
async function syncMemberships(
  trx: Kysely<BusinessDatabase>,
  accountId: number,
  userId: number,
  userType: number,
  portfolios: number[],
) {
  const accountCompanies = await trx.selectFrom('companies').select('id').where('account_id', '=', accountId).execute();
  const accountCompanyIds = accountCompanies.map((company) => company.id);
  const removed = accountCompanyIds.filter((id) => !portfolios.includes(id));
  if (removed.length > 0) {
    await trx.deleteFrom('company_users').where('user_id', '=', userId).where('company_id', 'in', removed).execute();
  }
  const existing = await trx
    .selectFrom('company_users')
    .select(['company_id', 'role'])
    .where('user_id', '=', userId)
    .execute();
  for (const companyId of portfolios) {
    const membership = existing.find((row) => row.company_id === companyId);
    if (!membership) {
      await trx
        .insertInto('company_users')
        .values({
          company_id: companyId,
          user_id: userId,
          role: userType === ACCOUNT_ADMIN_TYPE ? COMPANY_ADMIN_ROLE : 3,
        })
        .execute();
    } else if (userType === ACCOUNT_ADMIN_TYPE && membership.role !== COMPANY_ADMIN_ROLE) {
      await trx
        .updateTable('company_users')
        .set({ role: COMPANY_ADMIN_ROLE })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .execute();
    } else if (userType !== ACCOUNT_ADMIN_TYPE && membership.role === COMPANY_ADMIN_ROLE) {
      await trx
        .updateTable('company_users')
        .set({ role: 3 })
        .where('user_id', '=', userId)
        .where('company_id', '=', companyId)
        .execute();
    }
  }
}

const userTypeSchema = z.union([z.literal(1), z.literal(2)], { error: 'userTypeChoose' });
const portfoliosSchema = z
  .array(z.number({ error: PORTFOLIO_REQUIRED }).int().positive().max(2_147_483_647), { error: PORTFOLIO_REQUIRED })
  .max(1000);

const inviteSchema = z.object({
  username: emailSchema,
  email: emailSchema.optional(),
  user_type: userTypeSchema,
  language: languageSchema.optional(),
  portfolios: portfoliosSchema,
});

const updateSchema = z.object({ user_type: userTypeSchema.optional(), portfolios: portfoliosSchema.optional() });

async function sendAccountInvitation(
  request: FastifyRequest,
  context: Awaited<ReturnType<typeof accountContext>>,
  user: { id: number; email: string; language: string },
) {
  const { deps } = request.server;
  const now = deps.clock.now();
  const token = randomToken(32);
  await context.db
    .updateTable('account_user_invitations')
    .set({ used_at: now })
    .where('user_id', '=', user.id)
    .where('used_at', 'is', null)
    .execute();
  await context.db
    .insertInto('account_user_invitations')
    .values({
      account_id: context.account.id,
      user_id: user.id,
      token_hash: sha256(token),
      invited_by_user_id: context.user.id,
      created: now,
      expires_at: invitationExpiresAt(now),
    })
    .execute();
  await sendMail(deps, {
    to: user.email,
    language: user.language,
    template: 'accountUserInvitation',
    params: {
      // The dashboard's invitation page (under /auth/invitation, where the session check is skipped, spec 1 §2).
      link: `${deps.config.webBaseUrl}${ACCOUNT_INVITATION_PAGE}?token=${encodeURIComponent(token)}`,
      accountName: context.account.name,
      inviterName: `${context.user.first_name} ${context.user.last_name}`.trim() || context.user.email,
      validDays: INVITATION_VALIDITY_DAYS,
    },
  });
}

export const accountUsersRoutes: FastifyPluginAsync = (app) => {
  app.get('/account_users/', async (request) => {
    const context = await accountContext(request);
    const page = paginate(request.query);
    let rows = accountUsersQuery(context.db, context.account.id);
    if (!context.isAccountAdmin) rows = rows.where('au.user_id', '=', context.user.id);
    const [results, total] = await Promise.all([
      rows.orderBy('au.id').limit(page.limit).offset(page.offset).execute(),
      rows
        .clearSelect()
        .select(sql<number>`count(*)::int`.as('count'))
        .executeTakeFirstOrThrow(),
    ]);
    return pageResponse(request, page, total.count, results.map(serializeAccountUser));
  });

  app.get('/account_users/:id/', async (request) => {
    const context = await accountContext(request);
    const row = await loadAccountUser(context.db, context.account.id, idParam(request));
    if (!context.isAccountAdmin && row.user_id !== context.user.id) throw notFound();
    return serializeAccountUser(row);
  });

  app.patch('/account_users/:id/', async (request) => {
    const context = await accountContext(request);
    const id = idParam(request);
    const row = await loadAccountUser(context.db, context.account.id, id);
    if (!context.isAccountAdmin && row.user_id !== context.user.id) throw notFound();
    assertAccountAdmin(context);
    const result = updateSchema.safeParse(objectBody(request.body));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const userType = result.data.user_type ?? row.user_type;
    const portfolios = result.data.portfolios ?? portfolioIds(row.portfolios);
    await checkPortfolios(context.db, context.account.id, portfolios);
    await context.db.transaction().execute(async (trx) => {
      if (row.user_type === ACCOUNT_ADMIN_TYPE && userType !== ACCOUNT_ADMIN_TYPE) {
        const admins = await trx
          .selectFrom('account_users')
          .select(sql<number>`count(*)::int`.as('count'))
          .where('account_id', '=', context.account.id)
          .where('user_type', '=', ACCOUNT_ADMIN_TYPE)
          .executeTakeFirstOrThrow();
        if (admins.count <= 1) throw badRequest({ user_type: ['lastAccountAdmin'] });
      }
      await trx
        .updateTable('account_users')
        .set({ user_type: userType, portfolios: JSON.stringify([...new Set(portfolios)]) })
        .where('id', '=', id)
        .execute();
      await syncMemberships(trx, context.account.id, row.user_id, userType, [...new Set(portfolios)]);
    });
    return serializeAccountUser(await loadAccountUser(context.db, context.account.id, id));
  });

  app.delete('/account_users/:id/', async (request, reply) => {
    const context = await accountContext(request);
    const id = idParam(request);
    const row = await loadAccountUser(context.db, context.account.id, id);
    if (!context.isAccountAdmin && row.user_id !== context.user.id) throw notFound();
    assertAccountAdmin(context);
    if (row.user_id === context.user.id) throw new HttpError(400, { detail: 'cannotRemoveSelf' });
    await context.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('account_users').where('id', '=', id).execute();
      await syncMemberships(trx, context.account.id, row.user_id, 1, []);
    });
    return reply.code(204).send();
  });

  app.post('/invitate_user/', async (request, reply) => {
    const context = await accountContext(request);
    assertAccountAdmin(context);
    const result = inviteSchema.safeParse(objectBody(request.body));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const values = result.data;
    if (values.email !== undefined && values.email !== values.username) {
      throw badRequest({ email: ['usernameMismatch'] });
    }
    await checkPortfolios(context.db, context.account.id, values.portfolios);
    const existing = await context.db
      .selectFrom('users')
      .select('id')
      .where('username', '=', values.username)
      .executeTakeFirst();
    if (existing) {
      const member = await context.db
        .selectFrom('account_users')
        .select('id')
        .where('account_id', '=', context.account.id)
        .where('user_id', '=', existing.id)
        .executeTakeFirst();
      if (member) {
        throw new HttpError(400, { errorCode: 'USER_EXISTS_IN_ACCOUNT', detail: 'userInAccount' });
      }
      throw badRequest({ username: ['userExists'] });
    }
    const now = request.server.deps.clock.now();
    const language = values.language ?? languageOf(request);
    // Unusable: the invitee chooses the password on the mailed link's page (POST /activate_invitated/).
    const passwordHash = await hashPassword(randomToken(24));
    const portfolios = [...new Set(values.portfolios)];
    const accountUserId = await context.db.transaction().execute(async (trx) => {
      const user = await trx
        .insertInto('users')
        .values({
          username: values.username,
          email: values.username,
          password_hash: passwordHash,
          language,
          is_active: false,
          email_confirmed: false,
          invated_date: now,
          date_joined: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const accountUser = await trx
        .insertInto('account_users')
        .values({
          account_id: context.account.id,
          user_id: user.id,
          user_type: values.user_type,
          portfolios: JSON.stringify(portfolios),
          created: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await syncMemberships(trx, context.account.id, user.id, values.user_type, portfolios);
      return accountUser.id;
    });
    const row = await loadAccountUser(context.db, context.account.id, accountUserId);
    try {
      await sendAccountInvitation(request, context, { id: row.user_id, email: row.email, language });
    } catch (error) {
      request.log.error(error);
    }
    return reply.code(201).send(serializeAccountUser(row));
  });

  app.post('/users/:id/send_invitation/', async (request) => {
    const context = await accountContext(request);
    const userId = idParam(request);
    const row = await accountUsersQuery(context.db, context.account.id).where('u.id', '=', userId).executeTakeFirst();
    if (!row) throw notFound();
    assertAccountAdmin(context);
    // Only someone who has not activated yet has an invitation to resend.
    if (row.is_active && row.email_confirmed) throw notFound();
    const user = await context.db
      .selectFrom('users')
      .select(['language'])
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    try {
      await sendAccountInvitation(request, context, { id: userId, email: row.email, language: user.language });
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, { detail: 'mailFailed' });
    }
    return { detail: msg('invitationSent', languageOf(request)) };
  });
  return Promise.resolve();
};
