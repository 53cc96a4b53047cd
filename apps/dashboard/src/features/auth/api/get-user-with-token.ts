import { apiClient, unwrap, withOneOffToken } from '../../../lib/api';

/** GET /users/me/ with the reset link's one-off token. */
export const getUserWithToken = (token: string) =>
  unwrap(apiClient.GET('/users/me/', { middleware: [withOneOffToken(token)] }));
