import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** POST /companies/me/invitations/{id}/resend_invitation/. */
export const resendInvitation = (id: number) =>
  unwrap(apiClient.POST('/companies/me/invitations/{id}/resend_invitation/', { params: { path: { id } } }));

/** The invitation mailed again; its sending time (and so its validity) changes, so the invitations reload. */
export const useResendInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations }),
  });
};
