import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /new_features/: what is new in the product (the shell's badge, the new features page). */
export const newFeaturesQueryOptions = queryOptions({
  queryKey: sharedKeys.newFeatures,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/new_features/', { signal }))).results,
  staleTime: 10 * 60_000,
});
export const useNewFeatures = () => useQuery(newFeaturesQueryOptions);
