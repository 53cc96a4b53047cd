import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** DELETE /api/chat/groups/{id}/ (the group's admin only): the group leaves the list. */
export function useDeleteChatGroup(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: chatKeys.deleteGroup(id),
    mutationFn: () => unwrap(apiClient.DELETE('/api/chat/groups/{id}/', { params: { path: { id } } })),
    onSuccess: () => refreshChatGroups(queryClient),
  });
}

/**
 * After a group was deleted (by this user or, live, by its admin): the list is fetched again. The group's own
 * query is left to expire: dropped while its room is still shown, it would be fetched again and fail.
 */
export function refreshChatGroups(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: chatKeys.groups() });
}
