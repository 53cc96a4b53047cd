import type { Schema } from '@siirto/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** POST /api/chat/members/ and DELETE /api/chat/members/{id}/ for one group; both refresh its members. */
export function useChatMemberMutations(groupId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: chatKeys.group(groupId) });
  const add = useMutation({
    mutationFn: (body: Schema<'ChatMemberCreate'>) => unwrap(apiClient.POST('/api/chat/members/', { body })),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: number) => unwrap(apiClient.DELETE('/api/chat/members/{id}/', { params: { path: { id } } })),
    onSuccess: refresh,
  });
  return { add, remove };
}
