import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Link } from '@siirto/ui';
import { forgotPasswordSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/text-field';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { applyServerErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { sendPasswordReset } from '../api/send-password-reset';
import { AuthPanel } from '../components/AuthLayout';

export default function ForgotPasswordRoute() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const notify = useNotify();
  const { form, onSubmit, general, pending, fieldError } = useServerForm({
    schema: forgotPasswordSchema,
    defaultValues: { email: '' },
    submit: ({ email }) => sendPasswordReset(email),
    onSuccess: async () => {
      notify({ tone: 'positive', title: t('auth.forgot.sent') });
      await navigate(paths.dashboard.users.href());
    },
    serverError: (error, setError, i18n) => applyServerErrors(error, setError, ['email'], i18n),
  });
  const { errors, submitCount } = form.formState;

  return (
    <AuthPanel title={t('auth.forgot.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <Button type="submit" disabled={pending}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <Link asChild>
        <RouterLink to={paths.auth.login.href()}>{t('auth.backToLogin')}</RouterLink>
      </Link>
    </AuthPanel>
  );
}
