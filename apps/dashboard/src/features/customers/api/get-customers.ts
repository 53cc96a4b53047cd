import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import type { CustomerListParams } from '../customer-params';
import { customerKeys } from './keys';

/** GET /api/customers/ with `limit`: one page of the account's customers, searched by name, e-mail or business id. */
export const customersQueryOptions = (params: CustomerListParams) =>
  queryOptions({
    queryKey: customerKeys.list(params),
    queryFn: async ({ signal }) =>
      asPage(
        await unwrap(
          apiClient.GET('/api/customers/', {
            signal,
            params: {
              query: {
                limit: params.pageSize,
                offset: (params.page - 1) * params.pageSize,
                ...(params.search ? { search: params.search } : {}),
              },
            },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });

export const useCustomerList = (params: CustomerListParams) => useQuery(customersQueryOptions(params));
