import type { TransportListOrdering } from '@siirto/domain';
import { sharedKeys } from '../../../lib/queries/keys';

/** The transports list's query (spec 2 §7): the call's parameters and its cache key. */
export interface TransportListParams {
  limit: number;
  offset?: number;
  /** Any number (the list's `?state=` from the address bar); only the contract's states match transports. */
  state?: number;
  search?: string;
  ordering?: TransportListOrdering;
  include_delivered?: boolean;
  /** Comma-separated business location ids (cost centres). */
  business_location?: string;
  pickup_business_location?: number;
  destination_business_location?: number;
  creator?: 'me';
  /** One repeating series' transports (issue 30 §2). */
  series?: number;
}

/** The transports area's query keys. */
export const transportKeys = {
  all: sharedKeys.transports,
  list: (params: TransportListParams) => [...transportKeys.all, 'list', params] as const,
  /** GET /transports/company/map/ (the map screen); under `all`, so the live status refreshes it with the rest. */
  map: () => sharedKeys.transportMap,
};
