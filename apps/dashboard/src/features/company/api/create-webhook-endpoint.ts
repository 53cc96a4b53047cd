import { apiClient, unwrap } from '../../../lib/api';
import type { WebhookEndpointCreate } from '../../../lib/api-types';

/** POST /companies/me/webhooks/: answers the signing secret once (its form invalidates `companyKeys.webhooks`). */
export const createWebhookEndpoint = (body: WebhookEndpointCreate) =>
  unwrap(apiClient.POST('/companies/me/webhooks/', { body }));
