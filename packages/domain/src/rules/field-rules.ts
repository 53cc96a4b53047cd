/**
 * The field rules that need no schema library: the patterns, normalisers and tests the form schemas
 * (schemas/fields.ts, with zod) are built from. Rules that screens and modules use without validating a form (the
 * order's checks, the customers' and the share's rules, the password checklist) import them from here, so that their
 * chunks do not carry zod (about 25 kB gzipped in the order wizard's first load).
 */
import { PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { ValidationMessageId } from '../messages.ts';

export const BUSINESS_ID_PATTERN = /^\d{7}-\d$/;
/** A Finnish phone number as stored: a plus sign, 358, then 4 to 12 digits (8 to 16 characters; spec 1 §5). */
export const FINNISH_PHONE_PATTERN = /^\+358\d{4,12}$/;
export const PIN_PATTERN = /^\d{6}$/;
/**
 * An e-mail address: zod 4's own pattern (`z.regexes.email`, the one `z.email()` checks), written out here so that a
 * screen that only tests an address (the order wizard, the share dialog) does not load zod; field-rules.test.ts holds
 * it to zod's.
 */
export const EMAIL_PATTERN =
  // eslint-disable-next-line no-useless-escape -- zod's text verbatim: the test compares the two by their source
  /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Lowercases an e-mail address and removes every whitespace character from it. */
export function normaliseEmail(value: string): string {
  return value.replace(/\s+/g, '').toLowerCase();
}

/** The password rules (spec 1 §5), in the order the forms list them; each names its validation message. */
export const passwordRules = [
  { id: 'passwordMinLength', test: (value: string) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'passwordWhitespace', test: (value: string) => !/\s/.test(value) },
  { id: 'passwordNumber', test: (value: string) => /\p{Nd}/u.test(value) },
  { id: 'passwordLowercase', test: (value: string) => /\p{Ll}/u.test(value) },
  { id: 'passwordUppercase', test: (value: string) => /\p{Lu}/u.test(value) },
  { id: 'passwordSymbol', test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value) },
] as const satisfies readonly { id: ValidationMessageId; test: (value: string) => boolean }[];

export type PasswordRuleId = (typeof passwordRules)[number]['id'];

/** Each rule and whether `password` meets it, for a checklist shown while typing; an empty password meets none. */
export function passwordRuleResults(password: string): { id: PasswordRuleId; met: boolean }[] {
  return passwordRules.map((rule) => ({ id: rule.id, met: password !== '' && rule.test(password) }));
}

/** A phone number as typed, without the spaces and hyphens people write in it ('+358 40-123 4567'). */
export function normalisePhone(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The one phone rule (forms and API): without its spaces and hyphens, +358 then 4 to 12 digits. */
export function isFinnishPhone(value: string): boolean {
  return FINNISH_PHONE_PATTERN.test(normalisePhone(value));
}

/** True when a text is given (not missing, not only spaces). */
export function isGiven(value: unknown): boolean {
  return typeof value === 'string' ? value.trim() !== '' : value !== null && value !== undefined;
}
