import { apiClient, unwrap } from '../../../lib/api';

/** POST /users/confirm_email/: the link mailed to a new e-mail address (issue 28 item 13). */
export const confirmEmailChange = (token: string) =>
  unwrap(apiClient.POST('/users/confirm_email/', { body: { token } }));
