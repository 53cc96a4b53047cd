import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { wizardKeys } from './keys';

/** GET /pricing/get_company_pricing/: the company's price list (price type 17 offers the fixed special price). */
export const companyPricingQuery = (company: number) =>
  queryOptions({
    queryKey: [...wizardKeys.pricing, company],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/pricing/get_company_pricing/', { signal, params: { query: { company } } })),
    staleTime: 10 * 60_000,
  });
