import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** DELETE /companies/me/webhooks/{id}/. */
export const deleteWebhookEndpoint = (id: number) =>
  unwrap(apiClient.DELETE('/companies/me/webhooks/{id}/', { params: { path: { id } } }));

export const useDeleteWebhookEndpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.webhooks }),
  });
};
