import { apiClient, unwrap } from '../../../lib/api';

/** DELETE /companies/me/invitations/{id}/. */
export const deleteInvitation = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/invitations/{id}/', { params: { path: { id } } }));
