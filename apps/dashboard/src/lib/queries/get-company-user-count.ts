import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

/** GET /companies/me/users/?limit=1: how many users the company has (one row asked for: only the count is read). */
export const companyUserCountQuery = queryOptions({
  queryKey: sharedKeys.companyUserCount,
  queryFn: async ({ signal }) =>
    asPage(await unwrap(apiClient.GET('/companies/me/users/', { signal, params: { query: { limit: 1, offset: 0 } } })))
      .count,
});
