import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /companies/me/: the signed-in user's company (a 404 means none; the session handles it, so no retry). */
export const companyQueryOptions = queryOptions({
  queryKey: sharedKeys.company,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/', { signal })),
  retry: false,
});
export const useMyCompany = () => useQuery(companyQueryOptions);
