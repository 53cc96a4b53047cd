/** The sign-in area's forms (spec 1 §5): login, forgot and reset password, activation, invitee sign-up. */
import { z } from 'zod';
import {
  givenMatches,
  matchOptions,
  mustBeTrue,
  passwordSchema,
  PIN_PATTERN,
  requiredEmail,
  requiredShortText,
  requiredText,
} from './fields.ts';

export const loginSchema = z.object({
  email: requiredEmail('emailInvalidLogin'),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }),
});
export type LoginValues = z.infer<typeof loginSchema>;

export const forgotPasswordSchema = z.object({
  email: requiredEmail('emailFormat'),
});
export type ForgotPasswordValues = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: passwordSchema,
    password2: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((values) => values.password === values.password2, matchOptions('password2', 'passwordsDoNotMatch'));
export type ResetPasswordValues = z.infer<typeof resetPasswordSchema>;

export const activationSchema = z.object({
  email: z.string().trim().optional(),
  pin_code: requiredText().refine(...givenMatches(PIN_PATTERN, 'pin')),
});
export type ActivationValues = z.infer<typeof activationSchema>;

/** The form of /auth/company/user/invitation; the e-mail is shown disabled and not validated. */
export const inviteeRegistrationSchema = z
  .object({
    email: z.string().optional(),
    first_name: requiredShortText(),
    last_name: requiredShortText(),
    password: passwordSchema,
    password2: z.string({ error: 'required' }).min(1, { error: 'required' }),
    agree_terms: mustBeTrue('agreeTerms'),
  })
  .refine((values) => values.password === values.password2, matchOptions('password2', 'passwordsDoNotMatch'));
export type InviteeRegistrationValues = z.infer<typeof inviteeRegistrationSchema>;

/** Change password (modal): new_password with the rules, check_password equal (PATCH change_password). */
export const changePasswordSchema = z
  .object({
    new_password: passwordSchema,
    check_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine(
    (values) => values.new_password === values.check_password,
    matchOptions('check_password', 'passwordsDoNotMatch'),
  );
export type ChangePasswordValues = z.infer<typeof changePasswordSchema>;

/** Change password in the account form, which also asks the current password. */
export const changePasswordWithCurrentSchema = z
  .object({
    current_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
    new_password: passwordSchema,
    check_password: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine(
    (values) => values.new_password === values.check_password,
    matchOptions('check_password', 'passwordsDoNotMatch'),
  );
export type ChangePasswordWithCurrentValues = z.infer<typeof changePasswordWithCurrentSchema>;
