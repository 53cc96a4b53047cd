import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { TransportSummary } from './api-types';

/** The company's transports list (spec 2 §7), read by the frontpage widget and the transports list. */
export interface TransportListParams {
  limit: number;
  offset?: number;
  state?: number;
  search?: string;
}

interface TransportListAnswer {
  count?: number;
  results?: TransportSummary[];
  transports?: TransportSummary[];
}

export const transportKeys = {
  all: ['transports', 'company'] as const,
  list: (params: TransportListParams) => [...transportKeys.all, 'list', params] as const,
};

export async function getTransports(params: TransportListParams, signal?: AbortSignal) {
  const answer = await api.get<TransportListAnswer | TransportSummary[]>('/transports/company/', {
    signal,
    query: { ...params, offset: params.offset ?? 0, exclude_return_trips: true, ordering: '-id' },
  });
  if (Array.isArray(answer)) return { count: answer.length, results: answer };
  const results = answer.results ?? answer.transports ?? [];
  return { count: answer.count ?? results.length, results };
}

export const transportsQueryOptions = (params: TransportListParams) =>
  queryOptions({
    queryKey: transportKeys.list(params),
    queryFn: ({ signal }) => getTransports(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransports = (params: TransportListParams) => useQuery(transportsQueryOptions(params));
