import { apiClient, unwrap } from '../../../lib/api';

/** POST /send_activation_link/. */
export const sendActivationLink = (email: string) =>
  unwrap(apiClient.POST('/send_activation_link/', { body: { email } }));
