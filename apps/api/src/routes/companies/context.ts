/**
 * What the business route modules share: the company context of a request (with the business locations the
 * user is tied to), the admin checks, the company's answer shape and the constants of roles and types.
 */
import type { FastifyRequest } from 'fastify';
import type { Company } from '../../db/schema.ts';
import { requireAcceptedCompany } from '../../http/context.ts';
import { HttpError } from '../../http/errors.ts';
import { accountUserType, type BusinessDb, businessDb, cityById, linkedLocationIds } from './repository.ts';

export { type BusinessDb, businessDb } from './repository.ts';

/** The role names are defined once, in http/context.ts (from the domain's COMPANY_ROLE). */
export { COMPANY_ADMIN_ROLE, LOCATION_USER_ROLE } from '../../http/context.ts';
export const ACCOUNT_ADMIN_TYPE = 2;
/** Seconds; a destination time earlier than now + drive time + this makes a new order urgent. */
export const TRANSPORT_AUTO_PRIORITY_TIME = 7200;

/** The signed-in member of an accepted company, with the business locations the user is tied to. */
export async function companyContext(request: FastifyRequest) {
  const context = await requireAcceptedCompany(request);
  // An API key bound to a business location sees that one location (http/context.ts makes it a location user).
  const boundTo = context.apiKey?.businessLocationId ?? null;
  const linked = boundTo !== null ? [boundTo] : await linkedLocationIds(businessDb(request), context.companyUser.id);
  return { ...context, linkedLocationIds: linked };
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
  return (await accountUserType(db, accountId, userId)) === ACCOUNT_ADMIN_TYPE;
}

export async function serializeCompany(db: BusinessDb, company: Company) {
  const city = company.city_sk === null ? undefined : await cityById(db, company.city_sk);
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
