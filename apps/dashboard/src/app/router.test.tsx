// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/all-catalogs';
import { I18nProvider } from '../i18n/intl';
import { createQueryClient } from '../lib/query-client';
import { meQueryKey, SessionProvider, useSession } from '../lib/session';
import { account, company, enums, me, status } from '../mocks/fixtures';
import { AppRoutes } from './router';
import { ToastProvider } from '../components/toaster';

type Route = (request: Request) => Response | Promise<Response>;

const json = (statusCode: number, body: unknown) =>
  new Response(JSON.stringify(body), { status: statusCode, headers: { 'Content-Type': 'application/json' } });

/** The backend as the session meets it at boot; `overrides` replace single calls (`'GET /users/me/'`). */
function serve(overrides: Record<string, Route> = {}) {
  const routes: Record<string, Route> = {
    'GET /admin_data/status/': () => json(200, status),
    'GET /enums/': () => json(200, enums),
    'GET /users/me/': () => json(200, me),
    'GET /companies/me/': () => json(200, company),
    'GET /accounts/me/': () => json(200, account),
    ...overrides,
  };
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const key = `${request.method} ${new URL(request.url).pathname.replace(/^\/api/, '')}`;
      sent.push(key);
      const route = routes[key];
      return route ? route(request) : json(404, { detail: 'Not found.' });
    }),
  );
  return sent;
}

let root: Root | undefined;
let container: HTMLElement;
let where = '';

function LocationProbe() {
  const location = useLocation();
  where = location.pathname;
  return null;
}

/** The app's providers (the toaster too) around the top-level routes (lazy route modules stay unloaded: they are not needed here). */
function render(url: string, extra?: ReactNode) {
  const queryClient = createQueryClient();
  container = document.createElement('div');
  container.setAttribute('data-theme', 'light');
  document.body.append(container);
  root = createRoot(container);
  act(() =>
    root?.render(
      <I18nProvider initialLanguage="fi">
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <MemoryRouter initialEntries={[url]}>
              <SessionProvider>
                {extra ?? <AppRoutes />}
                <LocationProbe />
              </SessionProvider>
            </MemoryRouter>
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>,
    ),
  );
  return queryClient;
}

const text = () => document.body.textContent;

let probe = '';
/** Records the session's status (what the router would draw). */
function SessionProbe() {
  probe = useSession().status;
  return null;
}

/** Lets requests and renders settle until `check` passes (or fails with its last error). */
async function until(check: () => void, timeoutMs = 2_000) {
  const started = Date.now();
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error;
      await act(() => vi.advanceTimersByTimeAsync(10));
    }
  }
}

