import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /sk_locations/cities/ by name (public: the registration's company step reads it too). */
export const getCities = async (signal?: AbortSignal) =>
  asPage(await unwrap(apiClient.GET('/sk_locations/cities/', { signal, params: { query: { ordering: 'name' } } })))
    .results;

export const citiesQueryOptions = queryOptions({
  queryKey: sharedKeys.cities,
  queryFn: ({ signal }) => getCities(signal),
  staleTime: 60 * 60_000,
});
export const useCities = () => useQuery(citiesQueryOptions);
