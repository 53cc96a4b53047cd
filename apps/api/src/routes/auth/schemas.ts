/** The auth area's request bodies (sign-in, refresh, activation, invited users, reset). */
import { z } from 'zod';
import { emailSchema, passwordSchema, pinSchema, requiredText } from '../../http/validation.ts';

export const loginSchema = z.object({
  username: z.string({ error: 'required' }).min(1, { error: 'required' }).max(254, { error: 'tooLong' }),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(256, { error: 'tooLong' }),
});

export const refreshSchema = z.object({
  refresh: z.string({ error: 'required' }).min(1, { error: 'required' }).max(4096, { error: 'tooLong' }),
});

export const emailBodySchema = z.object({ email: emailSchema });
export const activationSchema = z.object({ pin_code: pinSchema, email: emailSchema });
export const activateInvitedSchema = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  token: z.string({ error: 'required' }).min(1, { error: 'required' }).max(500, { error: 'invitationInvalid' }),
  // Optional in the contract (the spec's call has no password); the dashboard always sends the invitee's choice.
  password: passwordSchema.optional(),
});
