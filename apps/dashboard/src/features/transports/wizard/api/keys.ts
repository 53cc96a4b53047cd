import { transportKeys } from '../../api/keys';

/** The order wizard's query keys (a transport under the transports area's keys, so a save refreshes the list). */
export const wizardKeys = {
  transport: (id: number) => [...transportKeys.all, 'order', id] as const,
  extras: (company: number, abroad: boolean) => ['pricing', 'extra_services', company, abroad] as const,
  vehicleSizes: ['vehicles', 'vehicle_sizes'] as const,
  locations: ['business_locations', 'wizard'] as const,
  pricing: ['pricing', 'company'] as const,
};
