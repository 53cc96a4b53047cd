import { apiClient, unwrap } from '../../../lib/api';

/** DELETE /business_locations/{id}/. */
export const deleteBusinessLocation = (id: number) =>
  unwrap(apiClient.DELETE('/business_locations/{id}/', { params: { path: { id } } }));
