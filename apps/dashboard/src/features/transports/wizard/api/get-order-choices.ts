import { queryOptions } from '@tanstack/react-query';
import { apiClient, asPage, unwrap } from '../../../../lib/api';
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

/** GET /vehicles/vehicle_sizes/ (abroad orders choose one). */
export const vehicleSizesQuery = queryOptions({
  queryKey: wizardKeys.vehicleSizes,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/vehicles/vehicle_sizes/', { signal })),
  staleTime: 60 * 60_000,
});

/** GET /business_locations/: every location of the company (the cost centre select). */
export const orderLocationsQuery = queryOptions({
  queryKey: wizardKeys.locations,
  queryFn: async ({ signal }) => asPage(await unwrap(apiClient.GET('/business_locations/', { signal }))).results,
  staleTime: 60_000,
});

/** GET /pricing/get_company_pricing/: the company's price list (price type 17 offers the fixed special price). */
export const companyPricingQuery = (company: number) =>
  queryOptions({
    queryKey: [...wizardKeys.pricing, company],
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/pricing/get_company_pricing/', { signal, params: { query: { company } } })),
    staleTime: 10 * 60_000,
  });
