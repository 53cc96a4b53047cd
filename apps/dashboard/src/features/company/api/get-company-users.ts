import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { USERS_PAGE_SIZE } from '@siirto/domain';
import { fetchCompanyUsers } from '../../../lib/queries/get-company-user-count';
import { companyKeys } from './keys';

/** GET /companies/me/users/: one page of the company's users. */
export const companyUsersQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.users(offset),
    queryFn: ({ signal }) => fetchCompanyUsers({ limit: USERS_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
