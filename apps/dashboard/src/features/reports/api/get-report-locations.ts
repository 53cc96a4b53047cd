import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { reportKeys } from './keys';

/** GET /business_locations/: every location of the company, for the report's location filter. */
export const reportLocationsQueryOptions = queryOptions({
  queryKey: reportKeys.locations(),
  queryFn: async ({ signal }) =>
    asPage(await unwrap(apiClient.GET('/business_locations/', { signal, params: { query: { limit: 10_000 } } })))
      .results,
  staleTime: 5 * 60_000,
});

export const useReportLocations = () => useQuery(reportLocationsQueryOptions);
