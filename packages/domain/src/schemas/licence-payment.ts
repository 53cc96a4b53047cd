import { z } from 'zod';
import { mustBeTrue } from './fields.ts';

/** The licence payment's order (spec 2 §5: the terms must be ticked, with the required message). */
export const licencePaymentSchema = z.object({
  agree_terms: mustBeTrue('required'),
});
export type LicencePaymentValues = z.infer<typeof licencePaymentSchema>;
