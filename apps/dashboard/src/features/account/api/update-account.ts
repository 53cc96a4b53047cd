import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';
import type { AccountUpdate } from '../../../lib/api-types';
import { accountKeys } from './keys';

/** PATCH /account/{id}/: the account's subscription details. */
export const updateAccount = (id: number, body: AccountUpdate) =>
  unwrap(apiClient.PATCH('/account/{id}/', { params: { path: { id } }, body }));

/** Saves the account's details and reloads the account before the caller's `onSuccess`. */
export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AccountUpdate }) => updateAccount(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.account }),
  });
};
