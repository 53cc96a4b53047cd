/** The users area's request bodies (own profile, password change). */
import { z } from 'zod';
import { emailSchema, languageSchema, passwordSchema, phoneSchema, requiredText } from '../../http/validation.ts';

export const profileSchema = z
  .object({
    first_name: requiredText(),
    last_name: requiredText(),
    username: emailSchema,
    email: emailSchema,
    phone: z.union([z.literal(''), z.null(), phoneSchema]),
    language: languageSchema,
    new_features_readed: z.iso.datetime({ offset: true, error: 'timeInvalid' }),
  })
  .partial()
  .strip();

export const changePasswordSchema = z.object({
  data: z.object(
    {
      new_password: passwordSchema,
      check_password: z.string({ error: 'required' }),
      current_password: z.string().max(256).optional(),
    },
    { error: 'required' },
  ),
});

/** The link of an e-mail change: its token (the link's `?token=`). */
export const confirmEmailSchema = z.object({ token: requiredText(200) });
