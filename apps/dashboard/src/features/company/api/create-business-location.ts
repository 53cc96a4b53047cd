import { apiClient, unwrap } from '../../../lib/api';
import type { BusinessLocationWrite } from '../../../lib/api-types';

/** POST /business_locations/ (its form invalidates `companyKeys.allLocations`). */
export const createBusinessLocation = (body: BusinessLocationWrite) =>
  unwrap(apiClient.POST('/business_locations/', { body }));
