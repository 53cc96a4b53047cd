import { changePasswordWithCurrentSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/text-field';
import { DialogForm } from '../../../components/form-dialog';
import { NewPasswordFields } from '../../../components/form-fields';
import { useNotify } from '../../../components/toaster';
import { useI18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { useCurrentUser, useSession } from '../../../lib/session';
import { changePassword } from '../../../lib/queries/change-password';

const fields = ['current_password', 'new_password', 'check_password'] as const;

/** Change password; success removes the tokens and sends the user to sign in again (spec 1 §4). */
export function ChangePasswordForm({ onCancel }: { onCancel?: () => void }) {
  const { t } = useI18n();
  const user = useCurrentUser();
  const session = useSession();
  const notify = useNotify();
  const server = useServerForm({
    schema: changePasswordWithCurrentSchema,
    defaultValues: { current_password: '', new_password: '', check_password: '' },
    submit: (values) => changePassword(user.id, values),
    onSuccess: () => {
      notify({ tone: 'positive', title: t('account.password.changed') });
      session.signOut(paths.auth.login.href());
    },
    serverFields: fields,
  });
  const { form, fieldError } = server;
  return (
    <DialogForm server={server} submitLabel={t('account.password.submit')} onCancel={onCancel}>
      <TextField
        label={t('account.password.current')}
        type="password"
        autoComplete="current-password"
        error={fieldError('current_password')}
        {...form.register('current_password')}
      />
      <NewPasswordFields
        control={form.control}
        register={form.register}
        names={{ password: 'new_password', again: 'check_password' }}
        errors={{ password: fieldError('new_password'), again: fieldError('check_password') }}
        labels="new"
      />
    </DialogForm>
  );
}
