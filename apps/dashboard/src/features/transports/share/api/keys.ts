import { transportKeys } from '../../api/keys';

/** The share modal's query keys (one transport's share addresses and its share token). */
export const shareKeys = {
  all: (transportId: number) => [...transportKeys.all, 'share', transportId] as const,
  contacts: (transportId: number) => [...shareKeys.all(transportId), 'contacts'] as const,
  token: (transportId: number) => [...shareKeys.all(transportId), 'token'] as const,
};
