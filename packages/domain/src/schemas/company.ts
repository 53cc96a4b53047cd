/** Company, business location and company-user forms (spec 1 §5). */
import { z } from 'zod';
import { INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL, ROLE_LOCATION_LIMITED, ROLE_RESTRICTED } from '../constants.ts';
import {
  givenMatches,
  BUSINESS_ID_PATTERN,
  EMAIL_PATTERN,
  isGiven,
  matchOptions,
  optionalShortText,
  positiveIntegerId,
  requiredEmail,
  requiredNumber,
  requiredShortText,
  requiredText,
  requiredWhenOptions,
} from './fields.ts';

/** Invoicing type: 2 (e-invoice) or 5 (e-mail); a select may hold it as text. */
export const invoicingTypeSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
  z.union([z.literal(INVOICING_TYPE_EINVOICE), z.literal(INVOICING_TYPE_EMAIL)], { error: 'invoicingType' }),
);

export const businessIdSchema = requiredText().refine(...givenMatches(BUSINESS_ID_PATTERN, 'businessId'));

/** Optional e-mail that must be valid when given (checked together with the invoicing type). */
const optionalEmail = () =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'emailFormat' })
    .nullish()
    .transform((value) => value ?? '');

/** The company form's fields (registration, company edit, a new company of an account), as the contract names them. */
export const COMPANY_FORM_FIELDS = [
  'name',
  'business_identity_code',
  'street_address',
  'postal_code',
  'city_sk',
  'invoicing_type',
  'invoicing_email',
  'invoicing_einvoice_operator_url',
  'invoicing_einvoice_operator',
] as const;

export const companySchema = z
  .object({
    name: requiredText(),
    business_identity_code: businessIdSchema,
    street_address: requiredShortText(),
    postal_code: requiredShortText(),
    city_sk: positiveIntegerId(),
    invoicing_type: invoicingTypeSchema,
    invoicing_email: optionalEmail(),
    invoicing_einvoice_operator_url: optionalShortText(),
    invoicing_einvoice_operator: optionalShortText(),
  })
  .refine(
    (values) => values.invoicing_type !== INVOICING_TYPE_EMAIL || isGiven(values.invoicing_email),
    requiredWhenOptions('invoicing_email'),
  )
  .refine(
    (values) => values.invoicing_type !== INVOICING_TYPE_EINVOICE || isGiven(values.invoicing_einvoice_operator_url),
    requiredWhenOptions('invoicing_einvoice_operator_url'),
  )
  .refine(
    (values) => values.invoicing_type !== INVOICING_TYPE_EINVOICE || isGiven(values.invoicing_einvoice_operator),
    requiredWhenOptions('invoicing_einvoice_operator'),
  );
export type CompanyValues = z.infer<typeof companySchema>;

/** Business location (toimipaikka): only the name is required; the rest is kept when given. */
export const businessLocationSchema = z.object({
  name: requiredShortText(),
  street_address: optionalShortText(),
  postal_code: optionalShortText(),
  city: optionalShortText(),
  country: optionalShortText(),
  description: z.string().nullish(),
  opening_hours: z.string().nullish(),
  cost_center: optionalShortText(),
  cost_center_is: z.boolean().default(true),
  google_full_address: z.string().nullish(),
  city_sk: z.number().int().positive().nullish(),
  coordinates: z.object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) }).nullish(),
});
export type BusinessLocationValues = z.infer<typeof businessLocationSchema>;

/** A business location chosen in a select: an id (as number or text) or nothing. */
const chosenLocation = () =>
  z.preprocess(
    (value) => {
      if (value === '' || value === null || value === undefined) return undefined;
      return typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z.number({ error: 'required' }).int({ error: 'positiveInteger' }).positive({ error: 'positiveInteger' }).optional(),
  );

/** Edit company user: e-mail valid; first and last name and role required; role 2 needs its one location. */
export const companyUserEditSchema = z
  .object({
    email: requiredEmail('emailFormat'),
    first_name: requiredShortText(),
    last_name: requiredShortText(),
    role: requiredNumber(),
    business_location: chosenLocation(),
  })
  .refine(
    (values) => values.role !== ROLE_LOCATION_LIMITED || values.business_location !== undefined,
    requiredWhenOptions('business_location'),
  );
export type CompanyUserEditValues = z.infer<typeof companyUserEditSchema>;

/** Invite company user: e-mail and its repeat, numeric role, a location unless the role is 5. */
export const inviteCompanyUserSchema = z
  .object({
    email: requiredEmail('emailFormat'),
    email2: requiredText(),
    role: requiredNumber(),
    business_location: chosenLocation(),
  })
  .refine((values) => values.email === values.email2, matchOptions('email2', 'emailsDoNotMatch'))
  .refine(
    (values) => values.role === ROLE_RESTRICTED || values.business_location !== undefined,
    requiredWhenOptions('business_location'),
  );
export type InviteCompanyUserValues = z.infer<typeof inviteCompanyUserSchema>;

/** The POST /companies/me/invitations/ body: business_location_ids (one id) only for role 2. */
export function toCompanyInvitationPayload(values: InviteCompanyUserValues): {
  email: string;
  email2: string;
  role: number;
  business_location_ids?: number[];
} {
  const payload = { email: values.email, email2: values.email2, role: values.role };
  return values.role === ROLE_LOCATION_LIMITED && values.business_location !== undefined
    ? { ...payload, business_location_ids: [values.business_location] }
    : payload;
}
