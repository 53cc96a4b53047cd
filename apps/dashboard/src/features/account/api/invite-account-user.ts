import { apiClient, unwrap } from '../../../lib/api';
import type { AccountUserInvite } from '../../../lib/api-types';

/** POST /invitate_user/ (its form invalidates `accountKeys.accountUsers`). */
export const inviteAccountUser = (body: AccountUserInvite) => unwrap(apiClient.POST('/invitate_user/', { body }));
