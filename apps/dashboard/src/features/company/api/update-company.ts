import { apiClient, unwrap } from '../../../lib/api';
import type { CompanyWrite } from '../../../lib/api-types';

/** PATCH /companies/{id}/: the company's details (the company query is invalidated by the caller's form). */
export const updateCompany = (id: number, body: CompanyWrite) =>
  unwrap(apiClient.PATCH('/companies/{id}/', { params: { path: { id } }, body }));
