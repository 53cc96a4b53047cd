/**
 * Account users: the people of the subscription holder (account) with their type (1 basic, 2 admin) and
 * portfolios (the account's companies). Admins invite (POST /invitate_user/), resend the invitation
 * (POST /users/{id}/send_invitation/), edit and remove; basic users see only themselves.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { INVITATION_VALIDITY_DAYS, invitationExpiresAt } from '@siirto/domain';
import { hashPassword, randomToken, sha256 } from '../../auth/passwords.ts';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { pageResponse, paginate } from '../../http/pagination.ts';
import { fieldErrorsOf, languageOf, msg, objectBody } from '../../http/validation.ts';
import { sendMail } from '../../mail/index.ts';
import { ACCOUNT_ADMIN_TYPE, type BusinessDb, businessDb } from '../companies/context.ts';
import {
  accountAdminCount,
  accountCompanyCountAmong,
  accountMembership,
  accountUserById,
  accountUserOfUser,
  accountUserPage,
  type AccountUserRow,
  deleteAccountUser,
  insertInvitedAccountUser,
  replaceAccountInvitation,
  syncMemberships,
  updateAccountUser,
  userIdByUsername,
  userLanguage,
} from './repository.ts';
import { inviteSchema, PORTFOLIO_REQUIRED, updateSchema } from './schemas.ts';

/** Where the invitee sets their names and password; the page calls POST /activate_invitated/. */
export const ACCOUNT_INVITATION_PAGE = '/auth/invitation/account';

/** The signed-in user's account and their account-user row (404 without an account). */
export async function accountContext(request: FastifyRequest) {
  const context = await requireUser(request);
  if (context.company && !context.company.accepted) {
    throw new HttpError(403, { errorCode: 'COMPANY_NOT_ACCEPTED', detail: 'companyNotAccepted' });
  }
  if (!context.account) throw notFound('noAccount');
  const db = businessDb(request);
  const membership = await accountMembership(db, context.account.id, context.user.id);
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
  const row = await accountUserById(db, accountId, id);
  if (!row) throw notFound();
  return row;
}

/** Portfolio ids that are companies of the account, else 400. */
async function checkPortfolios(db: BusinessDb, accountId: number, ids: number[]) {
  if (ids.length === 0) throw badRequest({ portfolios: [PORTFOLIO_REQUIRED] });
  if ((await accountCompanyCountAmong(db, accountId, ids)) !== new Set(ids).size)
    throw badRequest({ portfolios: ['portfolioUnknown'] });
}

async function sendAccountInvitation(
  request: FastifyRequest,
  context: Awaited<ReturnType<typeof accountContext>>,
  user: { id: number; email: string; language: string },
) {
  const { deps } = request.server;
  const now = deps.clock.now();
  const token = randomToken(32);
  await replaceAccountInvitation(
    context.db,
    {
      account_id: context.account.id,
      user_id: user.id,
      token_hash: sha256(token),
      invited_by_user_id: context.user.id,
      created: now,
      expires_at: invitationExpiresAt(now),
    },
    now,
  );
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
    const { results, count } = await accountUserPage(
      context.db,
      context.account.id,
      context.isAccountAdmin ? null : context.user.id,
      page,
    );
    return pageResponse(request, page, count, results.map(serializeAccountUser));
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
        if ((await accountAdminCount(trx, context.account.id)) <= 1)
          throw badRequest({ user_type: ['lastAccountAdmin'] });
      }
      await updateAccountUser(trx, id, { user_type: userType, portfolios: JSON.stringify([...new Set(portfolios)]) });
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
      await deleteAccountUser(trx, id);
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
    const existingId = await userIdByUsername(context.db, values.username);
    if (existingId !== undefined) {
      if (await accountMembership(context.db, context.account.id, existingId)) {
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
      const created = await insertInvitedAccountUser(
        trx,
        {
          username: values.username,
          email: values.username,
          password_hash: passwordHash,
          language,
          is_active: false,
          email_confirmed: false,
          invated_date: now,
          date_joined: now,
        },
        {
          account_id: context.account.id,
          user_type: values.user_type,
          portfolios: JSON.stringify(portfolios),
          created: now,
        },
      );
      await syncMemberships(trx, context.account.id, created.userId, values.user_type, portfolios);
      return created.accountUserId;
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
    const row = await accountUserOfUser(context.db, context.account.id, userId);
    if (!row) throw notFound();
    assertAccountAdmin(context);
    // Only someone who has not activated yet has an invitation to resend.
    if (row.is_active && row.email_confirmed) throw notFound();
    const language = await userLanguage(context.db, userId);
    try {
      await sendAccountInvitation(request, context, { id: userId, email: row.email, language });
    } catch (error) {
      request.log.error(error);
      throw new HttpError(503, { detail: 'mailFailed' });
    }
    return { detail: msg('invitationSent', languageOf(request)) };
  });
  return Promise.resolve();
};
