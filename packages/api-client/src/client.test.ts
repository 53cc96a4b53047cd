import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client.ts';
import { TokenRefreshError } from './errors.ts';
import type { BroadcastChannelLike } from './session.ts';
import { createFakeBackend, createLockManager } from './test-support/fake-backend.ts';
import {
  createMemoryStorage,
  createMemoryTokenStore,
  createStorageTokenStore,
  type TokenStore,
} from './token-store.ts';

const BASE = 'http://api.test/api';
const clients: ApiClient[] = [];

function makeClient(backend: ReturnType<typeof createFakeBackend>, overrides: Partial<ApiClientOptions> = {}) {
  const onSessionEnded = vi.fn();
  const tokenStore: TokenStore =
    overrides.tokenStore ?? createMemoryTokenStore({ access: 'expired', refresh: 'refresh-0' });
  const client = createApiClient({
    baseUrl: BASE,
    tokenStore,
    getLanguage: () => 'en',
    onSessionEnded,
    fetch: backend.fetch,
    locks: null,
    channel: null,
    ...overrides,
  });
  clients.push(client);
  return { client, tokenStore, onSessionEnded };
}

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

describe('createApiClient: headers', () => {
  it('sends `Authorization: jwt <access>` and Accept-Language on secured calls', async () => {
    const backend = createFakeBackend();
    const { access, refresh } = backend.issue();
    const { client } = makeClient(backend, { tokenStore: createMemoryTokenStore({ access, refresh }) });

    const { data } = await client.GET('/users/me/');

    expect(data).toEqual({ path: '/api/users/me/', method: 'GET' });
    expect(backend.received[0]).toMatchObject({ authorization: `jwt ${access}`, acceptLanguage: 'en' });
  });

  it('never sends a token to /token/ or the public shared transport view, and never refreshes for them', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend);

    await client.POST('/token/', { body: { username: 'admin@demo.siirto.fi', password: 'x' } });
    await client.GET('/transports/shared/{transportId}/', {
      params: { path: { transportId: 1 }, query: { token: 't' } },
    });

    expect(backend.received.map((r) => r.authorization)).toEqual([null, null]);
    expect(backend.received.map((r) => r.acceptLanguage)).toEqual(['en', 'en']);
    expect(backend.state.refreshCalls).toBe(0);
  });

  it('sends Accept-Language fi when no language is known yet', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend, { getLanguage: () => null });

    await client.GET('/enums/');

    expect(backend.received[0]?.acceptLanguage).toBe('fi');
  });
});