beforeEach(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.useFakeTimers({ shouldAdvanceTime: true });
  localStorage.clear();
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('app session routing', () => {
  it('shows the full-screen spinner while the user loads', async () => {
    serve({ 'GET /users/me/': () => new Promise<Response>(() => undefined) });
    render('/dashboard/frontpage');
    await until(() => expect(container.querySelector('[role="status"]')?.textContent).toContain('Ladataan…'));
  });

  it('asks for the status, enums, user, company and account in one round, each once, without waiting for the user', async () => {
    let answerUser: (response: Response) => void = () => undefined;
    const sent = serve({ 'GET /users/me/': () => new Promise<Response>((resolve) => (answerUser = resolve)) });
    const queryClient = render('/dashboard/frontpage', <SessionProbe />);
    const boot = [
      'GET /accounts/me/',
      'GET /admin_data/status/',
      'GET /companies/me/',
      'GET /enums/',
      'GET /users/me/',
    ];
    await until(() => expect([...sent].sort()).toEqual(boot));
    act(() => answerUser(json(200, me)));
    await until(() => expect(probe).toBe('signedIn'));
    expect([...sent].sort()).toEqual(boot);
    expect(queryClient.getQueryData(['companies', 'me'])).toEqual(company);
  });

  it('draws the sign-in without waiting for the status and the enums', async () => {
    localStorage.clear();
    const sent = serve({
      'GET /admin_data/status/': () => new Promise<Response>(() => undefined),
      'GET /enums/': () => new Promise<Response>(() => undefined),
    });
    render('/auth/login', <SessionProbe />);
    await until(() => expect(probe).toBe('signedOut'));
    expect([...sent].sort()).toEqual(['GET /admin_data/status/', 'GET /enums/']);
  });

  it('an unaccepted company sees only the blocking dialog; its logout signs out to the sign-in page', async () => {
    serve({ 'GET /companies/me/': () => json(200, { ...company, accepted: false }) });
    // the dialog's code loads only when it is needed; have it in the module cache so the fake clock need not wait
    await import('./CompanyBlockedDialog');
    render('/dashboard/frontpage');
    await until(() => expect(text()).toContain('Yritys odottaa hyväksyntää'));
    const logout = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Kirjaudu ulos');
    expect(logout).toBeDefined();
    act(() => logout?.click());
    await until(() => expect(where).toBe('/auth/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(text()).not.toContain('Yritys odottaa hyväksyntää');
  });

  it('a company 404 shows the danger notice, then ends the session after 3 seconds', async () => {
    serve({ 'GET /companies/me/': () => json(404, { detail: 'Not found.' }) });
    render('/dashboard/company/basic');
    await until(() => expect(text()).toContain('Sinulla ei ole yritystä tai roolia yrityksessä.'));
    await act(() => vi.advanceTimersByTimeAsync(2_800));
    expect(text()).toContain('Sinulla ei ole yritystä tai roolia yrityksessä.');
    expect(localStorage.getItem('accessToken')).toBe('access-1');
    await act(() => vi.advanceTimersByTimeAsync(300));
    await until(() => expect(where).toBe('/auth/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
    // the notice is also a toast, so the user still reads why on the sign-in page
    await until(() => expect(text()).toContain('Sinulla ei ole yritystä tai roolia yrityksessä.'));
  });

  it('an unreachable backend keeps the tokens and shows a retry that loads the user', async () => {
    let up = false;
    serve({ 'GET /users/me/': () => (up ? json(200, me) : json(503, 'Service Unavailable')) });
    render('/dashboard/frontpage');
    await until(() => expect(text()).toContain('Palveluun ei saada yhteyttä'));
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1');
    up = true;
    const retry = [...document.querySelectorAll('button')].find((button) => button.textContent === 'Yritä uudelleen');
    act(() => retry?.click());
    await until(() => expect(text()).not.toContain('Palveluun ei saada yhteyttä'));
    expect(where).toBe('/dashboard/frontpage');
  });

  it('a user load the backend refuses ends the session at /, then the sign-in page', async () => {
    serve({ 'GET /users/me/': () => json(403, { detail: 'Forbidden.' }) });
    render('/dashboard/frontpage');
    await until(() => expect(where).toBe('/auth/login'));
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('skips the session check on an invitation path', async () => {
    const sent = serve();
    render('/auth/company/user/invitation?token=abc');
    await until(() => expect(sent).toEqual(expect.arrayContaining(['GET /admin_data/status/', 'GET /enums/'])));
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(sent).not.toContain('GET /users/me/');
    expect(where).toBe('/auth/company/user/invitation');
  });
});

describe('useSession', () => {
  function SessionProbe() {
    const session = useSession();
    const queryClient = useQueryClient();
    return (
      <>
        <p data-testid="probe">{`${session.status}:${session.user?.first_name ?? '-'}`}</p>
        <button type="button" onClick={() => void queryClient.invalidateQueries({ queryKey: meQueryKey })}>
          refresh
        </button>
        <button type="button" onClick={() => session.signIn('access-2', 'refresh-2', '/dashboard/frontpage')}>
          sign in
        </button>
      </>
    );
  }
  const probe = () => document.querySelector('[data-testid="probe"]')?.textContent;
  const click = (name: string) =>
    act(() => [...document.querySelectorAll('button')].find((button) => button.textContent === name)?.click());

  it('follows a user the screens refetched (profile edit) through the user query', async () => {
    let firstName = me.first_name;
    serve({ 'GET /users/me/': () => json(200, { ...me, first_name: firstName }) });
    render('/dashboard/other/user_account', <SessionProbe />);
    await until(() => expect(probe()).toBe(`signedIn:${me.first_name}`));
    firstName = 'Eeva';
    click('refresh');
    await until(() => expect(probe()).toBe('signedIn:Eeva'));
  });

  it('signIn stores the tokens, loads the user and only then goes to the target', async () => {
    localStorage.clear();
    let answerUser: () => void = () => undefined;
    serve({
      'GET /users/me/': (request) =>
        new Promise<Response>((resolve) => {
          answerUser = () => resolve(json(200, me));
          expect(request.headers.get('Authorization')).toBe('jwt access-2');
        }),
    });
    render('/auth/login', <SessionProbe />);
    await until(() => expect(probe()).toBe('signedOut:-'));
    click('sign in');
    await until(() => expect(probe()).toBe('loading:-'));
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(where).toBe('/auth/login');
    answerUser();
    await until(() => expect(probe()).toBe(`signedIn:${me.first_name}`));
    await until(() => expect(where).toBe('/dashboard/frontpage'));
  });
});
