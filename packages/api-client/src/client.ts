import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { publicOperations } from './generated/operations.ts';
import type { components, paths } from './generated/schema.ts';
import {
  AUTH_CHANNEL_NAME,
  createSession,
  type BroadcastChannelLike,
  type LockManagerLike,
  type RefreshAnswer,
} from './session.ts';
import type { TokenStore } from './token-store.ts';

export type Fetch = (request: Request) => Promise<Response>;

export interface ApiClientOptions {
  /** `/api` in the browser (VITE_API_URL); an absolute URL elsewhere. */
  baseUrl: string;
  tokenStore: TokenStore;
  /** The UI language sent as Accept-Language; `fi` when it returns nothing (the browser's own value, such as
   * `fi-FI,fi;q=0.9`, would break the contract's `fi | en`). */
  getLanguage: () => Language | null | undefined;
  /** Called once when a refresh is refused (tokens already cleared), also when another tab's session ended. */
  onSessionEnded: () => void;
  /** Defaults to globalThis.fetch (read at call time, so test spies on it work). */
  fetch?: Fetch;
  /** Cross-tab lock; defaults to navigator.locks when the browser has it. `null` turns it off. */
  locks?: LockManagerLike | null;
  /** Cross-tab messages; defaults to a BroadcastChannel named `siirto-auth` when available. `null` turns it off. */
  channel?: BroadcastChannelLike | null;
}

export type ApiClient = Client<paths> & {
  readonly tokenStore: TokenStore;
  /** Logout: clears both tokens and tells the other tabs, whose onSessionEnded runs (this tab's does not). */
  signOut(): void;
  /** Stops listening to other tabs (tests, hot reload). */
  dispose(): void;
};

const REFRESH_PATH = '/token/refresh/';
export type Language = components['schemas']['Language'];
const DEFAULT_LANGUAGE: Language = 'fi';

function defaultLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManager } }).navigator;
  const locks = nav?.locks;
  if (!locks) return null;
  return { request: async (name, callback) => await locks.request(name, callback) };
}

function defaultChannel(): BroadcastChannelLike | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const channel = new BroadcastChannel(AUTH_CHANNEL_NAME);
  // Node (tests, jsdom) keeps the process alive while a channel listens; browsers have no unref.
  (channel as BroadcastChannel & { unref?: () => void }).unref?.();
  return channel;
}

function isPublic(method: string, schemaPath: string): boolean {
  return publicOperations.has(`${method.toUpperCase()} ${schemaPath}`);
}

/**
 * The one API client: openapi-fetch typed by the contract, with the session middleware.
 *
 * - Every non-public call carries `Authorization: jwt <access>`; public ones (`security: []` in the contract:
 *   /token/ calls, the shared transport view, registration...) never do. Every call carries Accept-Language.
 * - On a 401 the middleware gets a fresh access token through one shared refresh (see session.ts) and retries the
 *   request once, replaying the body bytes it copied before sending (multipart included). The retry does not go
 *   through the middleware again, so a second 401 is returned as it is and never refreshes again.
 * - A refused refresh (400/401) clears the tokens, calls onSessionEnded once and returns the 401. A refresh that
 *   fails by network error or 5xx keeps the tokens and rejects the call with TokenRefreshError.
 * - The caller's AbortSignal stays on the request and its retry.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { baseUrl, tokenStore, getLanguage, onSessionEnded } = options;
  const baseFetch: Fetch = options.fetch ?? ((request) => globalThis.fetch(request));
  const locks = options.locks === undefined ? defaultLocks() : options.locks;
  const channel = options.channel === undefined ? defaultChannel() : options.channel;
  const root = baseUrl.replace(/\/+$/, '');

  async function callRefresh(refresh: string): Promise<RefreshAnswer> {
    const headers = new Headers({ 'Content-Type': 'application/json', Accept: 'application/json' });
    headers.set('Accept-Language', getLanguage() ?? DEFAULT_LANGUAGE);
    let response: Response;
    try {
      response = await baseFetch(
        new Request(`${root}${REFRESH_PATH}`, { method: 'POST', headers, body: JSON.stringify({ refresh }) }),
      );
    } catch (cause) {
      return { kind: 'failed', status: null, cause };
    }
    if (response.status === 400 || response.status === 401) return { kind: 'refused' };
    if (!response.ok) return { kind: 'failed', status: response.status };
    const body: unknown = await response.json().catch(() => null);
    if (
      typeof body === 'object' &&
      body !== null &&
      'access' in body &&
      'refresh' in body &&
      typeof body.access === 'string' &&
      typeof body.refresh === 'string'
    ) {
      return { kind: 'refreshed', access: body.access, refresh: body.refresh };
    }
    return { kind: 'failed', status: response.status, cause: new Error('The refresh answer has no token pair') };
  }

  const session = createSession({ tokenStore, refresh: callRefresh, onSessionEnded, locks, channel });
  /** Body bytes of each request in flight, copied before sending so a retry can replay them exactly. */
  const bodies = new WeakMap<Request, ArrayBuffer>();

  const sessionMiddleware: Middleware = {
    async onRequest({ request, schemaPath }) {
      request.headers.set('Accept-Language', getLanguage() ?? DEFAULT_LANGUAGE);
      if (isPublic(request.method, schemaPath)) return request;
      const { access } = tokenStore.get();
      if (access) request.headers.set('Authorization', `jwt ${access}`);
      if (request.body !== null) bodies.set(request, await request.clone().arrayBuffer());
      return request;
    },
    async onResponse({ request, response, schemaPath, options: merged }) {
      if (response.status !== 401 || isPublic(request.method, schemaPath)) return undefined;
      const sent = request.headers.get('Authorization');
      // Without a token there is no session to refresh (signed out, or ended in another tab).
      if (!sent?.startsWith('jwt ')) return undefined;
      const fresh = await session.freshAccess(sent.slice('jwt '.length));
      if (fresh.kind === 'ended') return undefined;
      // A call cancelled while it waited for the refresh (a newer list request) is not sent again.
      request.signal.throwIfAborted();
      const headers = new Headers(request.headers);
      headers.set('Authorization', `jwt ${fresh.access}`);
      const body = bodies.get(request);
      const retry = new Request(request.url, {
        method: request.method,
        headers,
        body: body ?? null,
        signal: request.signal,
        credentials: request.credentials,
        redirect: request.redirect,
        cache: request.cache,
        mode: request.mode,
      });
      // The fetch this call uses, outside the middleware: the retry is never retried or refreshed again.
      return merged.fetch(retry);
    },
  };

  const client = createClient<paths>({ baseUrl: root, fetch: baseFetch });
  client.use(sessionMiddleware);
  return Object.assign(client, {
    tokenStore,
    signOut: () => session.signOut(),
    dispose: () => session.dispose(),
  });
}