describe('createApiClient: refresh on 401', () => {
  it('20 parallel calls with an expired token: one refresh, each call retried once, all succeed', async () => {
    const backend = createFakeBackend();
    const { client, tokenStore } = makeClient(backend);
    const ids = Array.from({ length: 20 }, (_, i) => i + 1);

    const results = await Promise.all(
      ids.map((id) => client.GET('/transports/company/{id}/', { params: { path: { id } } })),
    );

    expect(backend.state.refreshCalls).toBe(1);
    expect(results.map((r) => r.response.status)).toEqual(ids.map(() => 200));
    expect(results.map((r) => r.data)).toEqual(
      ids.map((id) => ({ path: `/api/transports/company/${id}/`, method: 'GET' })),
    );
    for (const id of ids) {
      const attempts = backend.requestsTo(`/transports/company/${id}/`);
      expect(attempts.map((a) => a.authorization)).toEqual(['jwt expired', 'jwt access-1']);
    }
    expect(tokenStore.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('replays a multipart upload byte for byte after a 401', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend);
    const picture = new Uint8Array(4096).map((_, i) => (i * 31 + 7) % 256);

    const result = await client.PATCH('/users/{id}/', {
      params: { path: { id: 3 } },
      body: { first_name: 'Maija', profile_picture: new Blob([picture], { type: 'image/png' }) },
      bodySerializer: (body) => {
        const form = new FormData();
        for (const [key, value] of Object.entries(body)) {
          if (value instanceof Blob) form.append(key, value, 'kuva.png');
          else if (typeof value === 'string') form.append(key, value);
        }
        return form;
      },
    });

    expect(result.response.status).toBe(200);
    const [first, retry] = backend.requestsTo('/users/3/');
    expect(first?.authorization).toBe('jwt expired');
    expect(retry?.authorization).toBe('jwt access-1');
    expect(retry?.contentType).toBe(first?.contentType);
    expect(retry?.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(retry?.body.byteLength).toBeGreaterThan(picture.byteLength);
    expect(Buffer.from(retry?.body ?? []).equals(Buffer.from(first?.body ?? []))).toBe(true);
    const form = await new Request('http://x/', {
      method: 'POST',
      headers: { 'Content-Type': retry?.contentType ?? '' },
      body: retry?.body ?? null,
    }).formData();
    const uploaded = form.get('profile_picture');
    expect(uploaded).toBeInstanceOf(Blob);
    expect(new Uint8Array(await (uploaded as Blob).arrayBuffer())).toEqual(picture);
  });

  it('replays a JSON body after a 401', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend);

    const result = await client.POST('/transports/company/{id}/share_transport/', {
      params: { path: { id: 5 } },
      body: { emails: ['pekka@esimerkki.fi'] },
    });

    expect(result.response.status).toBe(200);
    const bodies = backend.requestsTo('/share_transport/').map((r) => new TextDecoder().decode(r.body));
    expect(bodies).toEqual(['{"emails":["pekka@esimerkki.fi"]}', '{"emails":["pekka@esimerkki.fi"]}']);
  });

  it('a retried call that gets 401 again is returned as it is and never refreshes again', async () => {
    const backend = createFakeBackend();
    backend.state.alwaysUnauthorized.add('/api/accounts/me/');
    const { client, onSessionEnded } = makeClient(backend);

    const result = await client.GET('/accounts/me/');

    expect(result.response.status).toBe(401);
    expect(result.error).toMatchObject({ code: 'token_not_valid' });
    expect(backend.requestsTo('/accounts/me/')).toHaveLength(2);
    expect(backend.state.refreshCalls).toBe(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a later 401 with an already rotated token reuses the new token without refreshing', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend);
    await client.GET('/users/me/');
    expect(backend.state.refreshCalls).toBe(1);

    backend.expireAccessTokens();
    await client.GET('/users/me/');

    expect(backend.state.refreshCalls).toBe(2);
    expect(backend.requestsTo('/token/refresh/').map((r) => new TextDecoder().decode(r.body))).toEqual([
      '{"refresh":"refresh-0"}',
      '{"refresh":"refresh-1"}',
    ]);
  });

  it('refused refresh: both tokens cleared, onSessionEnded called once, the calls answer 401', async () => {
    const backend = createFakeBackend();
    backend.state.refreshMode = 'refuse';
    const { client, tokenStore, onSessionEnded } = makeClient(backend);

    const results = await Promise.all([
      client.GET('/users/me/'),
      client.GET('/accounts/me/'),
      client.GET('/licenses/'),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([401, 401, 401]);
    expect(tokenStore.get()).toEqual({ access: null, refresh: null });
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(backend.state.refreshCalls).toBe(1);

    // Signed out now: a further call carries no token and does not end the session again.
    const after = await client.GET('/users/me/');
    expect(after.response.status).toBe(401);
    expect(backend.received.at(-1)?.authorization).toBeNull();
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['503', 'unavailable', 503],
    ['a network error', 'network-error', null],
  ] as const)(
    'refresh failing with %s keeps the tokens, surfaces the error, does not end the session',
    async (_, mode, status) => {
      const backend = createFakeBackend();
      backend.state.refreshMode = mode;
      const { client, tokenStore, onSessionEnded } = makeClient(backend);

      const calls = [client.GET('/users/me/'), client.GET('/accounts/me/')];

      for (const call of calls) {
        await expect(call).rejects.toBeInstanceOf(TokenRefreshError);
        await expect(call).rejects.toMatchObject({ status });
      }
      expect(backend.state.refreshCalls).toBe(1);
      expect(tokenStore.get()).toEqual({ access: 'expired', refresh: 'refresh-0' });
      expect(onSessionEnded).not.toHaveBeenCalled();

      // When the server is back, the kept session works again.
      backend.state.refreshMode = 'rotate';
      const { response } = await client.GET('/users/me/');
      expect(response.status).toBe(200);
    },
  );

  it('passes the AbortSignal through: an aborted call rejects, the others still succeed', async () => {
    const backend = createFakeBackend();
    const { client } = makeClient(backend);
    const controller = new AbortController();

    const aborted = client.GET('/transports/company/', { signal: controller.signal });
    const kept = client.GET('/users/me/');
    controller.abort();

    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect((await kept).response.status).toBe(200);
  });
  it('a call aborted while the refresh runs is not retried; the others are', async () => {
    const backend = createFakeBackend();
    const release = backend.holdRefreshes();
    const { client } = makeClient(backend);
    const controller = new AbortController();

    const aborted = client.GET('/transports/company/', { signal: controller.signal });
    const kept = client.GET('/users/me/');
    await vi.waitFor(() => expect(backend.state.refreshCalls).toBe(1));
    controller.abort();
    release();

    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' });
    expect((await kept).response.status).toBe(200);
    expect(backend.requestsTo('/transports/company/')).toHaveLength(1);
    expect(backend.state.refreshCalls).toBe(1);
  });
});

describe('createApiClient: two tabs sharing one storage', () => {
  it('with Web Locks, two tabs hitting 401 together make one refresh in all', async () => {
    const backend = createFakeBackend();
    const storage = createMemoryStorage();
    const locks = createLockManager();
    const tabA = makeClient(backend, { tokenStore: createStorageTokenStore(storage), locks });
    const tabB = makeClient(backend, { tokenStore: createStorageTokenStore(storage), locks });
    tabA.tokenStore.set({ access: 'expired', refresh: 'refresh-0' });

    const results = await Promise.all([
      ...[1, 2, 3].map((id) => tabA.client.GET('/transports/company/{id}/', { params: { path: { id } } })),
      ...[4, 5, 6].map((id) => tabB.client.GET('/transports/company/{id}/', { params: { path: { id } } })),
    ]);

    expect(results.map((r) => r.response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(backend.state.refreshCalls).toBe(1);
    expect(locks.grants).toBe(2);
    expect(tabA.onSessionEnded).not.toHaveBeenCalled();
    expect(tabB.onSessionEnded).not.toHaveBeenCalled();
    expect(tabB.tokenStore.get()).toEqual({ access: 'access-1', refresh: 'refresh-1' });
  });

  it('without Web Locks, a tab that hears of another tab refreshing waits for it instead of refreshing', async () => {
    const backend = createFakeBackend();
    const release = backend.holdRefreshes();
    const storage = createMemoryStorage();
    const channelName = `siirto-auth-test-${Math.random()}`;
    const channel = () => new BroadcastChannel(channelName) as unknown as BroadcastChannelLike;
    const tabA = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    const tabB = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    tabA.tokenStore.set({ access: 'expired', refresh: 'refresh-0' });

    const first = tabA.client.GET('/users/me/');
    await vi.waitFor(() => expect(backend.state.refreshCalls).toBe(1));
    const second = tabB.client.GET('/accounts/me/');
    // Tab B got its 401 while tab A's refresh is still unanswered.
    await vi.waitFor(() => expect(backend.requestsTo('/accounts/me/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();

    expect((await first).response.status).toBe(200);
    expect((await second).response.status).toBe(200);
    expect(backend.state.refreshCalls).toBe(1);
  });

  it('a session ended in one tab ends it in the other', async () => {
    const backend = createFakeBackend();
    backend.state.refreshMode = 'refuse';
    const storage = createMemoryStorage();
    const channelName = `siirto-auth-test-${Math.random()}`;
    const channel = () => new BroadcastChannel(channelName) as unknown as BroadcastChannelLike;
    const tabA = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    const tabB = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    tabA.tokenStore.set({ access: 'expired', refresh: 'refresh-0' });

    await tabA.client.GET('/users/me/');

    expect(tabA.onSessionEnded).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(tabB.onSessionEnded).toHaveBeenCalledTimes(1));
    expect(tabB.tokenStore.get()).toEqual({ access: null, refresh: null });
  });

  it('signing out in one tab clears the tokens and ends the session in the other', async () => {
    const backend = createFakeBackend();
    const storage = createMemoryStorage();
    const channelName = `siirto-auth-test-${Math.random()}`;
    const channel = () => new BroadcastChannel(channelName) as unknown as BroadcastChannelLike;
    const tabA = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    const tabB = makeClient(backend, { tokenStore: createStorageTokenStore(storage), channel: channel() });
    tabA.tokenStore.set(backend.issue());

    tabA.client.signOut();

    expect(tabB.tokenStore.get()).toEqual({ access: null, refresh: null });
    await vi.waitFor(() => expect(tabB.onSessionEnded).toHaveBeenCalledTimes(1));
    expect(tabA.onSessionEnded).not.toHaveBeenCalled();
  });
});
