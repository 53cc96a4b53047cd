import { apiClient, unwrap } from '../../../lib/api';
import type { BusinessLocationWrite } from '../../../lib/api-types';

/** PATCH /business_locations/{id}/ (its form invalidates `companyKeys.allLocations`). */
export const updateBusinessLocation = (id: number, body: BusinessLocationWrite) =>
  unwrap(apiClient.PATCH('/business_locations/{id}/', { params: { path: { id } }, body }));
