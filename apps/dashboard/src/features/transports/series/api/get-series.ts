import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { seriesKeys } from './keys';

/** GET /transports/series/{id}/: one repeating series with its transports and next days. */
export const seriesQuery = (id: number) =>
  queryOptions({
    queryKey: seriesKeys.one(id),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/series/{id}/', { signal, params: { path: { id } } })),
  });

export const useSeries = (id: number, enabled = true) => useQuery({ ...seriesQuery(id), enabled });
