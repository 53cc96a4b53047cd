import { env } from '../config/env';
import { readStoredLanguage } from '../i18n/language';
import { tokenStore } from './tokens';

/** An error answer from the API, normalised once (spec 1 §8 "generic form handling" reads it). */
export class ApiError extends Error {
  readonly status: number;
  readonly raw: unknown;
  /** Field-keyed messages (`{ email: ['...'] }`). */
  readonly fieldErrors: Record<string, string[]>;
  /** `errorCode` / `code` / `sk_status` of the body. */
  readonly code: string | undefined;
  /** detail / message / non_field_errors joined. */
  readonly detail: string | undefined;

  constructor(status: number, raw: unknown) {
    const parsed = parseErrorBody(raw);
    super(parsed.detail ?? parsed.code ?? `HTTP ${String(status)}`);
    this.name = 'ApiError';
    this.status = status;
    this.raw = raw;
    this.fieldErrors = parsed.fieldErrors;
    this.code = parsed.code;
    this.detail = parsed.detail;
  }
}

const generalKeys = new Set(['detail', 'message', 'non_field_errors', 'errorCode', 'error_code', 'code', 'sk_status']);

function asMessages(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(asMessages);
  if (value && typeof value === 'object') return Object.values(value).flatMap(asMessages);
  return [];
}

function parseErrorBody(raw: unknown) {
  const fieldErrors: Record<string, string[]> = {};
  let code: string | undefined;
  const details: string[] = [];
  if (typeof raw === 'string' && raw) details.push(raw);
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
      if (key === 'errorCode' || key === 'error_code' || key === 'code' || key === 'sk_status') {
        if (typeof value === 'string') code ??= value;
      } else if (generalKeys.has(key)) details.push(...asMessages(value));
      else {
        const messages = asMessages(value);
        if (messages.length) fieldErrors[key] = messages;
      }
    }
  }
  return { fieldErrors, code, detail: details.length ? details.join(' ') : undefined };
}

type Query = Record<string, string | number | boolean | undefined | null>;
interface RequestOptions {
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** Public calls (sign-in, share links) neither send nor refresh tokens. */
  auth?: boolean;
  /** A one-off access token (the password-reset link's); such calls never refresh. */
  token?: string;
  signal?: AbortSignal;
}

let onSessionEnded: () => void = () => undefined;
/** The app decides what an ended session means (clear caches, go to `/`). */
export function setSessionEndedHandler(handler: () => void) {
  onSessionEnded = handler;
}

let refreshing: Promise<boolean> | null = null;

/** One shared refresh for all requests that met a 401 at the same time. */
function refreshAccessToken(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh = tokenStore.getRefresh();
    if (!refresh) return false;
    try {
      const response = await fetch(`${env.apiUrl}/token/refresh/`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ refresh }),
      });
      if (response.ok) {
        const body = (await response.json()) as { access?: unknown; refresh?: unknown };
        if (typeof body.access !== 'string') return false;
        tokenStore.set(body.access, typeof body.refresh === 'string' ? body.refresh : refresh);
        return true;
      }
      // 5xx: the server is in trouble, the session is not over; report the original 401 to the caller
      if (response.status >= 500) throw new ApiError(response.status, null);
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

function buildUrl(path: string, query?: Query) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const search = params.toString();
  return `${env.apiUrl}${path}${search ? `?${search}` : ''}`;
}

async function send(method: string, path: string, options: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': readStoredLanguage() };
  const access = options.auth === false ? null : (options.token ?? tokenStore.getAccess());
  if (access) headers.Authorization = `jwt ${access}`;
  let body: BodyInit | undefined;
  if (options.form) body = options.form;
  else if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  }
  return fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(method, path, options);
  const mayRefresh =
    options.auth !== false &&
    options.token === undefined &&
    !path.startsWith('/token/') &&
    tokenStore.getAccess() !== null;
  if (response.status === 401 && mayRefresh) {
    let refreshed = false;
    try {
      refreshed = await refreshAccessToken();
    } catch {
      throw new ApiError(401, await readBody(response));
    }
    if (!refreshed) {
      tokenStore.clear();
      onSessionEnded();
      throw new ApiError(401, await readBody(response));
    }
    response = await send(method, path, options);
  }
  const body = await readBody(response);
  if (!response.ok) throw new ApiError(response.status, body);
  return body as T;
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

/** List answers are plain arrays or `{ count, results }`. */
export interface Page<T> {
  count: number;
  results: T[];
}
export function toPage<T>(answer: T[] | Page<T>): Page<T> {
  return Array.isArray(answer) ? { count: answer.length, results: answer } : answer;
}
