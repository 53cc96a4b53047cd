import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/**
 * GET /business_locations/ without `limit`: every location of the company (the users' location selects, the
 * transport list's cost-centre and place filters, the report's location filter). The company area's location saves
 * invalidate it (its key is under theirs).
 */
export const everyBusinessLocationQuery = queryOptions({
  queryKey: sharedKeys.everyLocation,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/business_locations/', { signal }))).results,
  staleTime: 5 * 60_000,
});
export const useEveryBusinessLocation = () => useQuery(everyBusinessLocationQuery);
