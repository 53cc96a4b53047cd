/** The business location body and the GeoJSON point input (transports take it too). */
import { z } from 'zod';
import { EMAIL_PATTERN, INVOICING_TYPES } from '@siirto/domain';
import { maxCharsMessage } from '../../http/validation.ts';

export const geoPointInput = z.object(
  {
    type: z.literal('Point', { error: 'geoPointType' }),
    coordinates: z.tuple([
      z.number({ error: 'longitude' }).min(-180).max(180),
      z.number({ error: 'latitude' }).min(-90).max(90),
    ]),
  },
  { error: 'geoPoint' },
);

const text = (max: number) =>
  z
    .union([z.string({ error: 'textValue' }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .refine((value) => value === undefined || value.length <= max, maxCharsMessage(max));

export const locationSchema = z.object({
  company: z.number({ error: 'companyInvalid' }).int().optional(),
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'maxLength').optional(),
  street_address: text(200),
  postal_code: text(200),
  city: text(200),
  city_sk: z.union([z.number().int().positive().max(2_147_483_647), z.null()], { error: 'cityUnknown' }).optional(),
  country: text(2).refine((value) => value === undefined || value === '' || /^[A-Z]{2}$/.test(value), 'countryCode'),
  coordinates: z.union([geoPointInput, z.null()]).optional(),
  google_full_address: text(500),
  invoicing_type: z.union([z.literal(INVOICING_TYPES), z.null()], { error: 'invoicingType' }).optional(),
  // The domain's e-mail rule and message; '' clears the address.
  invoicing_email: text(200).refine(
    (value) => value === undefined || value === '' || EMAIL_PATTERN.test(value),
    'emailFormat',
  ),
  invoicing_einvoice_operator_url: text(200),
  invoicing_einvoice_operator: text(200),
  cost_center_is: z.boolean({ error: 'booleanValue' }).optional(),
  cost_center: text(200),
  description: text(2000),
  opening_hours: text(200),
});

export type LocationInput = z.output<typeof locationSchema>;
