import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';

/** POST /companies/me/webhooks/{id}/rotate_secret/: the new secret, answered once. */
export const rotateWebhookSecret = (id: number) =>
  unwrap(apiClient.POST('/companies/me/webhooks/{id}/rotate_secret/', { params: { path: { id } } }));

export const useRotateWebhookSecret = () => useMutation({ mutationFn: rotateWebhookSecret });
