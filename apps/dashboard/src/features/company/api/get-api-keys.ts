import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** GET /companies/me/api_keys/: the company's API keys that are not revoked (admins only). */
export const apiKeysQuery = queryOptions({
  queryKey: companyKeys.apiKeys,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/companies/me/api_keys/', { signal })),
});
