import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import { chatKeys } from '../../chat';
import { customerKeys } from './keys';

/** POST /api/customers/{id}/chat/: the customer's chat of the user, created when there is none. */
export const openCustomerChat = (id: number) =>
  unwrap(apiClient.POST('/api/customers/{id}/chat/', { params: { path: { id } } }));

/** Opens (or creates) the chat; a new one shows in the chat's group list and as the customer's latest chat. */
export function useOpenCustomerChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openCustomerChat,
    onSuccess: async (answer) => {
      if (!answer.created) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: chatKeys.groups() }),
        queryClient.invalidateQueries({ queryKey: customerKeys.lists() }),
      ]);
    },
  });
}
