import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchCustomers } from '../../../lib/queries/get-customers';
import type { CustomerListParams } from '../customer-params';
import { customerKeys } from './keys';

/** GET /api/customers/ with `limit`: one page of the account's customers, searched by name, e-mail or business id. */
export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: ({ signal }) =>
      fetchCustomers(
        {
          limit: params.pageSize,
          offset: (params.page - 1) * params.pageSize,
          ...(params.search ? { search: params.search } : {}),
        },
        signal,
      ),
    placeholderData: keepPreviousData,
  });

export const useCustomerList = (params: CustomerListParams) => useQuery(customersQueryOptions(params));
