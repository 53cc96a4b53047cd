import { apiClient, unwrap, withOneOffToken } from '../api';
import type { ChangePasswordRequest } from '../api-types';

/**
 * PATCH /users/{id}/change_password/: with the current password (the account's password form, signed in), or with a
 * reset link's one-off token (`oneOffToken`).
 */
export const changePassword = (id: number, data: ChangePasswordRequest['data'], oneOffToken?: string) =>
  unwrap(
    apiClient.PATCH('/users/{id}/change_password/', {
      params: { path: { id } },
      body: { data },
      ...(oneOffToken === undefined ? {} : { middleware: [withOneOffToken(oneOffToken)] }),
    }),
  );
