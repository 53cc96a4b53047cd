/** Own-account forms (spec 1 §5): username, profile, language, account users. */
import { z } from 'zod';
import {
  imageFileSchema,
  matchOptions,
  optionalPhone,
  requiredEmail,
  requiredPhone,
  requiredShortText,
  requiredText,
} from './fields.ts';

export const changeUsernameSchema = z
  .object({
    username: requiredText(),
    check_username: requiredText(),
  })
  .refine((values) => values.username === values.check_username, matchOptions('check_username', 'usernamesDoNotMatch'));
export type ChangeUsernameValues = z.infer<typeof changeUsernameSchema>;

const profileFields = {
  first_name: requiredShortText(),
  last_name: requiredShortText(),
  username: requiredEmail('emailFormat'),
  /** A newly chosen picture; missing or null means "keep the current one". */
  profile_picture: imageFileSchema.nullish(),
};

/** Profile with the phone optional (when given it must be +358...). */
export const profileSchema = z.object({ ...profileFields, phone: optionalPhone() });
export type ProfileValues = z.infer<typeof profileSchema>;

/** Profile variant where the phone is required. */
export const profileWithRequiredPhoneSchema = z.object({ ...profileFields, phone: requiredPhone() });
export type ProfileWithRequiredPhoneValues = z.infer<typeof profileWithRequiredPhoneSchema>;

export const languageSchema = z.object({ language: requiredText() });
export type LanguageValues = z.infer<typeof languageSchema>;

/**
 * Chosen portfolio ids. A checkbox group holds an array, but a single checkbox holds its value or `false`,
 * so those are read as a list of one or none.
 */
const portfolioIds = (min: number) =>
  z.preprocess(
    (value): unknown[] => {
      if (value === false || value === null || value === undefined || value === '') return [];
      return Array.isArray(value) ? (value as unknown[]) : [value];
    },
    z.array(z.union([z.number(), z.string()]), { error: 'portfolio' }).min(min, { error: 'portfolio' }),
  );

/** Account-user invite: username a valid e-mail, user_type required. */
export const accountUserInviteSchema = z.object({
  username: requiredEmail('emailFormat'),
  user_type: z.union([requiredText(), z.number()], { error: 'required' }),
  portfolios: portfolioIds(0),
});
export type AccountUserInviteValues = z.infer<typeof accountUserInviteSchema>;

/** Account-user edit: the username is read-only; at least one portfolio. */
export const accountUserEditSchema = z.object({
  username: z.string().optional(),
  user_type: z.union([requiredText(), z.number()], { error: 'required' }).optional(),
  portfolios: portfolioIds(1),
});
export type AccountUserEditValues = z.infer<typeof accountUserEditSchema>;
