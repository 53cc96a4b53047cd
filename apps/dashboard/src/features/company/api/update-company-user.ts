import { apiClient, unwrap } from '../../../lib/api';
import type { CompanyUserUpdate } from '../../../lib/api-types';

/** PATCH /companies/me/users/{id}/ (its form invalidates `companyKeys.allUsers`). */
export const updateCompanyUser = (id: number, body: CompanyUserUpdate) =>
  unwrap(apiClient.PATCH('/companies/me/users/{id}/', { params: { path: { id } }, body }));
