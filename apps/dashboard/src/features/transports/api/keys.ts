import { sharedKeys } from '../../../lib/queries/keys';
import type { TransportListParams } from './get-transports';

/** The transports area's query keys. */
export const transportKeys = {
  all: sharedKeys.transports,
  list: (params: TransportListParams) => [...transportKeys.all, 'list', params] as const,
  /** GET /transports/company/map/ (the map screen); under `all`, so the live status refreshes it with the rest. */
  map: () => sharedKeys.transportMap,
};
