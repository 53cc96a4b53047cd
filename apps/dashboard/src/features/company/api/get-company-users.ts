import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { USERS_PAGE_SIZE } from '@siirto/domain';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** GET /companies/me/users/: one page of the company's users. */
export const companyUsersQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.users(offset),
    queryFn: async ({ signal }) =>
      asPage(
        await unwrap(
          apiClient.GET('/companies/me/users/', { signal, params: { query: { limit: USERS_PAGE_SIZE, offset } } }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
