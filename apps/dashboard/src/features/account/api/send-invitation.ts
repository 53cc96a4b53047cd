import { apiClient, unwrap } from '../../../lib/api';

/** POST /users/{id}/send_invitation/: the invitation mailed again. */
export const sendInvitation = (userId: number) =>
  unwrap(apiClient.POST('/users/{id}/send_invitation/', { params: { path: { id: userId } } }));
