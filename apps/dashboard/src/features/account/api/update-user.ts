import { apiClient, unwrap } from '../../../lib/api';
import type { UserUpdate } from '../../../lib/api-types';

/** PATCH /users/{id}/: the user's username or language. */
export const updateUser = (id: number, body: UserUpdate) =>
  unwrap(apiClient.PATCH('/users/{id}/', { params: { path: { id } }, body }));
