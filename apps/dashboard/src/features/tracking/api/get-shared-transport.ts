import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { trackingKeys } from './keys';

/**
 * The id from the link's path. Ids are whole numbers; anything else is sent as NaN, which the backend answers with
 * the same 404 as an unknown transport (the link's error message), as it did when the raw text was sent.
 */
const sharedTransportId = (transportId: string): number =>
  /^\d+$/.test(transportId) ? Number(transportId) : Number.NaN;

/** The public share link's transport: public in the contract, so no Authorization header and never a token refresh. */
export const sharedTransportQuery = (transportId: string, token: string) =>
  queryOptions({
    queryKey: trackingKeys.sharedTransport(transportId, token),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient.GET('/transports/shared/{transportId}/', {
          signal,
          params: { path: { transportId: sharedTransportId(transportId) }, query: { token } },
        }),
      ),
    retry: false,
    refetchInterval: 60_000,
  });
