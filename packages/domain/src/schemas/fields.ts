/**
 * Field schemas shared by the forms. Every issue message is a message ID of `validationMessages`.
 * An empty required field reports only 'required'; independent checks (the password rules) all report.
 */
import { z } from 'zod';
import { IMAGE_ALLOWED_EXTENSIONS, IMAGE_ALLOWED_TYPES, IMAGE_MAX_BYTES, TEXT_MAX_LENGTH } from '../constants.ts';
import type { ValidationMessageId } from '../messages.ts';
import {
  EMAIL_PATTERN,
  FINNISH_PHONE_PATTERN,
  normaliseEmail,
  normalisePhone,
  passwordRules,
} from '../rules/field-rules.ts';

export {
  BUSINESS_ID_PATTERN,
  EMAIL_PATTERN,
  isFinnishPhone,
  isGiven,
  normaliseEmail,
  normalisePhone,
  passwordRuleResults,
  passwordRules,
  PIN_PATTERN,
  type PasswordRuleId,
} from '../rules/field-rules.ts';

const msg = (id: ValidationMessageId) => ({ error: id });

/**
 * A pattern rule that leaves an empty value to the 'required' rule, so an empty field shows one message.
 * (zod's `abort: true` would do the same but also stops the object-level rules such as "repeat equal".)
 */
export const givenMatches = (pattern: RegExp, id: ValidationMessageId) =>
  [(value: string) => value === '' || pattern.test(value), msg(id)] as const;

/** A required text: empty or only spaces is 'required'. */
export const requiredText = () => z.string(msg('required')).trim().min(1, msg('required'));

/** A required text of at most 200 characters. */
export const requiredShortText = () => requiredText().max(TEXT_MAX_LENGTH, msg('maxLength'));

/** An optional text of at most 200 characters (missing, null or empty are all "not given"). */
export const optionalShortText = () =>
  z
    .string()
    .trim()
    .max(TEXT_MAX_LENGTH, msg('maxLength'))
    .nullish()
    .transform((value) => value ?? '');

/** A required, valid e-mail address; `invalid` names the message the form uses for a bad format. */
export const requiredEmail = (invalid: ValidationMessageId = 'emailFormat') =>
  requiredText().refine(...givenMatches(EMAIL_PATTERN, invalid));

/** An e-mail used as a username: lowercased and stripped of every space before validation (spec 1 §5). */
export const usernameEmail = (invalid: ValidationMessageId = 'emailFormat') =>
  z
    .string(msg('required'))
    .overwrite(normaliseEmail)
    .min(1, msg('required'))
    .refine(...givenMatches(EMAIL_PATTERN, invalid));

/** The password rules used everywhere (spec 1 §5); every broken rule is reported (an empty one only as required). */
export const passwordSchema = passwordRules.reduce(
  (schema, rule) => schema.refine((value) => value === '' || rule.test(value), msg(rule.id)),
  z.string(msg('required')).min(1, msg('required')),
);

/** A required value the form may hold as text (a select) or a number: missing or empty is 'required'. */
const numericInput = (invalid: ValidationMessageId) =>
  z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'string') {
        const trimmed = value.trim();
        if (trimmed === '') return undefined;
        return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
      }
      return value;
    },
    z.number({ error: (issue) => (issue.input === undefined ? 'required' : invalid) }),
  );

/** A required positive integer (city ids, business location ids). */
export const positiveIntegerId = () =>
  numericInput('positiveInteger').pipe(z.number().int(msg('positiveInteger')).positive(msg('positiveInteger')));

/** A required number (role values from the enums). */
export const requiredNumber = () => numericInput('number').pipe(z.number().int(msg('number')));

/** A Finnish phone number (`isFinnishPhone`), given back without its spaces and hyphens. */
export const finnishPhone = () =>
  z.string(msg('required')).overwrite(normalisePhone).regex(FINNISH_PHONE_PATTERN, msg('phone'));

/** A required Finnish phone number: empty (or only spaces) is 'required', anything else not a phone is 'phone'. */
export const requiredPhone = () =>
  z
    .string(msg('required'))
    .overwrite(normalisePhone)
    .min(1, msg('required'))
    .refine(...givenMatches(FINNISH_PHONE_PATTERN, 'phone'));

/** Optional, but when given it must be Finnish format. Missing, null or '' are "not given". */
export const optionalPhone = () =>
  z
    .union([z.literal(''), finnishPhone()])
    .nullish()
    .transform((value) => value ?? '');

/** A checkbox that must be ticked. */
export const mustBeTrue = (id: ValidationMessageId) => z.literal(true, msg(id));

/**
 * What the picture rules need to know about an uploaded file; a DOM `File` satisfies it, and the
 * schema returns the very object it was given so the form keeps its File.
 */
export interface FileDescriptor {
  readonly type: string;
  readonly size: number;
  readonly name?: string;
}

function isFileDescriptor(value: unknown): value is FileDescriptor {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { type?: unknown; size?: unknown };
  return typeof candidate.type === 'string' && typeof candidate.size === 'number';
}

function isAllowedImage(file: FileDescriptor): boolean {
  if ((IMAGE_ALLOWED_TYPES as readonly string[]).includes(file.type)) return true;
  if (file.type !== '' || file.name === undefined) return false;
  const name = file.name.toLowerCase();
  return IMAGE_ALLOWED_EXTENSIONS.some((extension) => name.endsWith(extension));
}

/** An image upload: png or jpg, under 3 MB (3,000,000 bytes). */
export const imageFileSchema = z
  .custom<FileDescriptor>(isFileDescriptor, msg('fileType'))
  .refine((file) => file.size < IMAGE_MAX_BYTES, msg('fileTooLarge'))
  .refine(isAllowedImage, msg('fileType'));

/**
 * Options for an object-level "equal fields" refinement: the issue goes on `field` (the repeat), and the
 * rule runs even when other fields have issues, unless the repeat itself already has one (it is empty).
 */
export function matchOptions(field: string, id: ValidationMessageId) {
  return {
    error: id,
    path: [field],
    when: (payload: { readonly issues: readonly { readonly path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => issue.path?.[0] === field),
  };
}

/** Options for a conditional "required" rule on `field` that runs even when other fields have issues. */
export function requiredWhenOptions(field: string) {
  return {
    error: 'required' as const,
    path: [field],
    when: (payload: { readonly issues: readonly { readonly path?: readonly PropertyKey[] | undefined }[] }) =>
      !payload.issues.some((issue) => issue.path?.[0] === field),
  };
}
