import { useRef, useState, type SyntheticEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Inline, Link, Notice } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/text-field';
import { FormMessages } from '../../../components/form';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { errorAsText, throttledMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { login } from '../api/login';
import { useSendActivationLink } from '../api/send-activation-link';
import { AuthPanel } from '../components/AuthLayout';
import * as layoutStyles from '../../../components/components.css';

type LoginProblem =
  | { kind: 'notActivated' }
  | { kind: 'emailNotConfirmed'; email: string; password: string }
  | { kind: 'wrongCredentials'; detail: string | undefined }
  | { kind: 'throttled'; message: string }
  | { kind: 'unexpected'; dump: string };

// The sign-in is the first page most users see: its validation (zod and the domain's schemas) loads apart from it.
// Two fields need no form library either: the inputs keep their values, the schema checks them at submit and, after
// a submit, at every change (like the other forms' react-hook-form: errors first on submit, then as the user fixes).
const loadLoginSchema = () => import('./login-schema').then((module) => module.loginSchema);
type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, { type: string; message: string }>>;

/** The schema's verdict: the e-mail and password it accepts, or each field's first problem. */
async function validate(values: Record<LoginField, string>) {
  const result = (await loadLoginSchema()).safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field])
      errors[field] = { type: issue.code, message: issue.message };
  }
  return { values: null, errors };
}

const noActiveAccount = 'No active account found with the given credentials';

function hasCode(error: ApiError, code: string) {
  return error.code === code || (error.serverMessage?.includes(code) ?? false) || errorAsText(error).includes(code);
}

/** Spec 1 §8 login errors; a throttled sign-in (429) is never a wrong password. */
function toProblem(error: unknown, email: string, password: string, throttled: string | undefined): LoginProblem {
  if (!(error instanceof ApiError)) return { kind: 'unexpected', dump: errorAsText(error) };
  if (throttled) return { kind: 'throttled', message: throttled };
  if (hasCode(error, 'USER_NOT_ACTIVATED')) return { kind: 'notActivated' };
  if (hasCode(error, 'EMAIL_NOT_CONFIRMED')) return { kind: 'emailNotConfirmed', email, password };
  if (error.status >= 500) return { kind: 'unexpected', dump: errorAsText(error) };
  return { kind: 'wrongCredentials', detail: error.serverMessage ?? undefined };
}

export default function LoginRoute() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const session = useSession();
  const navigate = useNavigate();
  const [problem, setProblem] = useState<LoginProblem | null>(null);
  const fields = { email: useRef<HTMLInputElement>(null), password: useRef<HTMLInputElement>(null) };
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitCount, setSubmitCount] = useState(0);
  const [isSubmitting, setSubmitting] = useState(false);
  const read = () => ({ email: fields.email.current?.value ?? '', password: fields.password.current?.value ?? '' });
  const revalidate = async () => {
    if (submitCount > 0) setErrors((await validate(read())).errors);
  };

  const resend = useSendActivationLink();

  const onSubmit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitCount((count) => count + 1);
    setSubmitting(true);
    try {
      const checked = await validate(read());
      setErrors(checked.errors);
      if (!checked.values) {
        const first = (['email', 'password'] as const).find((field) => checked.errors[field]);
        if (first) fields[first].current?.focus();
        return;
      }
      const { email, password } = checked.values;
      setProblem(null);
      try {
        const tokens = await login(email, password);
        session.signIn(tokens.access, tokens.refresh, paths.dashboard.frontpage.href());
      } catch (error) {
        setProblem(toProblem(error, email, password, throttledMessage(error, i18n)));
      }
    } finally {
      setSubmitting(false);
    }
  };

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
          <Notice tone="critical" title={t('auth.login.notActivated')} live="assertive">
            {t('auth.login.contactAdmin')}
          </Notice>
        ) : null}
        {problem?.kind === 'emailNotConfirmed' ? (
          <Notice tone="caution" title={t('auth.login.emailNotConfirmed')} live="assertive">
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
          <Notice tone="critical" title={t('auth.login.wrongCredentials')} live="assertive">
            {problem.detail === noActiveAccount ? t('auth.login.checkEmailOrPassword') : problem.detail}
          </Notice>
        ) : null}
        {problem?.kind === 'throttled' ? (
          <Notice tone="caution" live="assertive">
            {problem.message}
          </Notice>
        ) : null}
        {problem?.kind === 'unexpected' ? (
          <Notice tone="critical" title={t('auth.login.unexpected')} live="assertive">
            {problem.dump}
          </Notice>
        ) : null}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="username"
          error={fieldError(errors.email?.message)}
          name="email"
          ref={fields.email}
          onChange={() => void revalidate()}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          autoComplete="current-password"
          error={fieldError(errors.password?.message)}
          name="password"
          ref={fields.password}
          onChange={() => void revalidate()}
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
