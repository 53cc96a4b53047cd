/** The licence area's request bodies (subscription form, payment start). */
import { z } from 'zod';

export const subscribeSchema = z.object({
  license: z.number({ error: 'licenceChoose' }).int().positive().max(2_147_483_647).optional(),
});

export const accountUpdateSchema = z.object({
  account: z.number().int().optional(),
  name: z.string({ error: 'required' }).trim().min(1, 'required').max(200, 'maxLength').optional(),
  license: z.number({ error: 'licenceChoose' }).int().positive().max(2_147_483_647).optional(),
  type: z.enum(['private', 'company'], { error: 'accountTypeValue' }).optional(),
});
