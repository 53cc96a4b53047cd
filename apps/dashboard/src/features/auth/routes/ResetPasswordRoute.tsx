import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Link } from '@siirto/ui';
import { resetPasswordSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/fields';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { applyServerErrors, saveErrorMessage } from '../../../lib/form-errors';
import { tokenStore } from '../../../lib/tokens';
import { changePasswordWithToken, getUserWithToken } from '../api/auth-api';
import { AuthPanel } from '../components/AuthLayout';

export default function ResetPasswordRoute() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('amp;token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const [general, setGeneral] = useState<string>();

  // the link's token becomes the access token; an older refresh token must not outlive it
  useEffect(() => {
    if (token) tokenStore.set(token, null);
  }, [token]);

  const form = useForm({ resolver: formResolver(resetPasswordSchema), defaultValues: { password: '', password2: '' } });
  const { errors, submitCount, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit(async ({ password, password2 }) => {
    setGeneral(undefined);
    try {
      const user = await getUserWithToken(token);
      await changePasswordWithToken(token, user.id, password, password2);
      tokenStore.clear();
      notify({ tone: 'positive', title: t('auth.reset.success') });
      await navigate(paths.auth.login.href(), { replace: true });
    } catch (error) {
      const message = applyServerErrors(error, form.setError, [], i18n, saveErrorMessage(error, i18n));
      setGeneral(message);
    }
  });

  return (
    <AuthPanel title={t('auth.reset.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField
          label={t('auth.fields.newPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        <PasswordChecklist password={newPassword} />
        <TextField
          label={t('auth.fields.newPasswordAgain')}
          type="password"
          autoComplete="new-password"
          error={fieldError(errors.password2?.message)}
          {...form.register('password2')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('common.save')}
        </Button>
      </form>
      <Link asChild>
        <RouterLink to={paths.auth.login.href()}>{t('auth.backToLogin')}</RouterLink>
      </Link>
    </AuthPanel>
  );
}
