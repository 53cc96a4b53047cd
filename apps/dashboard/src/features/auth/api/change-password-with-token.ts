import { apiClient, unwrap, withOneOffToken } from '../../../lib/api';

/** PATCH /users/{id}/change_password/ with the reset link's one-off token. */
export const changePasswordWithToken = (token: string, userId: number, new_password: string, check_password: string) =>
  unwrap(
    apiClient.PATCH('/users/{id}/change_password/', {
      params: { path: { id: userId } },
      body: { data: { new_password, check_password } },
      middleware: [withOneOffToken(token)],
    }),
  );
