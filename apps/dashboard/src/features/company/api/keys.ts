import { sharedKeys } from '../../../lib/queries/keys';

/** The company area's query keys (spec 1 §7): every query and invalidation of the feature goes through them. */
export const companyKeys = {
  allLocations: ['business_locations'] as const,
  locations: (offset: number) => [...companyKeys.allLocations, 'page', offset] as const,
  allUsers: ['companies', 'me', 'users'] as const,
  users: (offset: number) => [...companyKeys.allUsers, offset] as const,
  // the pending invitations are read by the licence's user limit as well (lib/user-limit.ts)
  invitations: sharedKeys.pendingInvitations,
};
