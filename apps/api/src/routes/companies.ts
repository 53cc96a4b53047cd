/**
 * Companies: the own company (GET /companies/me/ answers even before approval, so the dashboard can show
 * the blocking dialog), the account's companies, company data edits, and the company's saved contacts.
 * Also the helpers the other business route modules share (company context, account admin check).
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { BusinessDatabase, BusinessTables } from '../db/migrations/002_business.ts';
import type { Company } from '../db/schema.ts';
import { idParam, requireAcceptedCompany, requireCompany } from '../http/context.ts';
import { badRequest, forbidden, HttpError, notFound } from '../http/errors.ts';
import { COMPANY_FORM_FIELDS, EMAIL_PATTERN } from '@siirto/domain';
import { businessIdSchema, fieldErrorsOf, languageOf, objectBody, requiredText } from '../http/validation.ts';

export type BusinessDb = Kysely<BusinessDatabase>;

/** The database with backend-B's tables (migration 002) in its type. */
export const businessDb = (request: FastifyRequest): BusinessDb => request.server.deps.db.withTables<BusinessTables>();

/** The role names are defined once, in http/context.ts (from the domain's COMPANY_ROLE). */
export { COMPANY_ADMIN_ROLE, LOCATION_USER_ROLE } from '../http/context.ts';
export const ACCOUNT_ADMIN_TYPE = 2;
/** Seconds; a destination time earlier than now + drive time + this makes a new order urgent. */
export const TRANSPORT_AUTO_PRIORITY_TIME = 7200;

/** The signed-in member of an accepted company, with the business locations the user is tied to. */
export async function companyContext(request: FastifyRequest) {
  const context = await requireAcceptedCompany(request);
  const linked = await request.server.deps.db
    .selectFrom('company_user_business_locations')
    .select('business_location_id')
    .where('company_user_id', '=', context.companyUser.id)
    .orderBy('business_location_id')
    .execute();
  return { ...context, linkedLocationIds: linked.map((row) => row.business_location_id) };
}

export type CompanyContext = Awaited<ReturnType<typeof companyContext>>;

/** 403 with an errorCode for a signed-in member who is not a company admin. */
export function assertCompanyAdmin(
  context: { isCompanyAdmin: boolean },
  errorCode = 'COMPANY_ADMIN_ROLE_REQUIRED',
  detail = 'companyAdminRequired',
) {
  if (!context.isCompanyAdmin) throw new HttpError(403, { errorCode, detail });
}

/** True when the user is an admin (user_type 2) of the account. */
export async function isAccountAdmin(db: BusinessDb, accountId: number | null, userId: number): Promise<boolean> {
  if (accountId === null) return false;
  const row = await db
    .selectFrom('account_users')
    .select('user_type')
    .where('account_id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.user_type === ACCOUNT_ADMIN_TYPE;
}

export async function serializeCompany(db: BusinessDb, company: Company) {
  const city =
    company.city_sk === null
      ? undefined
      : await db.selectFrom('cities').select(['id', 'name']).where('id', '=', company.city_sk).executeTakeFirst();
  return {
    id: company.id,
    name: company.name,
    business_identity_code: company.business_identity_code,
    street_address: company.street_address,
    postal_code: company.postal_code,
    city_sk: company.city_sk,
    city_sk_obj: city ? { id: city.id, name: city.name } : null,
    invoicing_type: company.invoicing_type === 5 ? 5 : 2,
    invoicing_email: company.invoicing_email,
    invoicing_einvoice_operator_url: company.invoicing_einvoice_operator_url,
    invoicing_einvoice_operator: company.invoicing_einvoice_operator,
    abroad_transports: company.abroad_transports,
    accepted: company.accepted,
    account_type: Math.min(9, Math.max(1, company.account_type)),
    account: company.account_id,
    transport_auto_priority_time: TRANSPORT_AUTO_PRIORITY_TIME,
  };
}

const optionalString = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim());

