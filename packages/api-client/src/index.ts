export type { paths, components, operations } from './generated/schema.ts';
export { publicOperations } from './generated/operations.ts';
export { createApiClient, type ApiClient, type ApiClientOptions, type Fetch, type Language } from './client.ts';
export {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  createMemoryStorage,
  createMemoryTokenStore,
  createStorageTokenStore,
  localStorageTokenStore,
  type StorageLike,
  type TokenStore,
  type Tokens,
} from './token-store.ts';
export { ApiError, TokenRefreshError, normalizeApiError, parseRetryAfter, type NormalizedApiError } from './errors.ts';
export { AUTH_CHANNEL_NAME, REFRESH_LOCK_NAME, type BroadcastChannelLike, type LockManagerLike } from './session.ts';
export { API_QUERY_KEY, createQueryHelpers, unwrap, type ApiQueryKey, type PagedGetPath } from './query.ts';
export {
  REALTIME_MAX_RECONNECT_DELAY_MS,
  REALTIME_RECONNECT_DELAY_MS,
  REALTIME_RECONNECT_JITTER_MS,
  REALTIME_REPLACED_CLOSE_CODE,
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
  createRealtimeClient,
  realtimeReconnectDelay,
  parseRealtimeEvent,
  realtimeUrl,
  type RealtimeClient,
  type RealtimeClientOptions,
  type RealtimeEvent,
  type TransportRealtimeEvent,
  type RealtimeNotice,
  type RealtimeSocket,
  type RealtimeStatus,
  type RealtimeTimers,
} from './realtime.ts';
export { asPage, nextOffset, transportPage, type Page } from './pages.ts';

import type { components } from './generated/schema.ts';

/** Shorthand for a component schema: `Schema<'Transport'>`. */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];
