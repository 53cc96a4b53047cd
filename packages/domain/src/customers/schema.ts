/**
 * The customer form (create and edit), shared by the dashboard's dialog and the API's validation. Only the name is
 * required; a business id, an e-mail and a phone are optional, and an empty value means "none" (sent as '').
 */
import { z } from 'zod';
import { EMAIL_PATTERN, isFinnishPhone, normaliseEmail, normalisePhone } from '../schemas/fields.ts';
import { CUSTOMER_NAME_MAX_LENGTH, isValidBusinessId } from './rules.ts';

/** An optional text: missing or null is '' (none); spaces at the ends go. */
const optionalInput = () =>
  z
    .string()
    .nullish()
    .transform((value) => (value ?? '').trim());

export const customerSchema = z.object({
  name: z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(CUSTOMER_NAME_MAX_LENGTH, { error: 'maxLength' }),
  business_id: optionalInput().refine((value) => value === '' || isValidBusinessId(value), { error: 'businessId' }),
  email: optionalInput()
    .transform(normaliseEmail)
    .refine((value) => value === '' || (value.length <= 254 && EMAIL_PATTERN.test(value)), { error: 'emailFormat' }),
  phone: optionalInput()
    .transform(normalisePhone)
    .refine((value) => value === '' || isFinnishPhone(value), { error: 'phone' }),
});

export type CustomerValues = z.output<typeof customerSchema>;
export type CustomerInput = z.input<typeof customerSchema>;
