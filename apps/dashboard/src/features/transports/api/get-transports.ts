import { isTransportState, type TransportListOrdering } from '@siirto/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { transportKeys } from './keys';

/** The company's transports list (spec 2 §7), read by the frontpage widget and the transports list. */
export interface TransportListParams {
  limit: number;
  offset?: number;
  /** Any number (the list's `?state=` from the address bar); only the contract's states match transports. */
  state?: number;
  search?: string;
  ordering?: TransportListOrdering;
  include_delivered?: boolean;
  /** Comma-separated business location ids (cost centres). */
  business_location?: string;
  pickup_business_location?: number;
  destination_business_location?: number;
  creator?: 'me';
}

/** The signal cancels the call: a new filter, sort or page aborts the one in flight (spec 2 §7). */
export async function getTransports({ state, ...params }: TransportListParams, signal?: AbortSignal) {
  // No transport is in a state the contract does not know: the backend would answer an empty list.
  if (state !== undefined && !isTransportState(state)) return { count: 0, countEstimated: false, results: [] };
  const answer = await unwrap(
    apiClient.GET('/transports/company/', {
      signal,
      params: {
        query: { ordering: '-id', ...params, state, offset: params.offset ?? 0, exclude_return_trips: true },
      },
    }),
  );
  // above 10,000 matching transports the total is the server's estimate (count_estimated)
  return {
    count: answer.count,
    countEstimated: answer.count_estimated === true,
    results: answer.transports,
  };
}

export const transportsQueryOptions = (params: TransportListParams) =>
  queryOptions({
    queryKey: transportKeys.list(params),
    queryFn: ({ signal }) => getTransports(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransports = (params: TransportListParams) => useQuery(transportsQueryOptions(params));
