import type { LockManagerLike } from '../session.ts';

/** One request as the fake backend received it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  query: string;
  authorization: string | null;
  acceptLanguage: string | null;
  contentType: string | null;
  body: Uint8Array<ArrayBuffer>;
}

export type RefreshMode = 'rotate' | 'refuse' | 'unavailable' | 'network-error';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A small stand-in for the backend behind an injected fetch: JWT-like opaque tokens, a rotating refresh
 * (the old refresh token stops working, as with the real backend), and a log of every request with its body bytes.
 * Secured paths answer 200 `{ path, method }` to a valid access token and 401 otherwise.
 */
export function createFakeBackend(options: { latencyMs?: number; refreshLatencyMs?: number } = {}) {
  const latency = options.latencyMs ?? 5;
  const refreshLatency = options.refreshLatencyMs ?? 20;
  let generation = 0;
  const validAccess = new Set<string>();
  const validRefresh = new Set<string>(['refresh-0']);
  const received: ReceivedRequest[] = [];
  /** Paths of requests whose AbortSignal had fired when the backend got to answer them. */
  const aborted: string[] = [];
  const state = {
    refreshMode: 'rotate' as RefreshMode,
    refreshCalls: 0,
    /** Answers of secured paths, computed from the URL (otherwise `{ path, method }`). */
    answers: new Map<string, (url: URL) => unknown>(),
    /** Paths that answer 401 whatever the token (to prove a retry never refreshes again). */
    alwaysUnauthorized: new Set<string>(),
  };

  let refreshGate: Promise<void> = Promise.resolve();

  function issue() {
    generation += 1;
    const access = `access-${generation}`;
    const refresh = `refresh-${generation}`;
    validAccess.add(access);
    validRefresh.add(refresh);
    return { access, refresh };
  }

  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  async function fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const body = new Uint8Array(await request.arrayBuffer());
    received.push({
      method: request.method,
      path: url.pathname,
      query: url.search,
      authorization: request.headers.get('Authorization'),
      acceptLanguage: request.headers.get('Accept-Language'),
      contentType: request.headers.get('Content-Type'),
      body,
    });
    if (url.pathname.endsWith('/token/refresh/')) {
      state.refreshCalls += 1;
      await sleep(refreshLatency);
      await refreshGate;
      if (state.refreshMode === 'network-error') throw new TypeError('fetch failed');
      if (state.refreshMode === 'unavailable') return json(503, { detail: 'Service unavailable' });
      const { refresh } = JSON.parse(new TextDecoder().decode(body)) as { refresh: string };
      if (state.refreshMode === 'refuse' || !validRefresh.has(refresh)) {
        return json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' });
      }
      validRefresh.delete(refresh);
      return json(200, issue());
    }
    await sleep(latency);
    if (request.signal.aborted) aborted.push(url.pathname);
    request.signal.throwIfAborted();
    if (url.pathname.endsWith('/token/')) return json(200, issue());
    if (url.pathname.includes('/transports/shared/')) return json(200, { id: 1, public: true });
    const token = request.headers.get('Authorization')?.replace(/^jwt /, '') ?? '';
    if (state.alwaysUnauthorized.has(url.pathname) || !validAccess.has(token)) {
      return json(401, { detail: 'Given token not valid for any token type', code: 'token_not_valid' });
    }
    const answer = state.answers.get(url.pathname);
    return json(200, answer ? answer(url) : { path: url.pathname, method: request.method });
  }

  return {
    fetch,
    state,
    received,
    aborted,
    issue,
    /** Holds refresh answers until the returned function is called. */
    holdRefreshes: () => {
      let release = () => undefined as unknown;
      refreshGate = new Promise<void>((resolve) => (release = resolve));
      return () => {
        release();
      };
    },
    /** Makes every access token issued so far expire. */
    expireAccessTokens: () => validAccess.clear(),
    requestsTo: (path: string) => received.filter((r) => r.path.endsWith(path)),
  };
}

/** Web Locks as a browser gives them to all tabs of an origin: one holder per name at a time, in order. */
export function createLockManager(): LockManagerLike & { readonly grants: number } {
  const tails = new Map<string, Promise<unknown>>();
  let grants = 0;
  return {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => {
        grants += 1;
        return callback();
      });
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    },
    get grants() {
      return grants;
    },
  };
}
