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

/**
 * Spec 1 §8 generic form handling: field-keyed errors go onto their field, an error code's translated text
 * or detail / message / non_field_errors / unknown keys become the general message, and an empty answer
 * gives the generic support text. Returns the general message (undefined when every error found a field).
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  i18n: Pick<I18n, 't' | 'tryT'>,
  fallback: string = i18n.t('errors.generic'),
): string | undefined {
  if (!(error instanceof ApiError)) return fallback;
  const throttled = throttledMessage(error, i18n);
  if (throttled) return throttled;
  const general: string[] = [];
  if (error.code) general.push(i18n.tryT(`errors.code.${error.code}`, error.code));
  const detail = error.serverMessage;
  if (detail) general.push(i18n.tryT(`errors.server.${detail}`, detail));
  let placed = 0;
  for (const [key, messages] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => name === key);
    if (field) {
      setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed === 0 });
      placed += 1;
    } else general.push(`${key}: ${messages.join(' ')}`);
  }
  if (general.length) return general.join(' ');
  return placed ? undefined : fallback;
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
