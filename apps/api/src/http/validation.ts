import { z } from 'zod';
import { finnishPhone, passwordSchema as domainPasswordSchema, PIN_LENGTH, validationMessages } from '@siirto/domain';
import { badRequest, HttpError, type FieldErrors } from './errors.ts';
import {
  type Language,
  languageOf,
  localizeBody,
  message,
  type MessageId,
  msg,
  serverMessages,
  withParams,
} from './messages.ts';

/**
 * Server-side validation. The rules shared with the dashboard come from @siirto/domain (its schemas put message
 * ids into zod issues); this file translates ids into the request's language (Accept-Language fi | en) and adds the
 * few rules and messages only the server has.
 */
export { type Language, languageOf, localizeBody, message, type MessageId, msg, serverMessages, withParams };

/** The domain's password rules (every broken rule reported), capped in length for the hash. */
export const passwordSchema = domainPasswordSchema.refine((value) => value.length <= 256, { error: 'tooLong' });

/** "At most N characters" (the domain's text for 200). */
export const maxCharsMessage = (max: number) => (max === 200 ? 'maxLength' : withParams('maxChars', { max }));

/** The longest e-mail address (RFC 5321), the contract's `maxLength: 254`. */
export const EMAIL_MAX_LENGTH = 254;

/** Lower-cased, spaces stripped, then checked (spec 1 §5: the e-mail is the username); a longer one says so. */
export const emailSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .max(EMAIL_MAX_LENGTH, { error: maxCharsMessage(EMAIL_MAX_LENGTH), abort: true })
      .pipe(z.email({ error: 'emailFormat' })),
  );

export const requiredText = (max = 200) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: maxCharsMessage(max) });

/** The domain's one phone rule (the forms' too): spaces and hyphens stripped, +358 then 4 to 12 digits. */
export const phoneSchema = finnishPhone();

export const languageSchema = z.enum(['fi', 'en'], { error: 'language' });

export const pinSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(new RegExp(`^\\d{${String(PIN_LENGTH)}}$`), { error: 'pin' });

/** The value at a zod issue's path in `input`. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * zod issues as `{field: [messages]}` in `language`; issues without a path go to non_field_errors. A field missing
 * from `input` is "required"; a field of the wrong type gets its schema's message. (zod leaves the input out of
 * its issues, so without `input` every type error counts as a missing field.)
 */
export function fieldErrorsOf(error: z.ZodError, language: Language = 'fi', input?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const missing = input === undefined ? issue.input === undefined : valueAt(input, issue.path) === undefined;
    const id = issue.code === 'invalid_type' && missing ? 'required' : issue.message;
    const text = message(id, language);
    const list = (errors[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** True for a JSON object (not an array, not null). */
export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !Buffer.isBuffer(value);

/** The body as an object: none at all counts as `{}`, anything else that is not an object is a 400. */
export function objectBody(input: unknown): Record<string, unknown> {
  if (input === undefined) return {};
  if (!isPlainObject(input)) throw new HttpError(400, { detail: 'bodyNotObject' });
  return input;
}

/** Parse `input` or throw a 400 with field errors. No body counts as an empty one; a non-object body is a 400. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown, language: Language = 'fi'): z.output<S> {
  const body = objectBody(input);
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language, body));
  return result.data;
}

// ---- kept for modules written against the first version of this file ----

/** The 'required' text in Finnish (a plain text passes through fieldErrorsOf untranslated). */
export const REQUIRED = validationMessages.required.fi;

export const businessIdSchema = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(/^\d{7}-\d$/, { error: 'businessId' });

export const optionalText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: maxCharsMessage(max) });
