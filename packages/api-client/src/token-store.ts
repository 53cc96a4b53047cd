/** The session's tokens. `refresh` is null after a password-reset link stored only an access token. */
export interface Tokens {
  access: string | null;
  refresh: string | null;
}

/**
 * Where the client keeps the session. It is read on every request, so a store backed by localStorage is shared by
 * all tabs of the origin: a token rotated in one tab is used by the others at once.
 */
export interface TokenStore {
  get(): Tokens;
  set(tokens: { access: string; refresh: string | null }): void;
  clear(): void;
}

/** The keys the specification names for browser storage. */
export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/** The part of the Web Storage API a token store needs. */
export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A token store over any Web Storage (localStorage in the app; a shared in-memory storage in two-tab tests). */
export function createStorageTokenStore(storage: StorageLike): TokenStore {
  return {
    get: () => ({ access: storage.getItem(ACCESS_TOKEN_KEY), refresh: storage.getItem(REFRESH_TOKEN_KEY) }),
    set: ({ access, refresh }) => {
      storage.setItem(ACCESS_TOKEN_KEY, access);
      if (refresh === null) storage.removeItem(REFRESH_TOKEN_KEY);
      else storage.setItem(REFRESH_TOKEN_KEY, refresh);
    },
    clear: () => {
      storage.removeItem(ACCESS_TOKEN_KEY);
      storage.removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/**
 * The browser's store: localStorage keys `accessToken` and `refreshToken`. localStorage is looked up on each call,
 * so importing this module outside a browser is harmless.
 */
export const localStorageTokenStore: TokenStore = {
  get: () => createStorageTokenStore(globalThis.localStorage).get(),
  set: (tokens) => createStorageTokenStore(globalThis.localStorage).set(tokens),
  clear: () => createStorageTokenStore(globalThis.localStorage).clear(),
};

/** A Web Storage kept in memory (tests; two clients sharing one instance behave like two tabs). */
export function createMemoryStorage(): StorageLike & { readonly size: number } {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    get size() {
      return items.size;
    },
  };
}

/** A token store kept in memory, optionally starting with a session. */
export function createMemoryTokenStore(initial?: { access: string; refresh: string | null }): TokenStore {
  const store = createStorageTokenStore(createMemoryStorage());
  if (initial) store.set(initial);
  return store;
}
