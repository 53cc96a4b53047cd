import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './keys';
import { updateUser } from './update-user';

/**
 * PATCH /users/{id}/ `{new_features_readed}`: the features up to `readAt` are read (openapi UserUpdate: the read
 * time is the newest feature shown, the domain's newestFeatureTime, so the browser's clock plays no part).
 */
export const markFeaturesRead = (userId: number, readAt: Date) =>
  updateUser(userId, { new_features_readed: readAt.toISOString() });

/** Marks the features read and reloads the user, so the menu's "new" mark goes away. */
export const useMarkFeaturesRead = (userId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (readAt: Date) => markFeaturesRead(userId, readAt),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me }),
  });
};
