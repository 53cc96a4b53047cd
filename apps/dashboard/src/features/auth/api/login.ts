import { apiClient, unwrap } from '../../../lib/api';

/** POST /token/: the sign-in (public: no session token, never refreshed). */
export const login = (email: string, password: string) =>
  unwrap(apiClient.POST('/token/', { body: { username: email, password } }));
