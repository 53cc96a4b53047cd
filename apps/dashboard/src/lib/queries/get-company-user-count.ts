import { queryOptions } from '@tanstack/react-query';
import type { paths } from '@siirto/api-client/schema';
import { apiClient, asPage, unwrap } from '../api';
import { sharedKeys } from './keys';

type UsersQuery = NonNullable<paths['/companies/me/users/']['get']['parameters']['query']>;

/** GET /companies/me/users/: a page of the company's users (the company area's list reads it too). */
export const fetchCompanyUsers = async (query: UsersQuery, signal: AbortSignal) =>
  asPage(await unwrap(apiClient.GET('/companies/me/users/', { signal, params: { query } })));

/** How many users the company has (one row asked for: only the count is read). */
export const companyUserCountQuery = queryOptions({
  queryKey: sharedKeys.companyUserCount,
  queryFn: async ({ signal }) => (await fetchCompanyUsers({ limit: 1, offset: 0 }, signal)).count,
});
