import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { Box, Button, Notice } from '@siirto/ui';
import { FullScreenSpinner } from '../components/feedback';
import { useI18n } from '../i18n/intl';
import { useSession } from '../lib/session';

const CompanyBlockedDialog = lazy(() => import('./CompanyBlockedDialog'));
const AuthRoutes = lazy(() => import('../features/auth/routes/AuthRoutes'));
const DashboardRoutes = lazy(() => import('./DashboardRoutes'));
const SharedTransportRoute = lazy(() => import('../features/tracking/routes/SharedTransportRoute'));
const PaymentSuccessRoute = lazy(() => import('../features/payment/routes/PaymentSuccessRoute'));
const PaymentCancelledRoute = lazy(() => import('../features/payment/routes/PaymentCancelledRoute'));

/**
 * Spec 1 §2 top-level routing, rendered from the session machine's state: the full-screen spinner while the user
 * loads, the signed-in and signed-out route sets and their redirects, the unaccepted company's blocking dialog
 * (spec 1 §1), the company 404 notice until the session ends (§8), and the retry screen of an unreachable backend.
 */
export function AppRoutes() {
  const { status, retry, signOut } = useSession();
  const { t } = useI18n();
  if (status === 'loading') return <FullScreenSpinner label={t('common.loading')} />;
  if (status === 'companyMissing') {
    return (
      <Box as="main" maxWidth="medium" paddingX="medium" paddingY="xxlarge">
        <Notice tone="critical">{t('notice.companyMissing')}</Notice>
      </Box>
    );
  }
  if (status === 'blocked') {
    // only the dialog with its logout; a shared tracking link still opens for anyone who has it
    return (
      <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
        <Routes>
          <Route path={paths.shared.transport.path} element={<SharedTransportRoute />} />
          <Route path="*" element={<CompanyBlockedDialog onLogout={() => signOut()} />} />
        </Routes>
      </Suspense>
    );
  }
  if (status === 'unavailable') {
    return (
      <Box as="main" maxWidth="medium" paddingX="medium" paddingY="xxlarge">
        <Notice
          tone="critical"
          title={t('session.unavailable.title')}
          actions={
            <>
              <Button onClick={retry}>{t('common.retry')}</Button>
              <Button tone="secondary" onClick={() => signOut()}>
                {t('shell.logout')}
              </Button>
            </>
          }
        >
          {t('session.unavailable.text')}
        </Notice>
      </Box>
    );
  }
  const signedIn = status === 'signedIn';
  return (
    <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
      <Routes>
        <Route path={paths.shared.transport.path} element={<SharedTransportRoute />} />
        <Route path={`${paths.auth.root.path}/*`} element={<AuthRoutes />} />
        {signedIn ? (
          <>
            <Route path={`${paths.dashboard.root.path}/*`} element={<DashboardRoutes />} />
            <Route path={paths.payment.success.path} element={<PaymentSuccessRoute />} />
            <Route path={paths.payment.cancelled.path} element={<PaymentCancelledRoute />} />
            <Route path="*" element={<Navigate to={paths.dashboard.frontpage.href()} replace />} />
          </>
        ) : (
          <Route path="*" element={<Navigate to={paths.auth.login.href()} replace />} />
        )}
      </Routes>
    </Suspense>
  );
}
