import type { paths } from '@siirto/api-client/schema';
import { apiClient, asPage, unwrap } from '../api';

type CustomersQuery = NonNullable<paths['/api/customers/']['get']['parameters']['query']>;

/**
 * GET /api/customers/: a page of the account's customers (`limit`, `offset`, `search`: the customers list), or every
 * customer without `limit` (the new customer chat's choices).
 */
export const fetchCustomers = async (query: CustomersQuery | undefined, signal: AbortSignal) =>
  asPage(await unwrap(apiClient.GET('/api/customers/', { signal, ...(query ? { params: { query } } : {}) })));
