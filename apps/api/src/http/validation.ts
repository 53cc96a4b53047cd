import { z } from 'zod';
import { badRequest, type FieldErrors } from './errors.ts';

/**
 * Server-side rules of spec 1 §5. Messages are the spec's (the dashboard maps field errors onto fields).
 * NOTE: packages/domain may grow the same schemas; switch to them when they exist.
 */
export const REQUIRED = 'Kenttä on pakollinen';

export const passwordSchema = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .superRefine((value, context) => {
    if (value.length < 8) context.addIssue({ code: 'custom', message: 'Password must be 8 characters long' });
    if (/\s/.test(value)) context.addIssue({ code: 'custom', message: 'Whitespace is not allowed' });
    if (!/\d/.test(value)) context.addIssue({ code: 'custom', message: 'Password requires a number' });
    if (!/\p{Ll}/u.test(value)) context.addIssue({ code: 'custom', message: 'Password requires a lowercase letter' });
    if (!/\p{Lu}/u.test(value)) context.addIssue({ code: 'custom', message: 'Password requires an uppercase letter' });
    if (!/[^\p{L}\p{N}\s]/u.test(value)) context.addIssue({ code: 'custom', message: 'Password requires a symbol' });
    if (value.length > 128) context.addIssue({ code: 'custom', message: 'Password is too long' });
  });

/** Lower-cased, spaces stripped, then checked. */
export const emailSchema = z
  .string({ error: REQUIRED })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, REQUIRED).max(254, 'Tarkista sähköposti').email('Tarkista sähköposti'));

export const requiredText = (max = 200) =>
  z.string({ error: REQUIRED }).trim().min(1, REQUIRED).max(max, `Enintään ${max} merkkiä`);

export const optionalText = (max = 200) => z.string().trim().max(max, `Enintään ${max} merkkiä`);

export const phoneSchema = z
  .string({ error: REQUIRED })
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\+358\d{4,12}$/, 'Puhelinnumero tulee olla muodossa esim. +358...'));

export const businessIdSchema = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d{7}-\d$/, 'Tarkista yrityksen y-tunnus');

export const languageSchema = z.enum(['fi', 'en'], { error: 'Valitse kieli: fi tai en' });

export const pinSchema = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^\d{6}$/, 'PIN-koodin tulee olla 6 numeroa');

/** zod issues as `{field: [messages]}`; issues without a path go to non_field_errors. */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const message = issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : issue.message;
    (errors[key] ??= []).push(message);
  }
  return errors;
}

/** Parse `input` or throw a 400 with field errors. A non-object body counts as an empty one. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error));
  return result.data;
}
