import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';

/** GET /business_locations/: the company's locations for the cost-centre filter (the transport list's key, so
 *  both share one answer and the company area's saves refresh it). */
export const mapLocationsQueryOptions = queryOptions({
  queryKey: ['business_locations', 'all'] as const,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/business_locations/', { signal }))).results,
  staleTime: 5 * 60_000,
});

export const useMapLocations = () => useQuery(mapLocationsQueryOptions);
