import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { AdminStatus, SharedTransport } from '../../../lib/api-types';

/** The public share link's transport: no Authorization header, never a token refresh. */
export const sharedTransportQuery = (transportId: string, token: string) =>
  queryOptions({
    queryKey: ['transports', 'shared', transportId, token],
    queryFn: ({ signal }) =>
      api.get<SharedTransport>(`/transports/shared/${encodeURIComponent(transportId)}/`, {
        auth: false,
        signal,
        query: { token },
      }),
    retry: false,
    refetchInterval: 60_000,
  });

export const publicStatusQuery = queryOptions({
  queryKey: ['admin_data', 'status', 'public'],
  queryFn: ({ signal }) => api.get<AdminStatus>('/admin_data/status/', { auth: false, signal }),
  staleTime: 10 * 60_000,
  retry: false,
});
