import { apiClient, unwrap } from '../../../lib/api';

/** DELETE /companies/me/users/{id}/. */
export const deleteCompanyUser = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/users/{id}/', { params: { path: { id } } }));
