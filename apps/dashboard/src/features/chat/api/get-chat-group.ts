import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** GET /api/chat/groups/{id}/: the group with its members. */
export const chatGroupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.group(id),
    queryFn: ({ signal }) => unwrap(apiClient.GET('/api/chat/groups/{id}/', { signal, params: { path: { id } } })),
  });

export const useChatGroup = (id: number | null) =>
  useQuery({ ...chatGroupQueryOptions(id ?? 0), enabled: id !== null });
