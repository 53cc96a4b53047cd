import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** POST /companies/me/webhooks/{id}/deliveries/{deliveryId}/resend/: the same event (same id) again. */
export const resendWebhookDelivery = ({ id, deliveryId }: { id: number; deliveryId: number }) =>
  unwrap(
    apiClient.POST('/companies/me/webhooks/{id}/deliveries/{deliveryId}/resend/', {
      params: { path: { id, deliveryId } },
    }),
  );

export const useResendWebhookDelivery = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendWebhookDelivery,
    onSuccess: (_delivery, { id }) => queryClient.invalidateQueries({ queryKey: companyKeys.webhookDeliveries(id) }),
  });
};
