/** The four-step company registration (spec 1 §2, §5). */
import { z } from 'zod';
import { INVOICING_TYPE_EINVOICE, INVOICING_TYPE_EMAIL } from '../constants.ts';
import { invoicingTypeSchema, businessIdSchema } from './company.ts';
import {
  EMAIL_PATTERN,
  isGiven,
  matchOptions,
  mustBeTrue,
  optionalShortText,
  passwordSchema,
  positiveIntegerId,
  requiredShortText,
  requiredText,
  requiredWhenOptions,
  usernameEmail,
} from './fields.ts';

const companyStepFields = {
  company_name: requiredText(),
  company_business_id: businessIdSchema,
  company_street_address: requiredShortText(),
  company_postal_code: requiredShortText(),
  company_city_id: positiveIntegerId(),
  company_invoicing_type: invoicingTypeSchema,
  company_invoicing_email: z
    .string()
    .trim()
    .refine((value) => value === '' || EMAIL_PATTERN.test(value), { error: 'emailFormat' })
    .nullish()
    .transform((value) => value ?? ''),
  company_invoicing_address: optionalShortText(),
  company_invoicing_operator: optionalShortText(),
};

const superuserStepFields = {
  first_name: requiredShortText(),
  last_name: requiredShortText(),
  phone: requiredShortText(),
  email: usernameEmail('emailFormat'),
  email2: z
    .string({ error: 'required' })
    .overwrite((value) => value.replace(/\s+/g, '').toLowerCase())
    .min(1, {
      error: 'required',
    }),
  password: passwordSchema,
  password2: z.string({ error: 'required' }).min(1, { error: 'required' }),
};

const contractStepFields = {
  agree_contract: mustBeTrue('agreeContract'),
  agree_terms: mustBeTrue('agreeTerms'),
};

interface InvoicingValues {
  company_invoicing_type: number;
  company_invoicing_email: string;
  company_invoicing_address: string;
  company_invoicing_operator: string;
}

/** Adds the rules that depend on the invoicing type (2 e-invoice, 5 e-mail). */
function withInvoicingRules<T extends z.ZodType<InvoicingValues>>(schema: T) {
  return schema
    .refine(
      (values) => values.company_invoicing_type !== INVOICING_TYPE_EMAIL || isGiven(values.company_invoicing_email),
      requiredWhenOptions('company_invoicing_email'),
    )
    .refine(
      (values) =>
        values.company_invoicing_type !== INVOICING_TYPE_EINVOICE || isGiven(values.company_invoicing_address),
      requiredWhenOptions('company_invoicing_address'),
    )
    .refine(
      (values) =>
        values.company_invoicing_type !== INVOICING_TYPE_EINVOICE || isGiven(values.company_invoicing_operator),
      requiredWhenOptions('company_invoicing_operator'),
    );
}

interface SuperuserMatchValues {
  email: string;
  email2: string;
  password: string;
  password2: string;
}

function withSuperuserRules<T extends z.ZodType<SuperuserMatchValues>>(schema: T) {
  return schema
    .refine((values) => values.email === values.email2, matchOptions('email2', 'emailsDoNotMatch'))
    .refine((values) => values.password === values.password2, matchOptions('password2', 'passwordsDoNotMatch'));
}

/**
 * The whole registration, validated before submit (and by apps/api): step 1 the company details, step 2 the
 * superuser (main user; the e-mail is the username), step 3 the contract and the terms of service. A step shows
 * the issues on its own fields (`registrationStepOf`).
 */
export const registrationSchema = withSuperuserRules(
  withInvoicingRules(z.object({ ...companyStepFields, ...superuserStepFields, ...contractStepFields })),
);
export type RegistrationValues = z.infer<typeof registrationSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;

/** The fields of each registration step, in order; step 4 (summary) has none of its own. */
const registrationStepFields = {
  1: Object.keys(companyStepFields) as (keyof typeof companyStepFields)[],
  2: Object.keys(superuserStepFields) as (keyof typeof superuserStepFields)[],
  3: Object.keys(contractStepFields) as (keyof typeof contractStepFields)[],
} as const;
export type RegistrationStep = 1 | 2 | 3 | 4;
export type RegistrationField = keyof RegistrationValues;

/** The step on which a registration field lives (step 1 for an unknown field: it is shown there). */
export function registrationStepOf(field: string): 1 | 2 | 3 | undefined {
  for (const step of [1, 2, 3] as const) {
    if ((registrationStepFields[step] as readonly string[]).includes(field)) return step;
  }
  return undefined;
}

/** The registration form's values while they are being filled in (a select may hold the city id as text). */
export interface RegistrationDraft {
  company_name: string;
  company_business_id: string;
  company_street_address: string;
  company_postal_code: string;
  company_city_id: string | number;
  company_invoicing_type: number;
  company_invoicing_email: string;
  company_invoicing_address: string;
  company_invoicing_operator: string;
  first_name: string;
  last_name: string;
  phone: string;
  email: string;
  email2: string;
  password: string;
  password2: string;
  agree_contract: boolean;
  agree_terms: boolean;
}

/** Empty registration values as the form starts (invoicing type 2 by default). */
export const emptyRegistrationValues: RegistrationDraft = {
  company_name: '',
  company_business_id: '',
  company_street_address: '',
  company_postal_code: '',
  company_city_id: '',
  company_invoicing_type: INVOICING_TYPE_EINVOICE,
  company_invoicing_email: '',
  company_invoicing_address: '',
  company_invoicing_operator: '',
  first_name: '',
  last_name: '',
  phone: '',
  email: '',
  email2: '',
  password: '',
  password2: '',
  agree_contract: false,
  agree_terms: false,
};
