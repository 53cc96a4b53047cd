import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { Spinner } from '@siirto/ui';
import { paths } from '../../../config/paths';
import { routeModule, useI18n } from '../../../i18n/intl';
import { AuthLayout } from '../components/AuthLayout';
import LoginRoute from './LoginRoute';

// The sign-in page comes with the area; the others load when opened, so the first load stays small.
const RegisterRoute = lazy(() => routeModule(['company'], import('./RegisterRoute'))); // the company fields' texts
const ForgotPasswordRoute = lazy(() => import('./ForgotPasswordRoute'));
const ResetPasswordRoute = lazy(() => import('./ResetPasswordRoute'));
const ActivationRoute = lazy(() => import('./ActivationRoute'));
const ConfirmEmailRoute = lazy(() => import('./ConfirmEmailRoute'));
const InvitationRoute = lazy(() => import('./InvitationRoute'));
const AccountInvitationRoute = lazy(() => import('./AccountInvitationRoute'));

const relative = (path: string) => path.replace(`${paths.auth.root.path}/`, '');

/** Links mailed before the account invitation page existed (`/auth/activate_invitated?token=…`) open it. */
function LegacyAccountInvitationRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.auth.accountInvitation.path}${search}`} replace />;
}

/** The auth area (/auth/...): unknown paths go to the login. */
export default function AuthRoutes() {
  const { t } = useI18n();
  return (
    <AuthLayout>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <Routes>
          <Route path={relative(paths.auth.login.path)} element={<LoginRoute />} />
          <Route path={relative(paths.auth.register.path)} element={<RegisterRoute />} />
          <Route path={relative(paths.auth.forgot.path)} element={<ForgotPasswordRoute />} />
          <Route path={relative(paths.auth.resetPassword.path)} element={<ResetPasswordRoute />} />
          <Route path={relative(paths.auth.activation.path)} element={<ActivationRoute />} />
          <Route path={relative(paths.auth.confirmEmail.path)} element={<ConfirmEmailRoute />} />
          <Route path={relative(paths.auth.invitation.path)} element={<InvitationRoute />} />
          <Route path="invitation" element={<InvitationRoute />} />
          <Route path={relative(paths.auth.accountInvitation.path)} element={<AccountInvitationRoute />} />
          <Route path="activate_invitated" element={<LegacyAccountInvitationRedirect />} />
          <Route path="*" element={<Navigate to={paths.auth.login.href()} replace />} />
        </Routes>
      </Suspense>
    </AuthLayout>
  );
}
