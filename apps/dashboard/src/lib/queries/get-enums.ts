import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /enums/: the choice lists and the server's texts (the session loads them at start-up). */
export const enumsQueryOptions = queryOptions({
  queryKey: sharedKeys.enums,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/enums/', { signal })),
  staleTime: 60 * 60_000,
});
export const useEnums = () => useQuery(enumsQueryOptions);
