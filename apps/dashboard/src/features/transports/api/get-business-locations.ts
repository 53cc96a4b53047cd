import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';

/**
 * GET /business_locations/: every location of the company, for the list's cost-centre and place filters (spec 2
 * §7). Same key as the company area's list of every location, whose saves invalidate it.
 */
export const filterLocationsQuery = queryOptions({
  queryKey: ['business_locations', 'all'] as const,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/business_locations/', { signal }))).results,
  staleTime: 5 * 60_000,
});
