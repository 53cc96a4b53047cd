/**
 * The ceiling on every JSON text the API reads: no string in a JSON body (at any depth) is longer than
 * JSON_TEXT_MAX_LENGTH characters (the longest text a route takes, a chat message of 20,000). Each route's own
 * schema holds the field's real limit (the contract's `maxLength`: 200 for most texts, 254 for an e-mail, ...);
 * this ceiling answers 400 before a route reads anything (a rate-limit key, a lookup), so an over-long value never
 * reaches the database. The whole body is limited by Fastify's `bodyLimit` (1 MiB, app.ts).
 */
import type { FieldErrors } from './errors.ts';
import { withParams } from './messages.ts';

export const JSON_TEXT_MAX_LENGTH = 20_000;

/** The path of the first string longer than `max` in `value` (`a.b.0`), or null. */
export function overLongPath(value: unknown, max = JSON_TEXT_MAX_LENGTH, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.length > max ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    const found = overLongPath(item, max, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** `{field: ['At most 20000 characters']}` for the first over-long text of a body, or null when none is. */
export function overLongErrors(body: unknown): FieldErrors | null {
  const path = overLongPath(body);
  if (!path) return null;
  const key = path.length > 0 ? path.join('.') : 'non_field_errors';
  return { [key]: [withParams('maxChars', { max: JSON_TEXT_MAX_LENGTH })] };
}
