import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { FINNISH_PHONE_PATTERN, passwordSchema as domainPasswordSchema, validationMessages } from '@siirto/domain';
import { badRequest, type FieldErrors } from './errors.ts';

/**
 * Server-side validation. The rules shared with the dashboard come from @siirto/domain (its schemas put message
 * ids into zod issues); this file translates ids into the request's language (Accept-Language fi | en) and adds the
 * few rules and messages only the server has.
 */
export type Language = 'fi' | 'en';

export const languageOf = (request: FastifyRequest): Language =>
  /^\s*en\b/i.test(request.headers['accept-language'] ?? '') ? 'en' : 'fi';

/** Messages only the server sends. */
export const serverMessages = {
  pinRefused: { fi: 'PIN-koodi on virheellinen tai vanhentunut', en: 'The PIN code is wrong or expired' },
  invitationInvalid: { fi: 'Kutsu ei ole voimassa', en: 'The invitation is not valid' },
  currentPasswordWrong: { fi: 'Nykyinen salasana on väärä', en: 'The current password is wrong' },
  usernameTaken: { fi: 'Tämä sähköpostiosoite on jo käytössä', en: 'This e-mail address is already in use' },
  usernameMismatch: {
    fi: 'Sähköpostin ja käyttäjätunnuksen tulee olla samat',
    en: 'E-mail and username must be the same',
  },
  cityUnknown: { fi: 'Valitse kaupunki', en: 'Choose a city' },
  linkUsed: { fi: 'Linkki on jo käytetty', en: 'The link has already been used' },
  invalidTime: { fi: 'Virheellinen aika', en: 'Invalid time' },
  language: { fi: 'Valitse kieli: fi tai en', en: 'Choose a language: fi or en' },
  tooLong: { fi: 'Arvo on liian pitkä', en: 'The value is too long' },
  // ── transports (routes/transports/) ──
  transportEmailList: { fi: 'Anna lista sähköpostiosoitteita', en: 'Give a list of e-mail addresses' },
  transportRecipientRequired: { fi: 'Valitse vähintään yksi vastaanottaja', en: 'Choose at least one recipient' },
  transportTooManyRecipients: { fi: 'Enintään 50 vastaanottajaa', en: 'At most 50 recipients' },
  transportText: { fi: 'Arvon tulee olla tekstiä', en: 'The value must be text' },
  transportInvalidValue: { fi: 'Virheellinen arvo', en: 'Invalid value' },
  transportInvalidState: { fi: 'Virheellinen tila', en: 'Invalid state' },
  transportInvalidStep: { fi: 'Virheellinen vaihe', en: 'Invalid step' },
  transportInvalidDistance: { fi: 'Virheellinen matka', en: 'Invalid distance' },
  transportInvalidCompany: { fi: 'Virheellinen yritys', en: 'Invalid company' },
  transportChooseLocation: { fi: 'Valitse toimipaikka', en: 'Choose a business location' },
  transportUnknownService: { fi: 'Tuntematon lisäpalvelu', en: 'Unknown extra service' },
  transportReturnTripEdit: {
    fi: 'Paluusiirtoa muokataan menosiirron kautta.',
    en: 'A return trip is edited through its outbound trip.',
  },
  transportNotEditable: {
    fi: 'Siirtoa ei voi enää muokata tai poistaa.',
    en: 'The transport can no longer be edited or deleted.',
  },
  transportMailFailed: {
    fi: 'Sähköpostin lähetys epäonnistui. Yritä myöhemmin uudelleen.',
    en: 'Sending the e-mail failed. Please try again later.',
  },
  transportShared: { fi: 'Jaettu', en: 'Shared' },
} as const;

type MessageId = keyof typeof validationMessages | keyof typeof serverMessages;

/** A message id's text in `language`; any other text is returned as is. */
export function message(idOrText: string, language: Language = 'fi'): string {
  const catalog: Record<string, { fi: string; en: string }> = { ...validationMessages, ...serverMessages };
  return catalog[idOrText]?.[language] ?? idOrText;
}
export const msg = (id: MessageId, language: Language = 'fi') => message(id, language);

/** The domain's password rules (every broken rule reported), capped in length for the hash. */
export const passwordSchema = domainPasswordSchema.refine((value) => value.length <= 256, { error: 'tooLong' });

/** Lower-cased, spaces stripped, then checked (spec 1 §5: the e-mail is the username). */
export const emailSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.email({ error: 'emailFormat' }).max(254, { error: 'emailFormat' }));

export const requiredText = (max = 200) =>
  z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(max, { error: 'maxLength' });

export const phoneSchema = z
  .string({ error: 'required' })
  .transform((value) => value.replace(/[\s-]/g, ''))
  // The domain's Finnish phone rule (+358 and digits), 4 to 12 digits after the country code.
  .pipe(
    z.string().regex(FINNISH_PHONE_PATTERN, { error: 'phone' }).min(8, { error: 'phone' }).max(16, { error: 'phone' }),
  );

export const languageSchema = z.enum(['fi', 'en'], { error: 'language' });

export const pinSchema = z
  .string({ error: 'required' })
  .trim()
  .regex(/^\d{6}$/, { error: 'pin' });

/** zod issues as `{field: [messages]}` in `language`; issues without a path go to non_field_errors. */
export function fieldErrorsOf(error: z.ZodError, language: Language = 'fi'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : 'non_field_errors';
    const id = issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message;
    const text = message(id, language);
    const list = (errors[key] ??= []);
    if (!list.includes(text)) list.push(text);
  }
  return errors;
}

/** Parse `input` or throw a 400 with field errors. A non-object body counts as an empty one. */
export function parseBody<S extends z.ZodType>(schema: S, input: unknown, language: Language = 'fi'): z.output<S> {
  const body = typeof input === 'object' && input !== null && !Array.isArray(input) ? input : {};
  const result = schema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language));
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

export const optionalText = (max = 200) => z.string().trim().max(max, { error: 'maxLength' });
