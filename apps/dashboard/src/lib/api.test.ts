// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  apiClient,
  setCredentialsMissingHandler,
  setSessionEndedHandler,
  unwrap,
  withOneOffToken,
} from './api';

type Route = (request: Request) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs the browser's fetch: answers by `METHOD /path/` (below /api) and records every request sent. */
function serve(routes: Record<string, Route>) {
  const sent: Request[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      sent.push(request.clone());
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const route = routes[`${request.method} ${path}`];
      return route ? route(request) : json(404, { detail: 'Not found.' });
    }),
  );
  return sent;
}

const companyWrite = {
  name: 'Demo Kuljetus Oy',
  business_identity_code: '1234567-8',
  street_address: 'Satamakatu 1',
  postal_code: '00100',
  city_sk: 91,
  invoicing_type: 5,
} as const;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  localStorage.setItem('language', 'en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionEndedHandler(() => undefined);
  setCredentialsMissingHandler(() => undefined);
});

describe('the dashboard API client', () => {
  it('sends the session token and the UI language to /api', async () => {
    const sent = serve({ 'GET /users/me/': () => json(200, { id: 7, email: 'admin@demo.siirto.fi' }) });

    const user = await unwrap(apiClient.GET('/users/me/'));

    expect(user.id).toBe(7);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]?.url ?? '').pathname).toBe('/api/users/me/');
    expect(sent[0]?.headers.get('Authorization')).toBe('jwt access-1');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('en');
  });

  it('maps a 400 field-error body onto fieldErrors and the general message', async () => {
    serve({
      'POST /companies/': () =>
        json(400, {
          name: ['This field is required.'],
          business_id: ['Invalid business ID.'],
          detail: 'Check the form.',
        }),
    });

    const error = await unwrap(apiClient.POST('/companies/', { body: { ...companyWrite, name: '' } })).catch(
      (caught: unknown) => caught,
    );

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      fieldErrors: { name: ['This field is required.'], business_id: ['Invalid business ID.'] },
      serverMessage: 'Check the form.',
    });
  });

  it('sends the query without its empty parameters, with the language the user chose', async () => {
    localStorage.setItem('language', 'fi');
    const sent = serve({ 'GET /business_locations/': () => json(200, { count: 0, results: [] }) });

    await unwrap(
      apiClient.GET('/business_locations/', { params: { query: { limit: 10, offset: 0, search: undefined } } }),
    );

    expect(new URL(sent[0]?.url ?? '').search).toBe('?limit=10&offset=0');
    expect(sent[0]?.headers.get('Accept-Language')).toBe('fi');
  });

  it('refreshes once on a 401 and repeats the call with the new token', async () => {
    const sent = serve({
      'GET /users/me/': (request) =>
        request.headers.get('Authorization') === 'jwt access-2' ? json(200, { id: 7 }) : json(401, {}),
      'POST /token/refresh/': () => json(200, { access: 'access-2', refresh: 'refresh-2' }),
    });

    await expect(unwrap(apiClient.GET('/users/me/'))).resolves.toEqual({ id: 7 });

    expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
      '/api/users/me/',
      '/api/token/refresh/',
      '/api/users/me/',
    ]);
    expect(localStorage.getItem('accessToken')).toBe('access-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('ends the session once when the refresh is refused', async () => {
    serve({
      'GET /users/me/': () => json(401, { detail: 'Token expired' }),
      'POST /token/refresh/': () => json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }),
    });
    const ended = vi.fn();
    const missing = vi.fn();
    setSessionEndedHandler(ended);
    setCredentialsMissingHandler(missing);

    const error = await unwrap(apiClient.GET('/users/me/')).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401 });
    expect(ended).toHaveBeenCalledTimes(1);
    // the call carried a token: the refused refresh ended the session, the missing credentials are not reported
    expect(missing).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it('tells the app the credentials are missing when the stored tokens are gone and a call is refused', async () => {
    const sent = serve({
      'GET /users/me/': () => json(401, { detail: 'Authentication credentials were not provided.' }),
    });
    const missing = vi.fn();
    const ended = vi.fn();
    setCredentialsMissingHandler(missing);
    setSessionEndedHandler(ended);
    // the site's data was cleared outside the app
    localStorage.removeItem('accessToken');
    localStorage.removeItem('refreshToken');

    const error = await unwrap(apiClient.GET('/users/me/')).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ status: 401 });
    expect(sent).toHaveLength(1);
    expect(missing).toHaveBeenCalledTimes(1);
    expect(ended).not.toHaveBeenCalled();
  });

  it('sends public calls without the token and never refreshes them', async () => {
    const sent = serve({
      'GET /transports/shared/12/': () => json(401, { detail: 'Invalid share token' }),
    });
    const ended = vi.fn();
    setSessionEndedHandler(ended);

    const error = await unwrap(
      apiClient.GET('/transports/shared/{transportId}/', {
        params: { path: { transportId: 12 }, query: { token: 'x' } },
      }),
    ).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, serverMessage: 'Invalid share token' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBeNull();
    expect(ended).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('access-1');
  });

  it('uses a one-off token (the password-reset link) without refreshing it', async () => {
    const sent = serve({ 'GET /users/me/': () => json(401, { detail: 'Link expired' }) });
    const ended = vi.fn();
    setSessionEndedHandler(ended);

    const error = await unwrap(apiClient.GET('/users/me/', { middleware: [withOneOffToken('link-token')] })).catch(
      (e: unknown) => e,
    );

    expect(error).toMatchObject({ status: 401, serverMessage: 'Link expired' });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers.get('Authorization')).toBe('jwt link-token');
    expect(ended).not.toHaveBeenCalled();
  });
});
