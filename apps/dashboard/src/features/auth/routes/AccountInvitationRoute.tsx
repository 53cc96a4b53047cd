/**
 * /auth/invitation/account?token=…: an account user invited by an account admin (POST /invitate_user/) opens the
 * mailed link, gives their names and chooses a password (spec 1 §5 password rules), and is signed in
 * (POST /activate_invitated/). The path is under /auth/invitation, where the session check is skipped (spec 1 §2).
 */
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { Link, Notice } from '@siirto/ui';
import { INVITATION_VALIDITY_DAYS, matchOptions, passwordSchema, requiredShortText } from '@siirto/domain';
import { paths } from '../../../config/paths';
import * as layoutStyles from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import { ApiError } from '../../../lib/api';
import { applyServerErrors } from '../../../lib/form-errors';
import { useServerForm } from '../../../lib/server-form';
import { activateInvitedAccountUser } from '../api/activate-invited-account-user';
import { AuthPanel } from '../components/AuthLayout';
import { InviteeForm } from '../components/InviteeForm';
import { useInviteeSession } from '../hooks/use-invitee-session';

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

/** The token answer the server gives a used, expired or unknown invitation. */
const isInvalidToken = (error: unknown) => error instanceof ApiError && error.fieldErrors.token !== undefined;

/** Reads the token, also under the `amp;`-prefixed key that some mail clients produce. */
const readToken = (params: URLSearchParams) => (params.get('token') ?? params.get('amp;token') ?? '').trim();

export default function AccountInvitationRoute() {
  const { t } = useI18n();
  const [params] = useSearchParams();
  const token = readToken(params);
  const { session } = useInviteeSession();
  const [invalidToken, setInvalidToken] = useState(false);

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

  const toLogin = (
    <Link asChild>
      <RouterLink to={paths.auth.login.href()}>{t('auth.accountInvitation.toLogin')}</RouterLink>
    </Link>
  );

  if (!token || invalidToken) {
    return (
      <AuthPanel title={t('auth.accountInvitation.title')}>
        <div className={layoutStyles.stack}>
          <Notice tone="critical" title={t('auth.invitation.activationFailed')} live="assertive">
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
      <InviteeForm
        {...server}
        intro={<p>{t('auth.accountInvitation.intro')}</p>}
        submitLabel={t('auth.accountInvitation.submit')}
      />
    </AuthPanel>
  );
}
