import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { shareKeys } from '../../share/api/keys';

/** POST /transports/company/{id}/revoke_share_token/: a new tracking link; the old one stops working. */
export const revokeShareToken = (id: number) =>
  unwrap(apiClient.POST('/transports/company/{id}/revoke_share_token/', { params: { path: { id } } }));

export const useRevokeShareToken = (id: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => revokeShareToken(id),
    onSuccess: (answer) => queryClient.setQueryData(shareKeys.token(id), answer),
  });
};
