import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { accountKeys } from './keys';

/** GET /account_users/: the account's users (activated and invited). */
export const accountUsersQuery = queryOptions({
  queryKey: accountKeys.accountUsers,
  queryFn: async ({ signal }) =>
    asPage(await unwrap(apiClient.GET('/account_users/', { signal, params: { query: { limit: 30, offset: 0 } } }))),
});
