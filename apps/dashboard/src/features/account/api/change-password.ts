import { apiClient, unwrap } from '../../../lib/api';
import type { ChangePasswordRequest } from '../../../lib/api-types';

/** PATCH /users/{id}/change_password/ with the current password. */
export const changePassword = (id: number, data: ChangePasswordRequest['data']) =>
  unwrap(apiClient.PATCH('/users/{id}/change_password/', { params: { path: { id } }, body: { data } }));
