import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Link, Notice, Text } from '@siirto/ui';
import { z } from 'zod';
import { paths } from '../../../config/paths';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { useServerForm } from '../../../lib/server-form';
import { confirmEmailChange } from '../api/confirm-email-change';
import { AuthPanel } from '../components/AuthLayout';

const noFields = z.object({});

/**
 * The link mailed to a new e-mail address (`/auth/email/confirm?token=…`, issue 28 item 13): one press of Vahvista
 * makes it the user's e-mail and sign-in name. The page asks for the press instead of confirming on load, so a mail
 * scanner that opens links does not confirm for the user.
 */
export default function ConfirmEmailRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const notify = useNotify();
  const server = useServerForm({
    schema: noFields,
    defaultValues: {},
    submit: () => confirmEmailChange(token),
    onSuccess: async () => {
      notify({ tone: 'positive', title: t('auth.confirmEmail.success') });
      await navigate(paths.auth.login.href(), { replace: true });
    },
  });
  const { errors, submitCount } = server.form.formState;

  return (
    <AuthPanel title={t('auth.confirmEmail.title')}>
      {token ? (
        <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={layoutStyles.stack}>
          <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
          <Text as="p">{t('auth.confirmEmail.text')}</Text>
          <Button type="submit" loading={server.pending} fullWidth>
            {t('auth.confirmEmail.submit')}
          </Button>
        </form>
      ) : (
        <Notice tone="critical" title={t('auth.confirmEmail.noToken')} />
      )}
      <Link asChild>
        <RouterLink to={paths.auth.login.href()}>{t('auth.confirmEmail.toLogin')}</RouterLink>
      </Link>
    </AuthPanel>
  );
}
