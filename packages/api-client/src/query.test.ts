import { CancelledError, QueryClient } from '@tanstack/query-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from './client.ts';
import { ApiError } from './errors.ts';
import { createQueryHelpers } from './query.ts';
import { createFakeBackend } from './test-support/fake-backend.ts';
import { createMemoryTokenStore } from './token-store.ts';

const clients: ApiClient[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
});

function setup() {
  const backend = createFakeBackend();
  const tokens = backend.issue();
  const api = createApiClient({
    baseUrl: 'http://api.test',
    tokenStore: createMemoryTokenStore(tokens),
    getLanguage: () => 'fi',
    onSessionEnded: () => undefined,
    fetch: backend.fetch,
    locks: null,
    channel: null,
  });
  clients.push(api);
  return { backend, api, q: createQueryHelpers(api), queryClient: new QueryClient() };
}

describe('createQueryHelpers', () => {
  it('queryOptions: a stable key with the path and params, and a query function that fetches it', async () => {
    const { q, queryClient } = setup();
    const options = q.queryOptions('/transports/company/{id}/', { params: { path: { id: 7 } } });

    expect(options.queryKey).toEqual(['api', 'get', '/transports/company/{id}/', { params: { path: { id: 7 } } }]);
    const data = await queryClient.query(options);
    expect(data).toMatchObject({ path: '/transports/company/7/' });
  });

  it('queryKey of a path without init invalidates every query of that path', async () => {
    const { q, queryClient } = setup();
    await queryClient.query(q.queryOptions('/transports/company/{id}/', { params: { path: { id: 1 } } }));
    await queryClient.query(q.queryOptions('/users/me/'));

    await queryClient.invalidateQueries({ queryKey: q.queryKey('/transports/company/{id}/') });

    const invalidated = queryClient
      .getQueryCache()
      .getAll()
      .map((query) => [query.queryKey[2], query.state.isInvalidated]);
    expect(invalidated).toEqual([
      ['/transports/company/{id}/', true],
      ['/users/me/', false],
    ]);
  });

  it('passes the query signal, so cancelling the query aborts the request', async () => {
    const { q, queryClient, backend } = setup();
    const options = q.queryOptions('/transports/company/', { params: { query: { limit: 30 } } });

    const fetching = queryClient.query(options).catch((e: unknown) => e);
    await new Promise((resolve) => setTimeout(resolve, 1));
    await queryClient.cancelQueries({ queryKey: options.queryKey });

    expect(await fetching).toBeInstanceOf(CancelledError);
    await vi.waitFor(() => expect(backend.aborted).toEqual(['/transports/company/']));
  });

  it('rejects with a normalised ApiError', async () => {
    const { q, queryClient, backend } = setup();
    backend.state.alwaysUnauthorized.add('/users/me/');

    const error: unknown = await queryClient
      .query({ ...q.queryOptions('/users/me/'), retry: false })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, code: 'token_not_valid' });
  });

  it('mutationOptions: calls the method and path with the given init', async () => {
    const { q, backend } = setup();
    const mutation = q.mutationOptions('patch', '/business_locations/{id}/');

    const data = await mutation.mutationFn({ params: { path: { id: 2 } }, body: { name: 'Uusi nimi' } });

    expect(mutation.mutationKey).toEqual(['api', 'patch', '/business_locations/{id}/']);
    expect(data).toMatchObject({ path: '/business_locations/2/', method: 'PATCH' });
    expect(new TextDecoder().decode(backend.received.at(-1)?.body)).toBe('{"name":"Uusi nimi"}');
  });

  it('infiniteQueryOptions: pages by limit and offset until count rows are loaded', async () => {
    const { q, queryClient, backend } = setup();
    const messages = Array.from({ length: 30 }, (_, i) => ({ id: 30 - i }));
    backend.state.answers.set('/chat/v1/groups/12/messages/', (url) => {
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return { count: messages.length, next: null, previous: null, results: messages.slice(offset, offset + limit) };
    });
    const options = q.infiniteQueryOptions(
      '/chat/v1/groups/{id}/messages/',
      { params: { path: { id: 12 }, query: { ordering: '-created_at' } } },
      21,
    );

    const data = await queryClient.infiniteQuery({ ...options, pages: 3 });

    expect(data.pageParams).toEqual([0, 21]);
    expect(data.pages.flatMap((page) => page.results.map((message) => message.id))).toEqual(messages.map((m) => m.id));
    const queries = backend.received.map((r) => r.query);
    expect(queries).toEqual(['?ordering=-created_at&limit=21&offset=0', '?ordering=-created_at&limit=21&offset=21']);
  });
});
