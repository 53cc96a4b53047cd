import { transportKeys } from '../../api/keys';

/** The detail's query keys: one transport by id. */
export const detailKeys = {
  transport: (id: number) => [...transportKeys.all, 'detail', id] as const,
};
