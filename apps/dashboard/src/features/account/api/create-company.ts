import { apiClient, unwrap } from '../../../lib/api';
import type { CompanyWrite } from '../../../lib/api-types';

/** POST /companies/ (its form invalidates `accountKeys.companies`). */
export const createCompany = (body: CompanyWrite) => unwrap(apiClient.POST('/companies/', { body }));
