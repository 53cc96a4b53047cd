import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@siirto/ui';
import { changePasswordWithCurrentSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/fields';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { formResolver } from '../../../lib/form-resolver';
import { useCurrentUser, useSession } from '../../../lib/session';
import { changePassword } from '../api/account-api';

const fields = ['current_password', 'new_password', 'check_password'] as const;

/** Change password; success removes the tokens and sends the user to sign in again (spec 1 §4). */
export function ChangePasswordForm({ onCancel }: { onCancel?: () => void }) {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const user = useCurrentUser();
  const session = useSession();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();
  const form = useForm({
    resolver: formResolver(changePasswordWithCurrentSchema),
    defaultValues: { current_password: '', new_password: '', check_password: '' },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'new_password' });
  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    try {
      await changePassword(user.id, values);
      notify({ tone: 'positive', title: t('account.password.changed') });
      session.signOut(paths.auth.login.href());
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, fields, i18n, saveErrorMessage(error, i18n)));
    }
  });
  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className={c.stack}>
      <FormMessages errors={errors} submitCount={submitCount} general={general} />
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldError(errors.current_password?.message)}
        {...form.register('current_password')}
      />
      <TextField
        label={t('auth.fields.newPassword')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.new_password?.message)}
        {...form.register('new_password')}
      />
      <PasswordChecklist password={newPassword} />
      <TextField
        label={t('auth.fields.newPasswordAgain')}
        type="password"
        autoComplete="new-password"
        error={fieldError(errors.check_password?.message)}
        {...form.register('check_password')}
      />
      <div className={c.dialogActions}>
        {onCancel ? (
          <Button tone="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
        ) : null}
        <Button type="submit" disabled={isSubmitting}>
          {t('account.password.submit')}
        </Button>
      </div>
    </form>
  );
}
