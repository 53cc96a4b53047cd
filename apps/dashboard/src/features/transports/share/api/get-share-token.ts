import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { shareKeys } from './keys';

/** GET /transports/company/{id}/share_token/: the token of the public tracking link. */
export const shareTokenQuery = (transportId: number) =>
  queryOptions({
    queryKey: shareKeys.token(transportId),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/transports/company/{id}/share_token/', { signal, params: { path: { id: transportId } } })),
  });

export const useShareToken = (transportId: number, enabled = true) =>
  useQuery({ ...shareTokenQuery(transportId), enabled });
