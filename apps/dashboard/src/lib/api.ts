import {
  ApiError,
  asPage,
  createApiClient,
  createQueryHelpers,
  type ApiClient,
  type ApiClientOptions,
  type Page,
} from '@siirto/api-client';
import { env } from '../config/env';
import { readStoredLanguage } from '../i18n/language';
import { sessionTokenStore } from './tokens';

export { ApiError, TokenRefreshError, unwrap, type NormalizedApiError } from '@siirto/api-client';
export type { Page } from '@siirto/api-client';

let sessionEndedHandler: () => void = () => undefined;
/** The app decides what an ended session means (spec 1 §4: clear the session and go to `/`). */
export function setSessionEndedHandler(handler: () => void) {
  sessionEndedHandler = handler;
}

/** `/api` becomes absolute against the page, so the client also runs where Request needs full URLs (jsdom tests). */
function resolveBaseUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return page ? new URL(baseUrl, page).href : baseUrl;
}

/**
 * The dashboard's wiring of the api-client: base URL from VITE_API_URL (default `/api`), the localStorage token
 * store, the UI language as Accept-Language, and the session-ended handler set by the SessionProvider.
 * Options override the wiring (tests).
 */
export function createDashboardApiClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: resolveBaseUrl(env.apiUrl),
    tokenStore: sessionTokenStore,
    getLanguage: readStoredLanguage,
    onSessionEnded: () => sessionEndedHandler(),
    ...overrides,
  });
}

/** The one API client: every request of the app goes through it (auth header, shared refresh, Accept-Language). */
export const apiClient: ApiClient = createDashboardApiClient();

/** TanStack Query options built on the one client: typed paths, keys `['api', 'get', path, init?]`, ApiError. */
export const apiQuery = createQueryHelpers(apiClient);

type Query = Record<string, string | number | boolean | undefined | null>;
export interface RequestOptions {
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** `false`: sent without the session's token and never refreshed (sign-in, registration, share links). */
  auth?: boolean;
  /** A one-off access token (the password-reset link's); such calls never refresh. */
  token?: string;
  signal?: AbortSignal;
}

type Middleware = Parameters<ApiClient['use']>[0];
type LooseRequest = (
  method: string,
  url: string,
  init: Record<string, unknown>,
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * A per-call middleware that sends the request itself, with the given token or none: answering from onRequest
 * skips the session middleware's 401 handling, so such a call never refreshes or ends the session.
 */
function sendDirectly(token: string | undefined): Middleware {
  return {
    onRequest: ({ request, options }) => {
      if (token === undefined) request.headers.delete('Authorization');
      else request.headers.set('Authorization', `jwt ${token}`);
      return options.fetch(request);
    },
  };
}

function parseText(text: unknown): unknown {
  if (typeof text !== 'string' || !text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A call by path through the one client, answering the parsed body or throwing ApiError (normalizeApiError).
 * Prefer the typed `apiClient.GET('/path/{id}/', …)` with `unwrap`, or `apiQuery.queryOptions(…)`, in new code.
 */
export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const send = apiClient.request.bind(apiClient) as unknown as LooseRequest;
  const direct = options.auth === false || options.token !== undefined;
  const { data, error, response } = await send(method, path, {
    params: options.query ? { query: options.query } : {},
    body: options.form ?? options.json,
    headers: { Accept: 'application/json' },
    parseAs: 'text',
    signal: options.signal,
    middleware: direct ? [sendDirectly(options.auth === false ? undefined : options.token)] : [],
  });
  if (!response.ok) throw ApiError.from(response.status, error);
  return parseText(data) as T;
}

export const api = {
  get: <T>(path: string, options?: RequestOptions) => request<T>('GET', path, options),
  post: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, json }),
  patch: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, json }),
  put: <T>(path: string, json?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, json }),
  delete: <T = null>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  patchForm: <T>(path: string, form: FormData, options?: RequestOptions) =>
    request<T>('PATCH', path, { ...options, form }),
};

/** List answers are plain arrays or `{ count, results }`; this gives one shape. */
export function toPage<T>(answer: readonly T[] | Page<T>): Page<T> {
  return asPage(answer);
}
