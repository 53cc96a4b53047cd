import { apiClient, unwrap } from '../../../lib/api';
import type { AccountUpdate } from '../../../lib/api-types';

/** PATCH /account/{id}/: the account's subscription details. */
export const updateAccount = (id: number, body: AccountUpdate) =>
  unwrap(apiClient.PATCH('/account/{id}/', { params: { path: { id } }, body }));
