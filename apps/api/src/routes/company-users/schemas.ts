/** The company users' request body (edit) and the roles it takes. */
import { z } from 'zod';
import { emailSchema, requiredText } from '../../http/validation.ts';

export const isRole = (value: number): value is 2 | 3 | 5 => value === 2 || value === 3 || value === 5;

export const memberUpdateSchema = z.object({
  email: emailSchema.optional(),
  first_name: requiredText(200).optional(),
  last_name: requiredText(200).optional(),
  role: z
    .number({ error: 'roleChoose' })
    .int()
    .refine((value) => isRole(value), 'roleChoose')
    .optional(),
  business_location: z
    .union([z.number().int().positive().max(2_147_483_647), z.null()], {
      error: 'locationChoose',
    })
    .optional(),
});
