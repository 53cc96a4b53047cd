import { apiClient, unwrap } from '../../../lib/api';

/** POST /activate/: the account activated with the mailed PIN. */
export const activate = (email: string, pin_code: string) =>
  unwrap(apiClient.POST('/activate/', { body: { email, pin_code } }));
