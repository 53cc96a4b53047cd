import type { Schema } from '@siirto/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from './keys';

/** POST /api/chat/groups/: a customer chat or a team group (a team group sends an empty description). */
export const createChatGroup = (body: Schema<'ChatGroupCreate'>) =>
  unwrap(apiClient.POST('/api/chat/groups/', { body }));

export function useCreateChatGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChatGroup,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatKeys.groups() }),
  });
}
