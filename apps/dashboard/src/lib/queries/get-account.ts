import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /accounts/me/: the company's account (licence, portfolios). */
export const accountQueryOptions = queryOptions({
  queryKey: sharedKeys.account,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/accounts/me/', { signal })),
});
export const useMyAccount = () => useQuery(accountQueryOptions);
