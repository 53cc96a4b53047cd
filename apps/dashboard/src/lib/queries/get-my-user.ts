import { apiClient, type withOneOffToken } from '../api';

/**
 * GET /users/me/: the signed-in user (the session's query), or the user of a reset link's one-off token. Any
 * authenticated call refreshes an expired access token through the client's shared refresh: the realtime channel
 * calls it for that. The caller unwraps the answer.
 */
export const fetchMyUser = (init: { signal?: AbortSignal; middleware?: ReturnType<typeof withOneOffToken>[] } = {}) =>
  apiClient.GET('/users/me/', init);
