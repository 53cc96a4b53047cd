import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '../config/paths';
import { Box, Button, Notice, FullScreenSpinner } from '@siirto/ui';
import { useI18n, useNamespaces } from '../i18n/intl';
import { useSession } from '../lib/session';
import { routes } from './routes';

/** The backend could not be reached: its texts (the logout) are the shell's. */
function UnavailableNotice({ retry, signOut }: { retry: () => void; signOut: () => void }) {
  useNamespaces(['shell']);
  const { t } = useI18n();
  return (
    <Box as="main" maxWidth="medium" paddingX="medium" paddingY="xxlarge">
      <Notice
        tone="critical"
        title={t('session.unavailable.title')}
        actions={
          <>
            <Button onClick={retry}>{t('common.retry')}</Button>
            <Button tone="secondary" onClick={signOut}>
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
          <Route path={paths.shared.transport.path} element={<routes.sharedTransport />} />
          <Route path="*" element={<routes.blocked onLogout={() => signOut()} />} />
        </Routes>
      </Suspense>
    );
  }
  if (status === 'unavailable') {
    return (
      <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
        <UnavailableNotice retry={retry} signOut={() => signOut()} />
      </Suspense>
    );
  }
  const signedIn = status === 'signedIn';
  return (
    <Suspense fallback={<FullScreenSpinner label={t('common.loading')} />}>
      <Routes>
        <Route path={paths.shared.transport.path} element={<routes.sharedTransport />} />
        <Route path={`${paths.auth.root.path}/*`} element={<routes.auth />} />
        {signedIn ? (
          <>
            <Route path={`${paths.dashboard.root.path}/*`} element={<routes.dashboard />} />
            <Route path={paths.payment.success.path} element={<routes.paymentSuccess />} />
            <Route path={paths.payment.cancelled.path} element={<routes.paymentCancelled />} />
            <Route path="*" element={<Navigate to={paths.dashboard.frontpage.href()} replace />} />
          </>
        ) : (
          <Route path="*" element={<Navigate to={paths.auth.login.href()} replace />} />
        )}
      </Routes>
    </Suspense>
  );
}
