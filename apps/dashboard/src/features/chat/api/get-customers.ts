import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCustomers } from '../../../lib/queries/get-customers';
import { chatKeys } from './keys';

/** GET /api/customers/ without `limit`: the plain array of every customer (the new customer chat's choices). */
export const customersQueryOptions = queryOptions({
  queryKey: chatKeys.customers(),
  queryFn: async ({ signal }) => (await fetchCustomers(undefined, signal)).results,
  staleTime: 5 * 60_000,
});

export const useCustomers = (enabled: boolean) => useQuery({ ...customersQueryOptions, enabled, retry: false });
