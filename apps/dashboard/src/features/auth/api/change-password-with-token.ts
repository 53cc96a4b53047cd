import { changePassword } from '../../../lib/queries/change-password';

/** PATCH /users/{id}/change_password/ with the reset link's one-off token. */
export const changePasswordWithToken = (token: string, userId: number, new_password: string, check_password: string) =>
  changePassword(userId, { new_password, check_password }, token);