/** Company data of spec 1 §5 (the whole object after a PATCH is merged over the stored one). */
const companySchema = z
  .object({
    name: requiredText(200),
    business_identity_code: businessIdSchema,
    street_address: requiredText(200),
    postal_code: requiredText(200),
    city_sk: z.coerce
      .number({ error: 'required' })
      .int('cityUnknown')
      .positive('cityUnknown')
      .max(2_147_483_647, 'cityUnknown'),
    invoicing_type: z.union([z.literal(2), z.literal(5)], {
      error: 'invoicingTypeValue',
    }),
    invoicing_email: optionalString,
    invoicing_einvoice_operator_url: optionalString,
    invoicing_einvoice_operator: optionalString,
    abroad_transports: z.boolean({ error: 'booleanValue' }).optional(),
  })
  .superRefine((value, context) => {
    if (value.invoicing_type === 5) {
      if (value.invoicing_email === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_email'], message: 'required' });
      } else if (!EMAIL_PATTERN.test(value.invoicing_email)) {
        context.addIssue({ code: 'custom', path: ['invoicing_email'], message: 'emailFormat' });
      }
    }
    if (value.invoicing_type === 2) {
      if (value.invoicing_einvoice_operator_url === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_einvoice_operator_url'], message: 'required' });
      }
      if (value.invoicing_einvoice_operator === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_einvoice_operator'], message: 'required' });
      }
    }
    for (const key of ['invoicing_email', 'invoicing_einvoice_operator_url', 'invoicing_einvoice_operator'] as const) {
      if (value[key].length > 200) context.addIssue({ code: 'custom', path: [key], message: 'maxLength' });
    }
  });

async function parseCompany(db: BusinessDb, input: Record<string, unknown>, language: 'fi' | 'en') {
  const result = companySchema.safeParse(input);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language, input));
  const city = await db.selectFrom('cities').select('id').where('id', '=', result.data.city_sk).executeTakeFirst();
  if (!city) throw badRequest({ city_sk: ['cityUnknown'] });
  return result.data;
}

const companyWriteKeys = [...COMPANY_FORM_FIELDS, 'abroad_transports'] as const;

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
      context.company.account_id === null
        ? [context.company]
        : await db
            .selectFrom('companies')
            .selectAll()
            .where('account_id', '=', context.company.account_id)
            .orderBy('id')
            .execute();
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
    const company = await db
      .insertInto('companies')
      .values({
        account_id: accountId,
        name: values.name,
        business_identity_code: values.business_identity_code,
        street_address: values.street_address,
        postal_code: values.postal_code,
        city_sk: values.city_sk,
        invoicing_type: values.invoicing_type,
        invoicing_email: values.invoicing_email,
        invoicing_einvoice_operator_url: values.invoicing_einvoice_operator_url,
        invoicing_einvoice_operator: values.invoicing_einvoice_operator,
        abroad_transports: values.abroad_transports ?? false,
        // A new company waits for the provider's approval, like a self-registered one.
        accepted: false,
        account_type: context.company.account_type,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return reply.code(201).send(await serializeCompany(db, company));
  });

  /** A company the user may see: their own or another company of their account. */
  async function visibleCompany(request: FastifyRequest) {
    const context = await requireAcceptedCompany(request);
    const id = idParam(request);
    if (id === context.company.id) return { context, company: context.company };
    if (context.company.account_id === null) throw notFound();
    const company = await businessDb(request)
      .selectFrom('companies')
      .selectAll()
      .where('id', '=', id)
      .where('account_id', '=', context.company.account_id)
      .executeTakeFirst();
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
    const updated = await db
      .updateTable('companies')
      .set({
        name: values.name,
        business_identity_code: values.business_identity_code,
        street_address: values.street_address,
        postal_code: values.postal_code,
        city_sk: values.city_sk,
        invoicing_type: values.invoicing_type,
        invoicing_email: values.invoicing_email,
        invoicing_einvoice_operator_url: values.invoicing_einvoice_operator_url,
        invoicing_einvoice_operator: values.invoicing_einvoice_operator,
        abroad_transports: values.abroad_transports ?? company.abroad_transports,
      })
      .where('id', '=', company.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    if (updated.account_id !== null && company.id === context.company.id) {
      // The account carries the main company's name (the subscription view shows it).
      await db.updateTable('accounts').set({ name: updated.name }).where('id', '=', updated.account_id).execute();
    }
    return serializeCompany(db, updated);
  });

  app.get('/companies/me/contacts/', async (request) => {
    const context = await requireAcceptedCompany(request);
    const rows = await businessDb(request)
      .selectFrom('company_contacts')
      .select(['name', 'email', 'phone'])
      .where('company_id', '=', context.company.id)
      .orderBy('name')
      .orderBy('id')
      .execute();
    return rows;
  });
  return Promise.resolve();
};
