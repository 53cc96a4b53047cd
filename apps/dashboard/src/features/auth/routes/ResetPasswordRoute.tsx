import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Link } from '@siirto/ui';
import { resetPasswordSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { NewPasswordFields } from '../../../components/form-fields';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { tokenStore } from '../../../lib/tokens';
import { changePasswordWithToken } from '../api/change-password-with-token';
import { getUserWithToken } from '../api/get-user-with-token';
import { AuthPanel } from '../components/AuthLayout';

export default function ResetPasswordRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('amp;token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();

  // the link's token becomes the access token; an older refresh token must not outlive it
  useEffect(() => {
    if (token) tokenStore.set(token, null);
  }, [token]);

  const server = useServerForm({
    schema: resetPasswordSchema,
    defaultValues: { password: '', password2: '' },
    submit: async ({ password, password2 }) => {
      const user = await getUserWithToken(token);
      await changePasswordWithToken(token, user.id, password, password2);
    },
    onSuccess: async () => {
      tokenStore.clear();
      notify({ tone: 'positive', title: t('auth.reset.success') });
      await navigate(paths.auth.login.href(), { replace: true });
    },
  });
  const { form, fieldError } = server;
  const { errors, submitCount } = form.formState;

  return (
    <AuthPanel title={t('auth.reset.title')}>
      <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={layoutStyles.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
        <NewPasswordFields
          control={form.control}
          register={form.register}
          errors={{ password: fieldError('password'), again: fieldError('password2') }}
          labels="new"
        />
        <Button type="submit" disabled={server.pending}>
          {t('common.save')}
        </Button>
      </form>
      <Link asChild>
        <RouterLink to={paths.auth.login.href()}>{t('auth.backToLogin')}</RouterLink>
      </Link>
    </AuthPanel>
  );
}
