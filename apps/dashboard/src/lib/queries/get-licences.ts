import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /licenses/: the licences on sale. */
export const licencesQueryOptions = queryOptions({
  queryKey: sharedKeys.licences,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/licenses/', { signal }))).results,
  staleTime: 10 * 60_000,
});
export const useLicences = () => useQuery(licencesQueryOptions);
