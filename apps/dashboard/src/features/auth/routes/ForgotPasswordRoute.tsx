import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Link } from '@siirto/ui';
import { forgotPasswordSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/fields';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { applyServerErrors } from '../../../lib/form-errors';
import { sendPasswordReset } from '../api/send-password-reset';
import { AuthPanel } from '../components/AuthLayout';

export default function ForgotPasswordRoute() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const navigate = useNavigate();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();
  const form = useForm({ resolver: formResolver(forgotPasswordSchema), defaultValues: { email: '' } });
  const { errors, submitCount, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setGeneral(undefined);
    try {
      await sendPasswordReset(email);
      notify({ tone: 'positive', title: t('auth.forgot.sent') });
      await navigate(paths.dashboard.users.href());
    } catch (error) {
      setGeneral(applyServerErrors(error, form.setError, ['email'], i18n));
    }
  });

  return (
    <AuthPanel title={t('auth.forgot.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('auth.forgot.submit')}
        </Button>
      </form>
      <Link asChild>
        <RouterLink to={paths.auth.login.href()}>{t('auth.backToLogin')}</RouterLink>
      </Link>
    </AuthPanel>
  );
}
