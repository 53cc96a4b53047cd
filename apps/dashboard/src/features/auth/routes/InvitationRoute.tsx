import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Button, Link, Text } from '@siirto/ui';
import { inviteeRegistrationSchema } from '@siirto/domain';
import { externalLinks, paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/choice-fields';
import { TextField } from '../../../components/fields';
import { NewPasswordFields, PersonNameFields } from '../../../components/form-fields';
import { Notice, Spinner } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { applyServerErrors, errorAsText, throttledMessage } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/tokens';
import { invitationDetailsQuery } from '../api/get-invitation-details';
import { registerInvitedUser } from '../api/register-invited-user';
import { useServerForm } from '../../../lib/server-form';
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
  const { t } = i18n;
  const [params] = useSearchParams();
  const invitationToken = params.get('token') ?? params.get('invitation_token') ?? params.get('amp;token') ?? '';
  const session = useSession();
  const [cleared, setCleared] = useState(false);

  // An invitee must not act in someone else's session. The session check is skipped here, so a stored session
  // reads as signed out; once this page signs the invitee in, the app mounts it again (signed in) before it goes
  // on to the frontpage: the invitee's new tokens stay.
  const [openedSignedOut] = useState(() => session.status === 'signedOut');
  useEffect(() => {
    if (openedSignedOut) tokenStore.clear();
    setCleared(true);
  }, [openedSignedOut]);

  const details = useQuery({ ...invitationDetailsQuery(invitationToken), enabled: cleared && invitationToken !== '' });

  const server = useServerForm({
    schema: inviteeRegistrationSchema,
    defaultValues: { email: '', first_name: '', last_name: '', password: '', password2: '', agree_terms: false },
    submit: (values) =>
      registerInvitedUser({
        invitation_token: invitationToken,
        first_name: values.first_name,
        last_name: values.last_name,
        password: values.password,
        password2: values.password2,
        agree_terms: values.agree_terms,
      }),
    onSuccess: (tokens) => session.signIn(tokens.access, tokens.refresh, paths.dashboard.frontpage.href()),
    serverError: (error, setError, i18n) =>
      applyServerErrors(error, setError, ['first_name', 'last_name', 'password', 'password2', 'agree_terms'], i18n),
  });
  const { form, fieldError } = server;
  const { errors, submitCount } = form.formState;
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
        <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={layoutStyles.stack}>
          {details.data.company_name ? (
            <Text as="p">{t('auth.invitation.intro', { company: details.data.company_name })}</Text>
          ) : null}
          <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
          <TextField label={t('auth.fields.email')} type="email" disabled {...form.register('email')} />
          <PersonNameFields
            register={form.register}
            errors={{ first_name: fieldError('first_name'), last_name: fieldError('last_name') }}
            autoComplete
          />
          <NewPasswordFields
            control={form.control}
            register={form.register}
            errors={{ password: fieldError('password'), again: fieldError('password2') }}
            labels="plain"
          />
          <CheckboxField
            label={t('auth.fields.agreeTerms')}
            error={fieldError('agree_terms')}
            control={form.control}
            name="agree_terms"
          />
          <Link href={externalLinks.terms} external>
            {t('auth.termsLink')}
          </Link>
          <Button type="submit" disabled={server.pending}>
            {t('auth.invitation.submit')}
          </Button>
        </form>
      ) : null}
    </AuthPanel>
  );
}
