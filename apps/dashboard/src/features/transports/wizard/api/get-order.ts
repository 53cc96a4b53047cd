import { queryOptions } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../../lib/api';
import { wizardKeys } from './keys';

/** GET /transports/company/{id}/: the transport the wizard edits. */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: wizardKeys.transport(id),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/transports/company/{id}/', { signal, params: { path: { id } } })),
    enabled: id > 0,
    staleTime: 0,
  });
