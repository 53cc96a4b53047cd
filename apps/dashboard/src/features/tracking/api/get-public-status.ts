import { queryOptions } from '@tanstack/react-query';
import { fetchStatus } from '../../../lib/queries/get-status';
import { trackingKeys } from './keys';

/** GET /admin_data/status/ for the public share page (apart from the signed-in status: no session, no retry). */
export const publicStatusQuery = queryOptions({
  queryKey: trackingKeys.publicStatus,
  queryFn: ({ signal }) => fetchStatus(signal),
  staleTime: 10 * 60_000,
  retry: false,
});
