import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** GET /companies/me/webhooks/: the company's webhook endpoints (admins only). */
export const webhookEndpointsQuery = queryOptions({
  queryKey: companyKeys.webhooks,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/webhooks/', { signal })),
});
