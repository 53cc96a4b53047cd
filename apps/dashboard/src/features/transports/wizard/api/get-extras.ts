import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { wizardKeys } from './keys';

/** GET /pricing/get_company_pricing_extra_services: the extra services the order may add (abroad ones only abroad). */
export const extrasQuery = (company: number, abroad: boolean) =>
  queryOptions({
    queryKey: wizardKeys.extras(company, abroad),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/pricing/get_company_pricing_extra_services/', {
          signal,
          params: { query: { company, abroad: abroad ? 1 : 0 } },
        }),
      ),
    staleTime: 10 * 60_000,
  });
