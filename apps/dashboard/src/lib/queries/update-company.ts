import { apiClient, unwrap } from '../api';
import type { CompanyWrite } from '../api-types';

/**
 * PATCH /companies/{id}/: a company's details (the company area's own company, or one of the account's companies);
 * the caller's form invalidates what shows it (`sharedKeys.company`, `accountKeys.companies`).
 */
export const updateCompany = (id: number, body: CompanyWrite) =>
  unwrap(apiClient.PATCH('/companies/{id}/', { params: { path: { id } }, body }));
