import { apiClient, unwrap } from '../../../lib/api';
import type { AccountUserUpdate } from '../../../lib/api-types';

/** PATCH /account_users/{id}/ (its form invalidates `accountKeys.accountUsers`). */
export const updateAccountUser = (id: number, body: AccountUserUpdate) =>
  unwrap(apiClient.PATCH('/account_users/{id}/', { params: { path: { id } }, body }));
