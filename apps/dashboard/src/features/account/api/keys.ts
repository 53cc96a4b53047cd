import { meQueryKey } from '../../../lib/session';
import { sharedKeys } from '../../../lib/queries/keys';

/** The account area's query keys (spec 1 §7): every query and invalidation of the feature goes through them. */
export const accountKeys = {
  accountUsers: ['account_users'] as const,
  companies: ['companies', 'list'] as const,
  // the account and the signed-in user are read by the session and the shell as well
  account: sharedKeys.account,
  me: meQueryKey,
};
