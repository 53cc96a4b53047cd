import { transportKeys } from '../../api/keys';

/** The repeating series' query keys (under the transports' keys: a transport change refreshes them too). */
export const seriesKeys = {
  all: () => [...transportKeys.all, 'series'] as const,
  list: () => [...seriesKeys.all(), 'list'] as const,
  one: (id: number) => [...seriesKeys.all(), id] as const,
};
