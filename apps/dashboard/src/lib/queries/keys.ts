/**
 * The keys of the queries several features (and the session) read. Each endpoint has its own file beside this one
 * (`get-<noun>.ts`: the fetch, its query options and hook), the shape of `features/<f>/api/`; they live in lib
 * because lib (the session, the user limit) and components read them, and those never import a feature.
 */
export const sharedKeys = {
  company: ['companies', 'me'] as const,
  account: ['accounts', 'me'] as const,
  licences: ['licenses'] as const,
  cities: ['sk_locations', 'cities'] as const,
  status: ['admin_data', 'status'] as const,
  enums: ['enums'] as const,
  contacts: ['companies', 'me', 'contacts'] as const,
  newFeatures: ['new_features'] as const,
  version: ['version'] as const,
  pendingInvitations: ['companies', 'me', 'invitations', 'pending'] as const,
  // under the company users' prefix, so a change to the users list refreshes the count too
  companyUserCount: ['companies', 'me', 'users', 'count'] as const,
  everyLocation: ['business_locations', 'all'] as const,
  /**
   * The transports area's prefix and, under it, the map's and a detail's keys: the live status (lib/live) refreshes
   * them; features/transports and features/map build their keys on these.
   */
  transports: ['transports', 'company'] as const,
  transportMap: ['transports', 'company', 'map'] as const,
  transportDetail: (id: number) => ['transports', 'company', 'detail', id] as const,
};
