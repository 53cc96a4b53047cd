import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /admin_data/status/: the service status (the session loads it at start-up, the shell shows its notices). */
export const fetchStatus = (signal: AbortSignal) => unwrap(apiClient.GET('/admin_data/status/', { signal }));
export const statusQueryOptions = queryOptions({
  queryKey: sharedKeys.status,
  queryFn: ({ signal }) => fetchStatus(signal),
  staleTime: 10 * 60_000,
});
export const useAdminStatus = () => useQuery(statusQueryOptions);
