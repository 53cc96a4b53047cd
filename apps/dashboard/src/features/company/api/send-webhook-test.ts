import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** POST /companies/me/webhooks/{id}/test/: a `webhook.test` event to this endpoint. */
export const sendWebhookTest = (id: number) =>
  unwrap(apiClient.POST('/companies/me/webhooks/{id}/test/', { params: { path: { id } } }));

export const useSendWebhookTest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookTest,
    onSuccess: (_delivery, id) => queryClient.invalidateQueries({ queryKey: companyKeys.webhookDeliveries(id) }),
  });
};
