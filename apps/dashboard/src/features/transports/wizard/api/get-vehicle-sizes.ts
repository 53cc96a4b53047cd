import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { wizardKeys } from './keys';

/** GET /vehicles/vehicle_sizes/ (abroad orders choose one). */
export const vehicleSizesQuery = queryOptions({
  queryKey: wizardKeys.vehicleSizes,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/vehicles/vehicle_sizes/', { signal })),
  staleTime: 60 * 60_000,
});
