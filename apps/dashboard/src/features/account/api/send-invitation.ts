import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';

/** POST /users/{id}/send_invitation/: the invitation mailed again. */
export const sendInvitation = (userId: number) =>
  unwrap(apiClient.POST('/users/{id}/send_invitation/', { params: { path: { id: userId } } }));

/** The account user's invitation mailed again; the list shows nothing that changes with it. */
export const useSendInvitation = () => useMutation({ mutationFn: sendInvitation });
