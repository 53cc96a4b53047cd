import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** GET /api/customers/ without `limit`: the plain array of every customer (the new customer chat's choices). */
export const customersQueryOptions = queryOptions({
  queryKey: chatKeys.customers(),
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/api/customers/', { signal }))).results,
  staleTime: 5 * 60_000,
});

export const useCustomers = (enabled: boolean) => useQuery({ ...customersQueryOptions, enabled, retry: false });
