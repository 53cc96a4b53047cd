import type { CustomerListParams } from '../customer-params';

/** The customers area's query keys: every query and invalidation of the feature goes through them. */
export const customerKeys = {
  all: ['customers'] as const,
  lists: () => [...customerKeys.all, 'list'] as const,
  list: (params: CustomerListParams) => [...customerKeys.lists(), params] as const,
};
