import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { shellKeys } from './keys';

/** GET /version/: the backend's version, shown under the side menu. */
export const apiVersionQueryOptions = queryOptions({
  queryKey: shellKeys.apiVersion,
  queryFn: () => unwrap(apiClient.GET('/version/')),
  staleTime: 5 * 60_000,
});
export const useApiVersion = () => useQuery(apiVersionQueryOptions);
