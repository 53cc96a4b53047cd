import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { formResolver } from '../../../lib/form-resolver';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Link, Text } from '@siirto/ui';
import { inviteeRegistrationSchema } from '@siirto/domain';
import { externalLinks, paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/choice-fields';
import { TextField } from '../../../components/fields';
import { PasswordChecklist } from '../../../components/PasswordChecklist';
import { Notice, Spinner } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, errorAsText, throttledMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/tokens';
import { getInvitationDetails, registerInvitedUser } from '../api/auth-api';
import type { TokenPair } from '../../../lib/api-types';
import { AuthPanel } from '../components/AuthLayout';

function lookupErrorText(error: unknown): string {
  if (error instanceof ApiError) {
    const tokenError = error.fieldErrors.invitation_token;
    if (tokenError) return tokenError.join(' ');
    return error.serverMessage ?? errorAsText(error);
  }
  return errorAsText(error);
}

export default function InvitationRoute() {
  const i18n = useI18n();
  const { t, fieldError } = i18n;
  const [params] = useSearchParams();
  const invitationToken = params.get('token') ?? params.get('invitation_token') ?? params.get('amp;token') ?? '';
  const session = useSession();
  const [general, setGeneral] = useState<string>();
  const [cleared, setCleared] = useState(false);

  // An invitee must not act in someone else's session. The session check is skipped here, so a stored session
  // reads as signed out; once this page signs the invitee in, the app mounts it again (signed in) before it goes
  // on to the frontpage: the invitee's new tokens stay.
  const [openedSignedOut] = useState(() => session.status === 'signedOut');
  useEffect(() => {
    if (openedSignedOut) tokenStore.clear();
    setCleared(true);
  }, [openedSignedOut]);

  const details = useQuery({
    queryKey: ['invitation', invitationToken],
    queryFn: () => getInvitationDetails(invitationToken),
    enabled: cleared && invitationToken !== '',
    retry: false,
  });

  const form = useForm({
    resolver: formResolver(inviteeRegistrationSchema),
    defaultValues: { email: '', first_name: '', last_name: '', password: '', password2: '', agree_terms: false },
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'password' });
  const { reset } = form;

  useEffect(() => {
    if (details.data) {
      reset({
        email: details.data.email,
        first_name: details.data.first_name,
        last_name: details.data.last_name,
        password: '',
        password2: '',
        agree_terms: false,
      });
    }
  }, [details.data, reset]);

  const onSubmit = form.handleSubmit(async (values) => {
    setGeneral(undefined);
    let tokens: TokenPair;
    try {
      tokens = await registerInvitedUser({
        invitation_token: invitationToken,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        password2: values.password2,
        agree_terms: values.agree_terms,
      });
    } catch (error) {
      setGeneral(
        applyServerErrors(
          error,
          form.setError,
          ['first_name', 'last_name', 'password', 'password2', 'agree_terms'],
          i18n,
        ),
      );
      return;
    }
    session.signIn(tokens.access, tokens.refresh, paths.dashboard.frontpage.href());
  });

  return (
    <AuthPanel title={t('auth.invitation.title')}>
      {!invitationToken ? <Notice tone="critical">{t('auth.invitation.missingToken')}</Notice> : null}
      {details.isPending && invitationToken ? <Spinner label={t('common.loading')} /> : null}
      {details.isError && throttledMessage(details.error, i18n) ? (
        <Notice tone="caution">{throttledMessage(details.error, i18n)}</Notice>
      ) : details.isError ? (
        <Notice tone="critical" title={t('auth.invitation.lookupFailed')}>
          {lookupErrorText(details.error)} {t('auth.invitation.contactSupport')}
        </Notice>
      ) : null}
      {details.data ? (
        <form onSubmit={(event) => void onSubmit(event)} noValidate className={layoutStyles.stack}>
          {details.data.company_name ? (
            <Text as="p">{t('auth.invitation.intro', { company: details.data.company_name })}</Text>
          ) : null}
          <FormMessages errors={errors} submitCount={submitCount} general={general} />
          <TextField label={t('auth.fields.email')} type="email" disabled {...form.register('email')} />
          <TextField
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            error={fieldError(errors.first_name?.message)}
            {...form.register('first_name')}
          />
          <TextField
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            error={fieldError(errors.last_name?.message)}
            {...form.register('last_name')}
          />
          <TextField
            label={t('auth.fields.password')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.password?.message)}
            {...form.register('password')}
          />
          <PasswordChecklist password={newPassword} />
          <TextField
            label={t('auth.fields.passwordAgain')}
            type="password"
            autoComplete="new-password"
            error={fieldError(errors.password2?.message)}
            {...form.register('password2')}
          />
          <CheckboxField
            label={t('auth.fields.agreeTerms')}
            error={fieldError(errors.agree_terms?.message)}
            control={form.control}
            name="agree_terms"
          />
          <Link href={externalLinks.terms} external>
            {t('auth.termsLink')}
          </Link>
          <Button type="submit" disabled={isSubmitting}>
            {t('auth.invitation.submit')}
          </Button>
        </form>
      ) : null}
    </AuthPanel>
  );
}
