import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { I18n } from '../i18n/intl';
import { ApiError } from './api';

/**
 * A throttled request (429): the app's own text in the user's language with the wait from `Retry-After`, never the
 * server's words nor a wrong-password or not-found text. Undefined for any other error.
 */
export function throttledMessage(error: unknown, i18n: Pick<I18n, 't'>): string | undefined {
  if (!(error instanceof ApiError) || !error.isThrottled) return undefined;
  const seconds = error.retryAfterSeconds;
  return seconds !== null && seconds > 0 ? i18n.t('errors.throttled', { seconds }) : i18n.t('errors.throttledShort');
}

/** A server key's form field: one of a list of fields named as the server names them, or a map (a registration's
 * `username` is its `email`). */
export type ServerFieldMap<F extends string> = readonly F[] | ((serverKey: string) => F | undefined);

export interface ServerErrorOptions {
  /** The general message when the answer says nothing else (default: the generic support text). */
  fallback?: string;
  /**
   * How the general message reads: `all` (default: the error code's text, the server's message and each key without
   * a field as `key: message`), `messages` (the same with the messages only, no keys) or `first` (only the first of
   * the code's catalog text, the server's message and the first message of a key without a field: spec 1 §8's
   * invitations).
   */
  general?: 'all' | 'messages' | 'first';
}

/** A failed request read for a form: the messages for its fields (by form field) and the general message. */
export interface ServerErrors<F extends string> {
  fields: Partial<Record<F, string>>;
  /** Undefined when every error found its field. */
  general: string | undefined;
}

/**
 * Spec 1 §8 generic form handling, read without a form: field-keyed errors go to their field, an error code's
 * translated text or detail / message / non_field_errors / unknown keys become the general message, and an empty
 * answer gives the fallback (the generic support text). A throttled request (429) is its wait text only.
 */
export function readServerErrors<F extends string>(
  error: unknown,
  fieldMap: ServerFieldMap<F>,
  i18n: Pick<I18n, 't' | 'tryT'>,
  { fallback = i18n.t('errors.generic'), general: mode = 'all' }: ServerErrorOptions = {},
): ServerErrors<F> {
  if (!(error instanceof ApiError)) return { fields: {}, general: fallback };
  const throttled = throttledMessage(error, i18n);
  if (throttled) return { fields: {}, general: throttled };
  const fieldOf = typeof fieldMap === 'function' ? fieldMap : (key: string) => fieldMap.find((name) => name === key);
  const general: string[] = [];
  const codeKey = `errors.code.${error.code}`;
  if (error.code && (mode !== 'first' || i18n.tryT(codeKey, '') !== '')) general.push(i18n.tryT(codeKey, error.code));
  const detail = error.serverMessage;
  if (detail) general.push(i18n.tryT(`errors.server.${detail}`, detail));
  const fields: Partial<Record<F, string>> = {};
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fieldOf(key);
    if (field) fields[field] = [fields[field], ...messages].filter(Boolean).join(' ');
    else general.push(mode === 'all' ? `${key}: ${messages.join(' ')}` : messages.join(' '));
  }
  if (general.length) return { fields, general: mode === 'first' ? general[0] : general.join(' ') };
  return { fields, general: Object.keys(fields).length ? undefined : fallback };
}

export interface ApplyServerErrorOptions<F extends string> extends ServerErrorOptions {
  /** A critical toast besides the messages on the form (the order wizard's "Virheitä lomakkeella"). */
  toast?: { notify: (toast: { tone: 'critical'; title: string; text?: string }) => void; title: string; text?: string };
  /** After the messages were placed: the fields that got one (the order wizard turns to the page that has them). */
  onPlaced?: (fields: F[]) => void;
}

/**
 * Puts a failed save's errors on a react-hook-form form (see `readServerErrors`; the first field with an error gets
 * the focus). Returns the general message (undefined when every error found a field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldMap: ServerFieldMap<Path<T>>,
  i18n: Pick<I18n, 't' | 'tryT'>,
  { toast, onPlaced, ...options }: ApplyServerErrorOptions<Path<T>> = {},
): string | undefined {
  const { fields, general } = readServerErrors(error, fieldMap, i18n, options);
  const placed = Object.keys(fields) as Path<T>[];
  placed.forEach((field, index) => {
    setError(field, { type: 'server', message: fields[field] }, { shouldFocus: index === 0 });
  });
  if (toast) toast.notify({ tone: 'critical', title: toast.title, text: toast.text });
  if (placed.length) onPlaced?.(placed);
  return general;
}

/** Server detail, else the unknown-error text (profile, password, company and location saves). */
export function saveErrorMessage(error: unknown, i18n: Pick<I18n, 't' | 'tryT'>): string {
  const throttled = throttledMessage(error, i18n);
  if (throttled) return throttled;
  if (error instanceof ApiError) {
    if (error.code) return i18n.tryT(`errors.code.${error.code}`, error.serverMessage ?? error.code);
    if (error.serverMessage) return error.serverMessage;
  }
  return i18n.t('errors.unknown');
}

/** The whole body as text, for the places where the spec shows "the error object as text" (a 429 has its own text:
 * use `throttledMessage` first). */
export function errorAsText(error: unknown): string {
  if (error instanceof ApiError) {
    if (typeof error.raw === 'string') return error.raw;
    // an answer without a body: the status summary (`HTTP 502`)
    return error.raw === undefined ? error.message : JSON.stringify(error.raw);
  }
  return error instanceof Error ? error.message : String(error);
}
