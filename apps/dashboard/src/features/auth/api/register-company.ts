import { apiClient, unwrap } from '../../../lib/api';
import type { RegistrationRequest } from '../../../lib/api-types';

/** POST /companies/register/: the company and its first user. */
export const registerCompany = (values: RegistrationRequest) =>
  unwrap(apiClient.POST('/companies/register/', { body: values }));
