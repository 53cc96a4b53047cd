/**
 * /auth/invitation/account?token=…: an account user invited by an account admin (POST /invitate_user/) opens the
 * mailed link, gives their names and chooses a password (spec 1 §5 password rules), and is signed in
 * (POST /activate_invitated/). The path is under /auth/invitation, where the session check is skipped (spec 1 §2).
 */
import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Button, Link } from '@siirto/ui';
import { INVITATION_VALIDITY_DAYS, matchOptions, passwordSchema, requiredShortText } from '@siirto/domain';
import { paths } from '../../../config/paths';
import { NewPasswordFields, PersonNameFields } from '../../../components/form-fields';
import { Notice } from '../../../components/feedback';
import { FormMessages } from '../../../components/form';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { ApiError, apiClient, unwrap } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { useSession } from '../../../lib/session';
import { tokenStore } from '../../../lib/tokens';
import { AuthPanel } from '../components/AuthLayout';

/** The page the invitation e-mail links to (apps/api ACCOUNT_INVITATION_PAGE). */

/** The invitee's form: names and a password with its repeat (the repeat stays in the browser). */
const accountInvitationSchema = z
  .object({
    first_name: requiredShortText(),
    last_name: requiredShortText(),
    password: passwordSchema,
    password2: z.string({ error: 'required' }).min(1, { error: 'required' }),
  })
  .refine((values) => values.password === values.password2, matchOptions('password2', 'passwordsDoNotMatch'));

const activateInvitedAccountUser = (body: { first_name: string; last_name: string; token: string; password: string }) =>
  unwrap(apiClient.POST('/activate_invitated/', { body }));

/** The token answer the server gives a used, expired or unknown invitation. */
const isInvalidToken = (error: unknown) => error instanceof ApiError && error.fieldErrors.token !== undefined;

/** Reads the token, also under the `amp;`-prefixed key that some mail clients produce. */
const readToken = (params: URLSearchParams) => (params.get('token') ?? params.get('amp;token') ?? '').trim();

export default function AccountInvitationRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = readToken(params);
  const session = useSession();
  const [invalidToken, setInvalidToken] = useState(false);

  // The invitee must not act in someone else's session (an admin who opens the link in their own browser). The
  // session check is skipped here, so a stored session reads as signed out; once this page signs the invitee in,
  // the app shows its spinner and mounts the page again (signed in) before going on: those tokens stay.
  const [openedSignedOut] = useState(() => session.status === 'signedOut');
  useEffect(() => {
    if (openedSignedOut) tokenStore.clear();
  }, [openedSignedOut]);

  const server = useServerForm({
    schema: accountInvitationSchema,
    defaultValues: { first_name: '', last_name: '', password: '', password2: '' },
    submit: (values) =>
      activateInvitedAccountUser({
        first_name: values.first_name,
        last_name: values.last_name,
        token,
        password: values.password,
      }),
    onSuccess: (tokens) => session.signIn(tokens.access, tokens.refresh, paths.dashboard.frontpage.href()),
    serverError: (error, setError, i18n) => {
      if (isInvalidToken(error)) {
        setInvalidToken(true);
        return undefined;
      }
      return applyServerErrors(error, setError, ['first_name', 'last_name', 'password'], i18n);
    },
  });
  const { form, fieldError } = server;
  const { errors, submitCount } = form.formState;

  const toLogin = (
    <Link asChild>
      <RouterLink to={paths.auth.login.href()}>{t('auth.accountInvitation.toLogin')}</RouterLink>
    </Link>
  );

  if (!token || invalidToken) {
    return (
      <AuthPanel title={t('auth.accountInvitation.title')}>
        <div className={layoutStyles.stack}>
          <Notice tone="critical" title={t('auth.invitation.activationFailed')}>
            {token
              ? t('auth.accountInvitation.invalidToken', { days: INVITATION_VALIDITY_DAYS })
              : t('auth.accountInvitation.missingToken')}
          </Notice>
          {toLogin}
        </div>
      </AuthPanel>
    );
  }

  return (
    <AuthPanel title={t('auth.accountInvitation.title')}>
      <form onSubmit={(event) => void server.onSubmit(event)} noValidate className={layoutStyles.stack}>
        <p>{t('auth.accountInvitation.intro')}</p>
        <FormMessages errors={errors} submitCount={submitCount} general={server.general} />
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
        <Button type="submit" disabled={server.pending}>
          {t('auth.accountInvitation.submit')}
        </Button>
      </form>
    </AuthPanel>
  );
}
