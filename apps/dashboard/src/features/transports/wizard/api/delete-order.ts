import { apiClient, unwrap } from '../../../../lib/api';

/** DELETE /transports/company/{id}/ (states 2, 3 and 31). */
export const deleteOrder = (id: number) =>
  unwrap(apiClient.DELETE('/transports/company/{id}/', { params: { path: { id } } }));
