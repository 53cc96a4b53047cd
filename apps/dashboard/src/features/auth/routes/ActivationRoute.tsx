import { useEffect, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, PinInput, Notice } from '@siirto/ui';
import { activationParams, activationSchema } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { TextField } from '../../../components/text-field';
import { FormMessages } from '../../../components/form';
import { useNotify } from '../../../components/toaster';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { applyServerErrors, throttledMessage } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { useSession } from '../../../lib/session';
import { activate } from '../api/activate';
import { useSendActivationLink } from '../api/send-activation-link';
import { AuthPanel } from '../components/AuthLayout';

export default function ActivationRoute() {
  const i18n = useI18n();
  const { t, language, setLanguage } = i18n;
  const [params] = useSearchParams();
  const location = useLocation();
  const session = useSession();
  const notify = useNotify();
  // the query (keys also as 'amp;email', as some mail clients send them), then the sign-up's navigation state
  const initial = useMemo(() => {
    const state: unknown = location.state;
    const given = activationParams(params, state !== null && typeof state === 'object' ? state : null);
    return { email: given.email ?? '', pin_code: given.pin_code ?? '' };
  }, [params, location.state]);

  // the activation page is always in Finnish (spec 1 §2)
  useEffect(() => {
    if (language !== 'fi') setLanguage('fi');
  }, [language, setLanguage]);

  const { form, onSubmit, general, pending, fieldError } = useServerForm({
    schema: activationSchema,
    defaultValues: initial,
    submit: ({ email, pin_code }) => activate(email ?? '', pin_code),
    onSuccess: (tokens) => session.signIn(tokens.access_token, tokens.refresh_token, paths.dashboard.frontpage.href()),
    serverError: (error, setError) => applyServerErrors(error, setError, ['email', 'pin_code'], i18n),
  });
  const { errors, submitCount } = form.formState;
  const { field: pin } = useController({ control: form.control, name: 'pin_code' });

  const resend = useSendActivationLink();
  const resendLink = () =>
    resend.mutate(form.getValues('email') ?? '', {
      onSuccess: () => notify({ tone: 'positive', title: t('auth.activation.resendSuccess') }),
      onError: (error) =>
        notify({ tone: 'critical', title: t('auth.activation.resendFailed'), text: throttledMessage(error, i18n) }),
    });

  return (
    <AuthPanel title={t('auth.activation.title')}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
        <FormMessages errors={errors} submitCount={submitCount} general={general} />
        <TextField
          label={t('auth.fields.email')}
          type="email"
          autoComplete="email"
          error={fieldError('email')}
          {...form.register('email')}
        />
        <PinInput
          label={t('auth.activation.pin')}
          length={6}
          inputLabel={(index, count) => t('auth.activation.pinDigit', { index: index + 1, count })}
          error={fieldError('pin_code')}
          name={pin.name}
          ref={pin.ref}
          value={pin.value}
          onValueChange={pin.onChange}
        />
        <Notice tone="info" live="polite">
          {t('auth.activation.note')}
        </Notice>
        <Button type="submit" disabled={pending}>
          {t('auth.activation.submit')}
        </Button>
        <Button tone="secondary" onClick={resendLink} disabled={resend.isPending}>
          {t('auth.activation.resend')}
        </Button>
      </form>
    </AuthPanel>
  );
}
