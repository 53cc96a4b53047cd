import type { UserUpdate, UserUpdateMultipart } from '../../../lib/api-types';
import { updateUser } from './update-user';

/**
 * The profile form as multipart (the picture is a file): each given field a part, the picture with its file name.
 * openapi-fetch sends FormData as it is and lets the browser set the multipart boundary.
 */
function profileForm(body: UserUpdate | UserUpdateMultipart): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value instanceof Blob || typeof value === 'string') form.set(key, value);
  }
  return form;
}

/** PATCH /users/{id}/ as multipart: the profile with its picture. */
export const updateProfile = (id: number, body: UserUpdateMultipart) => updateUser(id, body, profileForm);
