import { isTransportState } from '@siirto/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { transportKeys, type TransportListParams } from './keys';

/**
 * The company's transports list (spec 2 §7), read by the frontpage widget and the transports list. The signal cancels
 * the call: a new filter, sort or page aborts the one in flight.
 */
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
