import { apiClient, unwrap } from '../../../lib/api';
import type { ApiKeyCreate } from '../../../lib/api-types';

/** POST /companies/me/api_keys/: answers the key once (its form invalidates `companyKeys.apiKeys`). */
export const createApiKey = (body: ApiKeyCreate) => unwrap(apiClient.POST('/companies/me/api_keys/', { body }));
