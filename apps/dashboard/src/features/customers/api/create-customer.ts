import type { Schema } from '@siirto/api-client';
import { apiClient, unwrap } from '../../../lib/api';

/** POST /api/customers/: a new customer of the account. */
export const createCustomer = (body: Schema<'CustomerWrite'>) => unwrap(apiClient.POST('/api/customers/', { body }));
