import { apiClient, unwrap } from '../../../lib/api';
import type { UserUpdate } from '../../../lib/api-types';

/**
 * PATCH /users/{id}/: the user's username, language or features read as JSON, or the profile with its picture as
 * multipart (`bodySerializer`: update-profile.ts).
 */
export const updateUser = (id: number, body: UserUpdate, bodySerializer?: (body: UserUpdate) => FormData) =>
  unwrap(
    apiClient.PATCH('/users/{id}/', { params: { path: { id } }, body, ...(bodySerializer ? { bodySerializer } : {}) }),
  );
