import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { BUSINESS_LOCATIONS_PAGE_SIZE } from '@siirto/domain';
import { fetchBusinessLocations } from '../../../lib/queries/get-every-business-location';
import { companyKeys } from './keys';

/** GET /business_locations/: one page of the company's locations. */
export const businessLocationsQuery = (offset: number) =>
  queryOptions({
    queryKey: companyKeys.locations(offset),
    queryFn: ({ signal }) => fetchBusinessLocations({ limit: BUSINESS_LOCATIONS_PAGE_SIZE, offset }, signal),
    placeholderData: keepPreviousData,
  });
