import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** GET /api/customers/ (the new customer chat's choices). */
export const customersQueryOptions = queryOptions({
  queryKey: chatKeys.customers(),
  queryFn: ({ signal }) => unwrap(apiClient.GET('/api/customers/', { signal })),
  staleTime: 5 * 60_000,
});

export const useCustomers = (enabled: boolean) => useQuery({ ...customersQueryOptions, enabled, retry: false });
