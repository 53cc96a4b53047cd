import { apiClient, unwrap } from '../../../lib/api';

/**
 * POST /activate_invitated/: an invited account user gives their names and password with the mailed token and gets
 * their tokens (the invitation page signs them in with them).
 */
export const activateInvitedAccountUser = (body: {
  first_name: string;
  last_name: string;
  token: string;
  password: string;
}) => unwrap(apiClient.POST('/activate_invitated/', { body }));
