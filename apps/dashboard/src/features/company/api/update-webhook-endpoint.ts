import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import type { WebhookEndpointUpdate } from '../../../lib/api-types';
import { companyKeys } from './keys';

/** PATCH /companies/me/webhooks/{id}/ (enable again after a disable). */
export const updateWebhookEndpoint = ({ id, body }: { id: number; body: WebhookEndpointUpdate }) =>
  unwrap(apiClient.PATCH('/companies/me/webhooks/{id}/', { params: { path: { id } }, body }));

export const useUpdateWebhookEndpoint = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.webhooks }),
  });
};
