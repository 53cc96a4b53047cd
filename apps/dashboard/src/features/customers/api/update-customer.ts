import type { Schema } from '@siirto/api-client';
import { apiClient, unwrap } from '../../../lib/api';

/** PATCH /api/customers/{id}/: the customer's name and contact fields. */
export const updateCustomer = (id: number, body: Schema<'CustomerUpdate'>) =>
  unwrap(apiClient.PATCH('/api/customers/{id}/', { params: { path: { id } }, body }));
