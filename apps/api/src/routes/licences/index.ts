/**
 * Licences (Free, Basic, Enterprise), the signed-in user's account, the subscription form (PATCH
 * /account/{id}/) and the start of a licence card payment (POST /accounts/me/subscribe_license/). Only account
 * admins pay (the same people who may save the subscription form); only a licence with a monthly price can be
 * bought (Free and price on request go through support). The payment's outcome is in ../payments/.
 */
import type { FastifyPluginAsync } from 'fastify';
import { isPurchasableLicence, isStaff } from '@siirto/domain';
import { randomToken } from '../../auth/passwords.ts';
import type { Account } from '../../db/schema.ts';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { fieldErrorsOf, languageOf, objectBody } from '../../http/validation.ts';
import { accountContext } from '../account-users/index.ts';
import { type BusinessDb, businessDb } from '../companies/context.ts';
import {
  insertLicencePayment,
  licenceById,
  type LicenceRow,
  licenceRows,
  paidUntil,
  pendingPaymentToken,
  updateAccount,
} from './repository.ts';
import { accountUpdateSchema, subscribeSchema } from './schemas.ts';

export function serializeLicence(licence: LicenceRow) {
  return {
    id: licence.id,
    name: licence.name,
    price: licence.price_on_request ? null : licence.price,
    price_vat_percent: licence.price_vat_percent,
    limit_users: licence.limit_users,
    features: Array.isArray(licence.features) ? licence.features.filter((f): f is string => typeof f === 'string') : [],
  };
}

async function serializeAccount(db: BusinessDb, account: Account) {
  const licence = account.license_id === null ? undefined : await licenceById(db, account.license_id);
  return {
    id: account.id,
    name: account.name,
    type: account.type === 'private' ? 'private' : 'company',
    license: account.license_id,
    license_obj: licence ? serializeLicence(licence) : null,
    license_price: account.license_price,
    license_price_vat_percent: account.license_price_vat_percent,
    account_type: Math.min(9, Math.max(1, account.account_type)),
    language: account.language === 'en' ? 'en' : 'fi',
    license_valid_until: await paidUntil(db, account.id),
  };
}

/** A pending payment of the same licence by the same user is reused for this long (a double click, Back). */
const PENDING_REUSE_MS = 30 * 60_000;

export const licencesRoutes: FastifyPluginAsync = (app) => {
  app.get('/licenses/', async (request) => {
    await requireUser(request);
    return (await licenceRows(businessDb(request))).map(serializeLicence);
  });

  app.get('/accounts/me/', async (request) => {
    const context = await requireUser(request);
    if (!context.account) throw notFound('noAccount');
    return serializeAccount(businessDb(request), context.account);
  });

  app.patch('/account/:id/', async (request) => {
    const context = await accountContext(request);
    if (idParam(request) !== context.account.id) throw notFound();
    if (!context.isAccountAdmin) {
      throw forbidden({
        errorCode: 'ACCOUNT_ADMIN_ROLE_REQUIRED',
        detail: 'accountAdminRequiredSubscription',
      });
    }
    const result = accountUpdateSchema.safeParse(objectBody(request.body));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const values = result.data;
    if (values.account !== undefined && values.account !== context.account.id)
      throw badRequest({ account: ['accountInvalid'] });
    const update: {
      name?: string;
      type?: string;
      license_id?: number;
      license_price?: number;
      license_price_vat_percent?: number;
    } = {};
    if (values.name !== undefined) update.name = values.name;
    if (values.type !== undefined) update.type = values.type;
    if (values.license !== undefined && values.license !== context.account.license_id) {
      // The plan changes once a year through support: only staff may switch it.
      if (!isStaff(context.user)) {
        throw badRequest({ license: ['licenceChangeViaSupport'] });
      }
      const licence = await licenceById(context.db, values.license);
      if (!licence) throw badRequest({ license: ['licenceUnknown'] });
      update.license_id = licence.id;
      update.license_price = licence.price;
      update.license_price_vat_percent = licence.price_vat_percent;
    }
    const account =
      Object.keys(update).length === 0 ? context.account : await updateAccount(context.db, context.account.id, update);
    return serializeAccount(context.db, account);
  });

  app.post('/accounts/me/subscribe_license/', async (request) => {
    const context = await accountContext(request);
    if (!context.isAccountAdmin) {
      throw forbidden({ errorCode: 'ACCOUNT_ADMIN_ROLE_REQUIRED', detail: 'accountAdminRequiredPayment' });
    }
    const result = subscribeSchema.safeParse(objectBody(request.body ?? {}));
    if (!result.success) throw badRequest(fieldErrorsOf(result.error, languageOf(request), request.body));
    const account = context.account;
    const licenceId = result.data.license ?? account.license_id;
    const licence = licenceId === null ? undefined : await licenceById(context.db, licenceId);
    if (!licence) {
      if (result.data.license !== undefined) throw badRequest({ license: ['licenceUnknown'] });
      throw new HttpError(400, { detail: 'licenceNoPayment' });
    }
    if (!isPurchasableLicence(serializeLicence(licence))) {
      if (result.data.license !== undefined) throw badRequest({ license: ['licenceNotPurchasable'] });
      throw new HttpError(400, { detail: 'licenceNoPayment' });
    }
    const now = request.server.deps.clock.now();
    const reusable = await pendingPaymentToken(context.db, {
      accountId: account.id,
      userId: context.user.id,
      licenceId: licence.id,
      since: new Date(now.getTime() - PENDING_REUSE_MS),
    });
    const token = reusable ?? `pay_${randomToken(18)}`;
    if (!reusable) {
      await insertLicencePayment(context.db, {
        token,
        account_id: account.id,
        license_id: licence.id,
        user_id: context.user.id,
        amount: licence.price,
        created: now,
      });
    }
    const page = request.server.deps.config.paymentProviderUrl;
    const separator = page.includes('?') ? '&' : '?';
    return { token, payment_url: `${page}${separator}token=${encodeURIComponent(token)}` };
  });
  return Promise.resolve();
};
