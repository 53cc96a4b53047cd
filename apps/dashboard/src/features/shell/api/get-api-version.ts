import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { shellKeys } from './keys';

/** GET /version/: the backend's version (shown under the side menu, and compared by the version check). */
export const getApiVersion = (signal?: AbortSignal) => unwrap(apiClient.GET('/version/', { signal }));

export const apiVersionQueryOptions = queryOptions({
  queryKey: shellKeys.apiVersion,
  queryFn: () => getApiVersion(),
  staleTime: 5 * 60_000,
});
export const useApiVersion = () => useQuery(apiVersionQueryOptions);
