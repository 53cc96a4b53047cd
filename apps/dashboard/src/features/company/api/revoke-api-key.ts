import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** DELETE /companies/me/api_keys/{id}/: the key stops working at once. */
export const revokeApiKey = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/api_keys/{id}/', { params: { path: { id } } }));

/** Revokes an API key and reloads the list. */
export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.apiKeys }),
  });
};
