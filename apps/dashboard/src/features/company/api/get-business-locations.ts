import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BUSINESS_LOCATIONS_PAGE_SIZE } from '@siirto/domain';
import { apiClient, asPage, unwrap } from '../../../lib/api';
import { companyKeys } from './keys';

/** GET /business_locations/: one page of the company's locations. */
export const businessLocationsQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.locations(offset),
    queryFn: async ({ signal }) =>
      asPage(
        await unwrap(
          apiClient.GET('/business_locations/', {
            signal,
            params: { query: { limit: BUSINESS_LOCATIONS_PAGE_SIZE, offset } },
          }),
        ),
      ),
    placeholderData: keepPreviousData,
  });
