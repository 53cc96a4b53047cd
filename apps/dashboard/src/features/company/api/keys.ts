import { sharedKeys } from '../../../lib/queries/keys';

/** The company area's query keys (spec 1 §7): every query and invalidation of the feature goes through them. */
export const companyKeys = {
  allLocations: ['business_locations'] as const,
  locations: (offset: number) => [...companyKeys.allLocations, 'page', offset] as const,
  allUsers: ['companies', 'me', 'users'] as const,
  users: (offset: number) => [...companyKeys.allUsers, offset] as const,
  apiKeys: ['companies', 'me', 'api_keys'] as const,
  webhooks: ['companies', 'me', 'webhooks'] as const,
  webhookDeliveries: (endpointId: number) => ['companies', 'me', 'webhooks', endpointId, 'deliveries'] as const,
  // the pending invitations are read by the licence's user limit as well (lib/user-limit.ts)
  invitations: sharedKeys.pendingInvitations,
};
