import { isUnderway, TRANSPORT_DETAIL_POLL_MS } from '@siirto/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { detailKeys } from './keys';

/** GET /transports/company/{id}/: one transport with photos, expenses, extras, route and driver. */
export const transportQuery = (id: number) =>
  queryOptions({
    queryKey: detailKeys.transport(id),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/company/{id}/', { signal, params: { path: { id } } })),
    // back in the window: the driver may have moved on; every minute while a driver is on the way
    refetchOnWindowFocus: true,
    refetchInterval: (query) => (isUnderway(query.state.data?.state) ? TRANSPORT_DETAIL_POLL_MS : false),
  });

export const useTransport = (id: number, enabled = true) => useQuery({ ...transportQuery(id), enabled });
