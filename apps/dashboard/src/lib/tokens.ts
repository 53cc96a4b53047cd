import { localStorageTokenStore, type TokenStore } from '@siirto/api-client';

/**
 * The session's tokens: the api-client's localStorage store (keys `accessToken` and `refreshToken`, read on every
 * request, so all tabs share them). The one API client (lib/api.ts) uses this same store.
 */
export const sessionTokenStore: TokenStore = localStorageTokenStore;

/** The store with the small interface the screens use (sign-in, the password-reset link, sign-out). */
export const tokenStore = {
  getAccess: (): string | null => sessionTokenStore.get().access,
  getRefresh: (): string | null => sessionTokenStore.get().refresh,
  /** A missing refresh token removes the stored one (the password-reset link's token must not outlive it). */
  set(access: string, refresh?: string | null) {
    sessionTokenStore.set({ access, refresh: refresh ?? null });
  },
  clear() {
    sessionTokenStore.clear();
  },
};
