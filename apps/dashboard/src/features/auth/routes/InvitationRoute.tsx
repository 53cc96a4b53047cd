import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { Link, Text, Notice, Spinner } from '@siirto/ui';
import { inviteeRegistrationSchema } from '@siirto/domain';
import { externalLinks, paths } from '../../../config/paths';
import { CheckboxField } from '../../../components/choice-fields';
import { TextField } from '../../../components/text-field';
import { useI18n, type I18n } from '../../../i18n/intl';
import { applyServerErrors, errorAsText, readServerErrors, throttledMessage } from '../../../lib/form-errors';
import { invitationDetailsQuery } from '../api/get-invitation-details';
import { registerInvitedUser } from '../api/register-invited-user';
import { useServerForm } from '../../../lib/server-form';
import { AuthPanel } from '../components/AuthLayout';
import { InviteeForm } from '../components/InviteeForm';
import { useInviteeSession } from '../hooks/use-invitee-session';

/** Spec 1 §8 invitation lookup failure: the token's error as text, else the server's message, else the body. */
function lookupErrorText(error: unknown, i18n: Pick<I18n, 't' | 'tryT'>): string {
  const { fields, general } = readServerErrors(error, ['invitation_token'], i18n, {
    general: 'first',
    fallback: errorAsText(error),
  });
  return fields.invitation_token ?? general ?? '';
}

export default function InvitationRoute() {
  const i18n = useI18n();
  const { t } = i18n;
  const [params] = useSearchParams();
  const invitationToken = params.get('token') ?? params.get('invitation_token') ?? params.get('amp;token') ?? '';
  const { session, cleared } = useInviteeSession();

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
      {!invitationToken ? (
        <Notice tone="critical" live="assertive">
          {t('auth.invitation.missingToken')}
        </Notice>
      ) : null}
      {details.isPending && invitationToken ? <Spinner label={t('common.loading')} /> : null}
      {details.isError && throttledMessage(details.error, i18n) ? (
        <Notice tone="caution" live="assertive">
          {throttledMessage(details.error, i18n)}
        </Notice>
      ) : details.isError ? (
        <Notice tone="critical" title={t('auth.invitation.lookupFailed')} live="assertive">
          {lookupErrorText(details.error, i18n)} {t('auth.invitation.contactSupport')}
        </Notice>
      ) : null}
      {details.data ? (
        <InviteeForm
          {...server}
          intro={
            details.data.company_name ? (
              <Text as="p">{t('auth.invitation.intro', { company: details.data.company_name })}</Text>
            ) : null
          }
          leading={<TextField label={t('auth.fields.email')} type="email" disabled {...form.register('email')} />}
          submitLabel={t('auth.invitation.submit')}
        >
          <CheckboxField
            label={t('auth.fields.agreeTerms')}
            error={fieldError('agree_terms')}
            control={form.control}
            name="agree_terms"
          />
          <Link href={externalLinks.terms} external>
            {t('auth.termsLink')}
          </Link>
        </InviteeForm>
      ) : null}
    </AuthPanel>
  );
}
