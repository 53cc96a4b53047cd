import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** GET /companies/me/webhooks/{id}/deliveries/: the endpoint's latest deliveries (the log). */
export const webhookDeliveriesQuery = (id: number) =>
  queryOptions({
    queryKey: companyKeys.webhookDeliveries(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/companies/me/webhooks/{id}/deliveries/', { params: { path: { id } }, signal })),
  });
