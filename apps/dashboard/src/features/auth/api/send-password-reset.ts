import { apiClient, unwrap } from '../../../lib/api';

/** POST /send_password_reset_confirmation/. */
export const sendPasswordReset = (email: string) =>
  unwrap(apiClient.POST('/send_password_reset_confirmation/', { body: { email } }));
