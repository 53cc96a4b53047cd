import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { accountKeys } from './keys';

/** GET /companies/: every company of the account. */
export const companiesQuery = queryOptions({
  queryKey: accountKeys.companies,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/companies/', { signal }))).results,
});
