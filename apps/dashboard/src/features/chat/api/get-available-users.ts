import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/groups/{id}/available-users/: users that can still be added. */
export const availableUsersQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.availableUsers(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient.GET('/api/chat/groups/{id}/available-users/', { signal, params: { path: { id } } })),
  });

export const useAvailableUsers = (id: number, enabled: boolean) =>
  useQuery({ ...availableUsersQueryOptions(id), enabled });
