import { queryOptions, useQuery } from '@tanstack/react-query';
import type { paths } from '@siirto/api-client/schema';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

type LocationsQuery = NonNullable<paths['/business_locations/']['get']['parameters']['query']>;

/**
 * GET /business_locations/: a page of the company's locations (`limit` and `offset`), or every one without `limit`.
 * The one call of the endpoint: the company area's paged list reads it as well as the query below.
 */
export const fetchBusinessLocations = async (query: LocationsQuery | undefined, signal: AbortSignal) =>
  asPage(await unwrap(apiClient.GET('/business_locations/', { signal, ...(query ? { params: { query } } : {}) })));

/**
 * Every location of the company (the users' location selects, the transport list's cost-centre and place filters,
 * the map's cost-centre filter, the order wizard's business location, the report's location filter). The company
 * area's location saves invalidate it (its key is under theirs).
 */
export const everyBusinessLocationQuery = queryOptions({
  queryKey: sharedKeys.everyLocation,
  queryFn: async ({ signal }) => (await fetchBusinessLocations(undefined, signal)).results,
  staleTime: 5 * 60_000,
});
export const useEveryBusinessLocation = () => useQuery(everyBusinessLocationQuery);
