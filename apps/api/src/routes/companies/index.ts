/**
 * Companies: the own company (GET /companies/me/ answers even before approval, so the dashboard can show
 * the blocking dialog), the account's companies, company data edits, and the company's saved contacts.
 * The helpers the other business route modules share are in ./context.ts.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { COMPANY_FORM_FIELDS } from '@siirto/domain';
import { idParam, requireAcceptedCompany, requireCompany } from '../../http/context.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import { fieldErrorsOf, languageOf, objectBody } from '../../http/validation.ts';
import { isAccountAdmin, serializeCompany } from './context.ts';
import {
  accountCompanies,
  accountCompany,
  type BusinessDb,
  businessDb,
  cityById,
  companyContacts,
  insertCompany,
  renameAccount,
  updateCompany,
} from './repository.ts';
import { companySchema } from './schemas.ts';

async function parseCompany(db: BusinessDb, input: Record<string, unknown>, language: 'fi' | 'en') {
  const result = companySchema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language, input));
  const city = await cityById(db, result.data.city_sk);
  if (!city) throw badRequest({ city_sk: ['cityUnknown'] });
  return result.data;
}

const companyWriteKeys = [...COMPANY_FORM_FIELDS, 'abroad_transports'] as const;

/** The company's own columns as a create and an update write them (the parsed body). */
const companyColumns = (values: Awaited<ReturnType<typeof parseCompany>>) => ({
  name: values.name,
  business_identity_code: values.business_identity_code,
  street_address: values.street_address,
  postal_code: values.postal_code,
  city_sk: values.city_sk,
  invoicing_type: values.invoicing_type,
  invoicing_email: values.invoicing_email,
  invoicing_einvoice_operator_url: values.invoicing_einvoice_operator_url,
  invoicing_einvoice_operator: values.invoicing_einvoice_operator,
});

export const companiesRoutes: FastifyPluginAsync = (app) => {
  // Answers for a company awaiting approval too: the dashboard reads `accepted` to show the blocking dialog.
  app.get('/companies/me/', async (request) => {
    const context = await requireCompany(request);
    return serializeCompany(businessDb(request), context.company);
  });

  app.get('/companies/', async (request) => {
    const context = await requireAcceptedCompany(request);
    const db = businessDb(request);
    const rows =
      context.company.account_id === null ? [context.company] : await accountCompanies(db, context.company.account_id);
    return Promise.all(rows.map((row) => serializeCompany(db, row)));
  });

  app.post('/companies/', async (request, reply) => {
    const context = await requireAcceptedCompany(request);
    const db = businessDb(request);
    const accountId = context.company.account_id;
    if (!(await isAccountAdmin(db, accountId, context.user.id))) {
      throw forbidden({ errorCode: 'ACCOUNT_ADMIN_ROLE_REQUIRED', detail: 'accountAdminRequiredAddCompany' });
    }
    const values = await parseCompany(db, objectBody(request.body), languageOf(request));
    const company = await insertCompany(db, {
      account_id: accountId,
      ...companyColumns(values),
      abroad_transports: values.abroad_transports ?? false,
      // A new company waits for the provider's approval, like a self-registered one.
      accepted: false,
      account_type: context.company.account_type,
    });
    return reply.code(201).send(await serializeCompany(db, company));
  });

  /** A company the user may see: their own or another company of their account. */
  async function visibleCompany(request: FastifyRequest) {
    const context = await requireAcceptedCompany(request);
    const id = idParam(request);
    if (id === context.company.id) return { context, company: context.company };
    if (context.company.account_id === null) throw notFound();
    const company = await accountCompany(businessDb(request), context.company.account_id, id);
    if (!company) throw notFound();
    return { context, company };
  }

  app.get('/companies/:id/', async (request) => {
    const { company } = await visibleCompany(request);
    return serializeCompany(businessDb(request), company);
  });

  app.patch('/companies/:id/', async (request) => {
    const { context, company } = await visibleCompany(request);
    const db = businessDb(request);
    const allowed =
      company.id === context.company.id
        ? context.isCompanyAdmin
        : await isAccountAdmin(db, company.account_id, context.user.id);
    if (!allowed) {
      throw forbidden({
        errorCode: 'COMPANY_ADMIN_ROLE_REQUIRED',
        detail: 'companyAdminRequiredEditCompany',
      });
    }
    const body = objectBody(request.body);
    const merged: Record<string, unknown> = {};
    for (const key of companyWriteKeys) merged[key] = key in body ? body[key] : company[key];
    const values = await parseCompany(db, merged, languageOf(request));
    const updated = await updateCompany(db, company.id, {
      ...companyColumns(values),
      abroad_transports: values.abroad_transports ?? company.abroad_transports,
    });
    if (updated.account_id !== null && company.id === context.company.id) {
      // The account carries the main company's name (the subscription view shows it).
      await renameAccount(db, updated.account_id, updated.name);
    }
    return serializeCompany(db, updated);
  });

  app.get('/companies/me/contacts/', async (request) => {
    const context = await requireAcceptedCompany(request);
    return companyContacts(businessDb(request), context.company.id);
  });
  return Promise.resolve();
};
