import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** DELETE /companies/me/invitations/{id}/. */
export const deleteInvitation = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/invitations/{id}/', { params: { path: { id } } }));

/** Withdraws a pending invitation and reloads the invitations. */
export const useDeleteInvitation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvitation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.invitations }),
  });
};
