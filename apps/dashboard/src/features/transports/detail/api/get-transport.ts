import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { detailKeys } from './keys';

/**
 * GET /transports/company/{id}/: one transport with photos, expenses, extras, route and driver. It follows the
 * driver without polling: the live status (lib/live) refreshes it on the realtime channel's transport events,
 * after a reconnect, and on window focus when the channel is off (WEBSOCKET 0).
 */
export const transportQuery = (id: number) =>
  queryOptions({
    queryKey: detailKeys.transport(id),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/company/{id}/', { signal, params: { path: { id } } })),
  });

export const useTransport = (id: number, enabled = true) => useQuery({ ...transportQuery(id), enabled });
