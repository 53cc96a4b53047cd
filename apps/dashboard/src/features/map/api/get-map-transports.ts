import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { mapKeys } from './keys';

/** GET /transports/company/map/: every transport of the account in states 4–9 with its places and last position. */
export const mapTransportsQueryOptions = queryOptions({
  queryKey: mapKeys.all,
  queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/company/map/', { signal })),
});

export const useMapTransports = () => useQuery(mapTransportsQueryOptions);
