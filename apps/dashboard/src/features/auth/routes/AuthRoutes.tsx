import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AuthLayout } from '../components/AuthLayout';
import AccountInvitationRoute, {
  ACCOUNT_INVITATION_PATH,
  LegacyAccountInvitationRedirect,
} from './AccountInvitationRoute';
import ActivationRoute from './ActivationRoute';
import ForgotPasswordRoute from './ForgotPasswordRoute';
import InvitationRoute from './InvitationRoute';
import LoginRoute from './LoginRoute';
import RegisterRoute from './RegisterRoute';
import ResetPasswordRoute from './ResetPasswordRoute';

const relative = (path: string) => path.replace(`${paths.auth.root.path}/`, '');

/** The auth area (/auth/...): unknown paths go to the login. */
export default function AuthRoutes() {
  return (
    <AuthLayout>
      <Routes>
        <Route path={relative(paths.auth.login.path)} element={<LoginRoute />} />
        <Route path={relative(paths.auth.register.path)} element={<RegisterRoute />} />
        <Route path={relative(paths.auth.forgot.path)} element={<ForgotPasswordRoute />} />
        <Route path={relative(paths.auth.resetPassword.path)} element={<ResetPasswordRoute />} />
        <Route path={relative(paths.auth.activation.path)} element={<ActivationRoute />} />
        <Route path={relative(paths.auth.invitation.path)} element={<InvitationRoute />} />
        <Route path="invitation" element={<InvitationRoute />} />
        <Route path={relative(ACCOUNT_INVITATION_PATH)} element={<AccountInvitationRoute />} />
        <Route path="activate_invitated" element={<LegacyAccountInvitationRedirect />} />
        <Route path="*" element={<Navigate to={paths.auth.login.href()} replace />} />
      </Routes>
    </AuthLayout>
  );
}
