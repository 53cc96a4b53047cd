import { apiClient, unwrap } from '../../../lib/api';
import type { CompanyWrite } from '../../../lib/api-types';

/** PATCH /companies/{id}/: one of the account's companies (its form invalidates `accountKeys.companies`). */
export const updateCompany = (id: number, body: CompanyWrite) =>
  unwrap(apiClient.PATCH('/companies/{id}/', { params: { path: { id } }, body }));
