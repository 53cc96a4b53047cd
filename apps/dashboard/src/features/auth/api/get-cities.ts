import { apiClient, asPage, unwrap } from '../../../lib/api';

/** GET /sk_locations/cities/ by name (public). */
export const getCities = async () =>
  asPage(await unwrap(apiClient.GET('/sk_locations/cities/', { params: { query: { ordering: 'name' } } }))).results;
