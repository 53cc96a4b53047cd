import { useMutation } from '@tanstack/react-query';
import { apiClient, unwrap } from '../../../lib/api';

/** POST /send_activation_link/. */
export const sendActivationLink = (email: string) =>
  unwrap(apiClient.POST('/send_activation_link/', { body: { email } }));

/** The activation link mailed again (the sign-in's and the activation page's "send again"); it changes no query. */
export const useSendActivationLink = () => useMutation({ mutationFn: sendActivationLink });
