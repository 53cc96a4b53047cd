import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { usesTopNavigation } from '@siirto/domain';
import { paths } from '../config/paths';
import { Spinner } from '../components/feedback';
import { routeModule, useI18n } from '../i18n/intl';
import { CompanyGate, DashboardLayout, StartupNotices, VersionCheck } from '../features/shell';
import { ResumeOrder } from '../features/transports';

// each screen's module comes with its catalogs (the shell's are loaded with this module)
export const dashboardRoutes = {
  frontpage: () => routeModule(['pages'], import('../features/frontpage/routes/FrontpageRoute')),
  transports: () => routeModule(['pages', 'wizard'], import('../features/transports/routes/TransportsRoute')),
  company: () => routeModule(['company', 'auth'], import('../features/company/routes/CompanyRoute')),
  account: () => routeModule(['account', 'company', 'auth'], import('../features/account/routes/AccountRoute')),
  changePassword: () => routeModule(['account', 'auth'], import('../features/account/routes/ChangePasswordRoute')),
  help: () => routeModule(['pages'], import('../features/help/routes/HelpRoute')),
  reports: () => routeModule(['reports', 'pages'], import('../features/reports/routes/ReportsRoute')),
  chat: () => routeModule(['chat'], import('../features/chat/routes/ChatRoute')),
  customers: () => routeModule(['customers'], import('../features/customers/routes/CustomersRoute')),
  newFeatures: () => routeModule(['account'], import('../features/account/routes/NewFeaturesRoute')),
  licencePayment: () => routeModule(['pages'], import('../features/payment/routes/LicencePaymentRoute')),
  map: () => routeModule(['map', 'pages'], import('../features/map/routes/MapRoute')),
};
const FrontpageRoute = lazy(dashboardRoutes.frontpage);
const TransportsRoute = lazy(dashboardRoutes.transports);
const CompanyRoute = lazy(dashboardRoutes.company);
const AccountRoute = lazy(dashboardRoutes.account);
const ChangePasswordRoute = lazy(dashboardRoutes.changePassword);
const HelpRoute = lazy(dashboardRoutes.help);
const ReportsRoute = lazy(dashboardRoutes.reports);
const ChatRoute = lazy(dashboardRoutes.chat);
const CustomersRoute = lazy(dashboardRoutes.customers);
const LicencePaymentRoute = lazy(dashboardRoutes.licencePayment);
const NewFeaturesRoute = lazy(dashboardRoutes.newFeatures);
const MapRoute = lazy(dashboardRoutes.map);

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
              <Route path={under(paths.dashboard.frontpage.path)} element={<FrontpageRoute />} />
              <Route path={`${under(paths.dashboard.transports.list.path)}/*`} element={<TransportsRoute />} />
              <Route path={under(paths.dashboard.company.path)} element={<CompanyRoute />} />
              <Route path={under(paths.dashboard.other.path)} element={<AccountRoute />} />
              <Route path={under(paths.dashboard.myaccountPassword.path)} element={<ChangePasswordRoute />} />
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
              <Route path={under(paths.dashboard.help.path)} element={<HelpRoute />} />
              <Route path={under(paths.dashboard.reports.path)} element={<ReportsRoute />} />
              <Route path={under(paths.dashboard.licensePayment.path)} element={<LicencePaymentRoute />} />
              <Route path={under(paths.dashboard.newFeatures.path)} element={<NewFeaturesRoute />} />
              <Route path={under(paths.dashboard.chat.path)} element={<ChatRoute />} />
              <Route path={under(paths.dashboard.map.path)} element={<MapRoute />} />
              <Route path={under(paths.dashboard.customers.path)} element={<CustomersRoute />} />
              <Route path="*" element={<Navigate to={paths.dashboard.frontpage.href()} replace />} />
            </Routes>
          </Suspense>
        </DashboardLayout>
      )}
    </CompanyGate>
  );
}
