/**
 * One shape for every error answer, following spec 1 §8 "generic form handling":
 * - field-keyed errors go on that field (`fieldErrors`);
 * - an `errorCode` is kept in `code` for the app to translate (its `detail`, if any, is `message`);
 * - `detail`, `message`, `non_field_errors` and `general` become the general `message`;
 * - `{sk_status: 'USER_EXISTS', email: [...]}` gives code USER_EXISTS and the first e-mail message;
 * - `{code, detail}` (user_not_found, token_not_valid) gives that code and message;
 * - a body that is not JSON (an HTML error page) becomes the message as text;
 * - an empty body gives no code, no message and no field errors: the app shows its own fallback
 *   ('Virhe. Ota tarvittaessa yhteyttä asiakaspalveluun').
 */
export interface NormalizedApiError {
  /** HTTP status; 0 when the request never got an answer. */
  status: number;
  /** Field name -> messages. Nested errors use dotted paths (`waypoints.0.lat`); the `data` wrapper of the
   * password change is unwrapped (`new_password`). */
  fieldErrors: Record<string, string[]>;
  /** A machine-readable code: `errorCode`, `sk_status` or `code` of the body. */
  code: string | null;
  /** The general message, if the server sent one. */
  message: string | null;
  /** The body as received (parsed JSON, text, or undefined). */
  raw: unknown;
  /** How many seconds the server asked to wait before trying again (its `Retry-After` header), or null. */
  retryAfterSeconds: number | null;
}

/** Keys whose value is a general message rather than a field error. */
const GENERAL_KEYS = ['detail', 'message', 'non_field_errors', 'general'] as const;
const GENERAL_KEY_SET = new Set<string>(GENERAL_KEYS);
/** Keys that carry codes or metadata, never field errors. */
const CODE_KEYS = new Set(['errorCode', 'sk_status', 'code', 'messages', 'status_code']);

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messagesOf(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() ? [value] : [];
  if (typeof value === 'number' || typeof value === 'boolean') return [String(value)];
  if (Array.isArray(value))
    return value.flatMap((item) => (isRecord(item) || Array.isArray(item) ? [] : messagesOf(item)));
  return [];
}

function collectFieldErrors(value: unknown, path: string, into: Record<string, string[]>): void {
  if (isRecord(value)) {
    for (const [key, nested] of Object.entries(value)) collectFieldErrors(nested, path ? `${path}.${key}` : key, into);
    return;
  }
  if (Array.isArray(value) && value.some((item) => isRecord(item) || Array.isArray(item))) {
    value.forEach((item, index) => {
      collectFieldErrors(item, `${path}.${index}`, into);
    });
    return;
  }
  const messages = messagesOf(value);
  if (messages.length && path) into[path] = [...(into[path] ?? []), ...messages];
}

function parseBody(body: unknown): unknown {
  if (typeof body !== 'string') return body;
  const text = body.trim();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * A `Retry-After` header in whole seconds: delta-seconds as given, an HTTP date as the seconds from `now` (at least 0,
 * rounded up). Null when the header is missing or unreadable.
 */
export function parseRetryAfter(header: string | null | undefined, now: number = Date.now()): number | null {
  const value = header?.trim();
  if (!value) return null;
  if (/^\d+$/.test(value)) return Number(value);
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * Turns any error answer (parsed JSON, raw text or nothing) into the one shape the app handles; `retryAfter` is the
 * answer's `Retry-After` header (a 429's wait).
 */
export function normalizeApiError(status: number, body: unknown, retryAfter?: string | null): NormalizedApiError {
  const parsed = parseBody(body);
  const result: NormalizedApiError = {
    status,
    fieldErrors: {},
    code: null,
    message: null,
    raw: body,
    retryAfterSeconds: parseRetryAfter(retryAfter),
  };
  if (parsed === undefined || parsed === null) return result;
  if (typeof parsed === 'string') return { ...result, message: parsed };
  if (Array.isArray(parsed)) {
    const messages = messagesOf(parsed);
    return { ...result, message: messages.length ? messages.join(' ') : null };
  }
  if (!isRecord(parsed)) return { ...result, message: JSON.stringify(parsed) };

  if (typeof parsed.errorCode === 'string') result.code = parsed.errorCode;
  else if (typeof parsed.sk_status === 'string') result.code = parsed.sk_status;
  else if (typeof parsed.code === 'string') result.code = parsed.code;

  for (const key of GENERAL_KEYS) {
    const messages = messagesOf(parsed[key]);
    if (messages.length && result.message === null) result.message = messages.join(' ');
  }
  const fields = Object.fromEntries(
    Object.entries(parsed).filter(([key]) => !GENERAL_KEY_SET.has(key) && !CODE_KEYS.has(key)),
  );

  // The password change nests its fields in `data`, the way it sends them.
  const { data, ...rest } = fields;
  if (isRecord(data)) collectFieldErrors(data, '', result.fieldErrors);
  else if (data !== undefined) collectFieldErrors(data, 'data', result.fieldErrors);
  collectFieldErrors(rest, '', result.fieldErrors);

  if (result.code === 'USER_EXISTS' && result.message === null) {
    result.message = result.fieldErrors.email?.[0] ?? null;
  }
  return result;
}

/** An error answer, thrown by `unwrap` and the query helpers. */
export class ApiError extends Error implements NormalizedApiError {
  readonly status: number;
  readonly fieldErrors: Record<string, string[]>;
  readonly code: string | null;
  readonly raw: unknown;
  readonly retryAfterSeconds: number | null;
  /** The general message from the server, or null (then `message` is a technical summary). */
  readonly serverMessage: string | null;

  constructor(normalized: NormalizedApiError) {
    const summary = normalized.message ?? normalized.code ?? `HTTP ${normalized.status}`;
    super(summary);
    this.name = 'ApiError';
    this.status = normalized.status;
    this.fieldErrors = normalized.fieldErrors;
    this.code = normalized.code;
    this.raw = normalized.raw;
    this.retryAfterSeconds = normalized.retryAfterSeconds;
    this.serverMessage = normalized.message;
  }

  /** `headers` are the answer's: a 429's `Retry-After` is kept as `retryAfterSeconds`. */
  static from(status: number, body: unknown, headers?: Pick<Headers, 'get'>): ApiError {
    return new ApiError(normalizeApiError(status, body, headers?.get('Retry-After')));
  }

  /** True for a 429: the server throttled the request (see `retryAfterSeconds`). */
  get isThrottled(): boolean {
    return this.status === 429;
  }

  /** True when the answer said nothing usable (the app shows its generic fallback text). */
  get isEmpty(): boolean {
    return this.serverMessage === null && this.code === null && Object.keys(this.fieldErrors).length === 0;
  }
}

/**
 * A refresh that failed without a verdict (network error, 5xx): the session is kept and the request that needed
 * it fails with this error, so the app can say "try again" instead of logging the user out.
 */
export class TokenRefreshError extends Error {
  readonly status: number | null;
  constructor(status: number | null, options?: { cause?: unknown }) {
    super(
      status === null ? 'Token refresh failed: no answer from the server' : `Token refresh failed: HTTP ${status}`,
      options,
    );
    this.name = 'TokenRefreshError';
    this.status = status;
  }
}
