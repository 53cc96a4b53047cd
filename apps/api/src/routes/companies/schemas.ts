/** The company data body (spec 1 §5). */
import { z } from 'zod';
import { EMAIL_PATTERN } from '@siirto/domain';
import { businessIdSchema, requiredText } from '../../http/validation.ts';

const optionalString = z
  .union([z.string(), z.null()])
  .optional()
  .transform((value) => (value ?? '').trim());

/** Company data of spec 1 §5 (the whole object after a PATCH is merged over the stored one). */
export const companySchema = z
  .object({
    name: requiredText(200),
    business_identity_code: businessIdSchema,
    street_address: requiredText(200),
    postal_code: requiredText(200),
    city_sk: z.coerce
      .number({ error: 'required' })
      .int('cityUnknown')
      .positive('cityUnknown')
      .max(2_147_483_647, 'cityUnknown'),
    invoicing_type: z.union([z.literal(2), z.literal(5)], {
      error: 'invoicingTypeValue',
    }),
    invoicing_email: optionalString,
    invoicing_einvoice_operator_url: optionalString,
    invoicing_einvoice_operator: optionalString,
    abroad_transports: z.boolean({ error: 'booleanValue' }).optional(),
  })
  .superRefine((value, context) => {
    if (value.invoicing_type === 5) {
      if (value.invoicing_email === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_email'], message: 'required' });
      } else if (!EMAIL_PATTERN.test(value.invoicing_email)) {
        context.addIssue({ code: 'custom', path: ['invoicing_email'], message: 'emailFormat' });
      }
    }
    if (value.invoicing_type === 2) {
      if (value.invoicing_einvoice_operator_url === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_einvoice_operator_url'], message: 'required' });
      }
      if (value.invoicing_einvoice_operator === '') {
        context.addIssue({ code: 'custom', path: ['invoicing_einvoice_operator'], message: 'required' });
      }
    }
    for (const key of ['invoicing_email', 'invoicing_einvoice_operator_url', 'invoicing_einvoice_operator'] as const) {
      if (value[key].length > 200) context.addIssue({ code: 'custom', path: [key], message: 'maxLength' });
    }
  });
