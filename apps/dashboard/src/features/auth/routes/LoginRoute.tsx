import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyFormResolver } from '../../../lib/lazy-form-resolver';
import { useMutation } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Inline, Link } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/fields';
import { Notice } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { login, sendActivationLink } from '../api/auth-api';
import { AuthPanel } from '../components/AuthLayout';
import * as layoutStyles from '../../../components/components.css';

type LoginProblem =
  | { kind: 'notActivated' }
  | { kind: 'emailNotConfirmed'; email: string; password: string }
  | { kind: 'wrongCredentials'; detail: string | undefined }
  | { kind: 'unexpected'; dump: string };

// The sign-in is the first page most users see: its validation (zod and the domain's schemas) loads apart from it.
const loadLoginSchema = () => import('./login-schema').then((module) => module.loginSchema);
const loginResolver = lazyFormResolver(loadLoginSchema);

const noActiveAccount = 'No active account found with the given credentials';

function hasCode(error: ApiError, code: string) {
  return error.code === code || (error.serverMessage?.includes(code) ?? false) || errorAsText(error).includes(code);
}

/** Spec 1 §8 login errors. */
function toProblem(error: unknown, email: string, password: string): LoginProblem {
  if (!(error instanceof ApiError)) return { kind: 'unexpected', dump: errorAsText(error) };
  if (hasCode(error, 'USER_NOT_ACTIVATED')) return { kind: 'notActivated' };
  if (hasCode(error, 'EMAIL_NOT_CONFIRMED')) return { kind: 'emailNotConfirmed', email, password };
  if (error.status >= 500) return { kind: 'unexpected', dump: errorAsText(error) };
  return { kind: 'wrongCredentials', detail: error.serverMessage ?? undefined };
}

export default function LoginRoute() {
  const { t, fieldError } = useI18n();
  const session = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const form = useForm({ resolver: loginResolver, defaultValues: { email: '', password: '' } });
  const { errors, submitCount, isSubmitting } = form.formState;

  const resend = useMutation({
    mutationFn: (email: string) => sendActivationLink(email),
  });

  const onSubmit = form.handleSubmit(async ({ email, password }) => {
    setProblem(null);
    try {
      const tokens = await login(email, password);
      session.signIn(tokens.access, tokens.refresh, paths.dashboard.frontpage.href());
    } catch (error) {
      setProblem(toProblem(error, email, password));
    }
  });

  const resendActivation = async (email: string, password: string) => {
    try {
      await resend.mutateAsync(email);
    } finally {
      await navigate(paths.auth.activation.href(), { state: { email, password } });
    }
  };

  return (
    <AuthPanel title={t('auth.login.title')}>
      {/* the validation code loads when the user first enters a field (a submit without that waits for it) */}
      <form
        onSubmit={(event) => void onSubmit(event)}
        onFocus={() => void loadLoginSchema()}
        noValidate
        className={layoutStyles.stack}
      >
        <FormMessages errors={errors} submitCount={submitCount} />
        {problem?.kind === 'notActivated' ? (
          <Notice tone="critical" title={t('auth.login.notActivated')}>
            {t('auth.login.contactAdmin')}
          </Notice>
        ) : null}
        {problem?.kind === 'emailNotConfirmed' ? (
          <Notice tone="caution" title={t('auth.login.emailNotConfirmed')}>
            <Button
              tone="secondary"
              onClick={() => void resendActivation(problem.email, problem.password)}
              disabled={resend.isPending}
            >
              {t('auth.login.resendActivation')}
            </Button>
          </Notice>
        ) : null}
        {problem?.kind === 'wrongCredentials' ? (
          <Notice tone="critical" title={t('auth.login.wrongCredentials')}>
            {problem.detail === noActiveAccount ? t('auth.login.checkEmailOrPassword') : problem.detail}
          </Notice>
        ) : null}
        {problem?.kind === 'unexpected' ? (
          <Notice tone="critical" title={t('auth.login.unexpected')}>
            {problem.dump}
          </Notice>
        ) : null}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          error={fieldError(errors.email?.message)}
          {...form.register('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          {...form.register('password')}
        />
        <Button type="submit" disabled={isSubmitting}>
          {t('auth.login.submit')}
        </Button>
      </form>
      <Inline space="small" align="space-between">
        <Link asChild>
          <RouterLink to={paths.auth.register.href()}>{t('auth.login.toRegister')}</RouterLink>
        </Link>
        <Link asChild>
          <RouterLink to={paths.auth.forgot.href()}>{t('auth.login.toForgot')}</RouterLink>
        </Link>
      </Inline>
    </AuthPanel>
  );
}
