import type { TransportListParams } from './get-transports';

/** The transports area's query keys. */
export const transportKeys = {
  all: ['transports', 'company'] as const,
  list: (params: TransportListParams) => [...transportKeys.all, 'list', params] as const,
  /** GET /transports/company/map/ (the map screen); under `all`, so the live status refreshes it with the rest. */
  map: () => [...transportKeys.all, 'map'] as const,
};
