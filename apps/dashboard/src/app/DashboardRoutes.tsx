import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { usesTopNavigation } from '@siirto/domain';
import { paths } from '../config/paths';
import { Spinner } from '@siirto/ui';
import { useI18n } from '../i18n/intl';
import { CompanyGate, DashboardLayout, StartupNotices, VersionCheck } from '../features/shell';
import { ResumeOrder } from '../features/transports';
import { dashboardScreens as screens } from './dashboard-screens';

const under = (path: string) => path.replace(`${paths.dashboard.root.path}/`, '');

/** The signed-in dashboard (/dashboard/...): unknown paths go to the frontpage. */
export default function DashboardRoutes() {
  const { t } = useI18n();
  return (
    <CompanyGate>
      {(company) => (
        <DashboardLayout topNavigation={usesTopNavigation(company?.account_type)}>
          <StartupNotices />
          <VersionCheck />
          <ResumeOrder />
          <Suspense fallback={<Spinner label={t('common.loading')} />}>
            <Routes>
              <Route path={under(paths.dashboard.frontpage.path)} element={<screens.frontpage />} />
              <Route path={under(paths.dashboard.transports.edit.path)} element={<screens.transportEdit />} />
              <Route path={`${under(paths.dashboard.transports.list.path)}/*`} element={<screens.transports />} />
              <Route path={under(paths.dashboard.company.path)} element={<screens.company />} />
              <Route path={under(paths.dashboard.other.path)} element={<screens.account />} />
              <Route path={under(paths.dashboard.myaccountPassword.path)} element={<screens.changePassword />} />
              <Route
                path={under(paths.dashboard.myaccount.path)}
                element={<Navigate to={paths.dashboard.other.href('user_account')} replace />}
              />
              <Route
                path={under(paths.dashboard.usersNew.path)}
                element={<Navigate to={paths.dashboard.company.href('users', { create: '1' })} replace />}
              />
              <Route
                path={`${under(paths.dashboard.users.path)}/*`}
                element={<Navigate to={paths.dashboard.company.href('users')} replace />}
              />
              <Route path={under(paths.dashboard.help.path)} element={<screens.help />} />
              <Route path={under(paths.dashboard.accessibility.path)} element={<screens.accessibility />} />
              <Route path={under(paths.dashboard.reports.path)} element={<screens.reports />} />
              <Route path={under(paths.dashboard.licensePayment.path)} element={<screens.licencePayment />} />
              <Route path={under(paths.dashboard.newFeatures.path)} element={<screens.newFeatures />} />
              <Route path={under(paths.dashboard.chat.path)} element={<screens.chat />} />
              <Route path={under(paths.dashboard.map.path)} element={<screens.map />} />
              <Route path={under(paths.dashboard.customers.path)} element={<screens.customers />} />
              <Route path="*" element={<Navigate to={paths.dashboard.frontpage.href()} replace />} />
            </Routes>
          </Suspense>
        </DashboardLayout>
      )}
    </CompanyGate>
  );
}
