/** Field groups that several forms repeat: a person's names and a new password with its checklist. */
import { useWatch, type Control, type FieldPath, type FieldValues, type UseFormRegister } from 'react-hook-form';
import { useI18n } from '../i18n/intl';
import { TextField } from './text-field';
import { PasswordChecklist } from './PasswordChecklist';

/** First and last name (`first_name`, `last_name`); `autoComplete` for the user's own names (given-name, family-name). */
export function PersonNameFields<T extends FieldValues>({
  register,
  errors,
  autoComplete = false,
}: {
  register: UseFormRegister<T>;
  errors: { first_name: string | undefined; last_name: string | undefined };
  autoComplete?: boolean;
}) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t('auth.fields.firstName')}
        {...(autoComplete ? { autoComplete: 'given-name' } : {})}
        error={errors.first_name}
        {...register('first_name' as FieldPath<T>)}
      />
      <TextField
        label={t('auth.fields.lastName')}
        {...(autoComplete ? { autoComplete: 'family-name' } : {})}
        error={errors.last_name}
        {...register('last_name' as FieldPath<T>)}
      />
    </>
  );
}

/**
 * A new password, the checklist of its rules as it is typed, and the password again (`password` and `password2`
 * unless `names` says otherwise). `labels` 'new' when the user replaces a password (Uusi salasana), 'plain' when a new
 * user sets one.
 */
export function NewPasswordFields<T extends FieldValues>({
  control,
  register,
  names = { password: 'password' as FieldPath<T>, again: 'password2' as FieldPath<T> },
  errors,
  labels,
}: {
  control: Control<T>;
  register: UseFormRegister<T>;
  names?: { password: FieldPath<T>; again: FieldPath<T> };
  errors: { password: string | undefined; again: string | undefined };
  labels: 'new' | 'plain';
}) {
  const { t } = useI18n();
  const password = useWatch({ control, name: names.password }) as string | undefined;
  return (
    <>
      <TextField
        label={labels === 'new' ? t('auth.fields.newPassword') : t('auth.fields.password')}
        type="password"
        autoComplete="new-password"
        error={errors.password}
        {...register(names.password)}
      />
      <PasswordChecklist password={password} />
      <TextField
        label={labels === 'new' ? t('auth.fields.newPasswordAgain') : t('auth.fields.passwordAgain')}
        type="password"
        autoComplete="new-password"
        error={errors.again}
        {...register(names.again)}
      />
    </>
  );
}
