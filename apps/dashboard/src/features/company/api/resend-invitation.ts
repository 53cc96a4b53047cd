import { apiClient, unwrap } from '../../../lib/api';

/** POST /companies/me/invitations/{id}/resend_invitation/. */
export const resendInvitation = (id: number) =>
  unwrap(apiClient.POST('/companies/me/invitations/{id}/resend_invitation/', { params: { path: { id } } }));
