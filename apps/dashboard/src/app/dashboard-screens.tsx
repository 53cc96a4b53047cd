import { isAdmin } from '@siirto/domain';
import type { QueryClient } from '@tanstack/react-query';
import { inProgressTransportsParams } from '../features/frontpage/api/in-progress-transports';
import { transportsQueryOptions } from '../features/transports/api/get-transports';
import { companyUserCountQuery } from '../lib/queries/get-company-user-count';
import { pendingInvitationsQuery } from '../lib/queries/get-pending-invitations';
import { meQueryOptions } from '../lib/session';
import { ignore, lazyRoute } from './lazy-route';

/** The in-progress widget, and for an admin the user limit's counts (the add-user button waits for them). */
function prefetchFrontpage(queryClient: QueryClient) {
  queryClient.query(transportsQueryOptions(inProgressTransportsParams)).catch(ignore);
  queryClient.query(meQueryOptions).then(
    (user) => {
      if (!isAdmin(user)) return;
      queryClient.query(companyUserCountQuery).catch(ignore);
      queryClient.query(pendingInvitationsQuery).catch(ignore);
    },
    () => undefined, // the session handles a user that does not load
  );
}

/**
 * The signed-in dashboard's screens (DashboardRoutes renders them under the shell), each with its catalogs and the
 * calls it starts with; `routes.dashboardScreens` (routes.tsx) is this object, for main.tsx's preloads.
 */
export const dashboardScreens = {
  frontpage: lazyRoute(['pages'], () => import('../features/frontpage/routes/FrontpageRoute'), prefetchFrontpage),
  transports: lazyRoute(['pages', 'wizard'], () => import('../features/transports/routes/TransportsRoute')),
  // the order wizard's page apart from the list's (its table is not needed to start typing, issue 32)
  transportEdit: lazyRoute(['pages', 'wizard'], () => import('../features/transports/wizard/OrderWizardRoute')),
  company: lazyRoute(['company', 'auth'], () => import('../features/company/routes/CompanyRoute')),
  account: lazyRoute(['account', 'company', 'auth'], () => import('../features/account/routes/AccountRoute')),
  changePassword: lazyRoute(['account', 'auth'], () => import('../features/account/routes/ChangePasswordRoute')),
  help: lazyRoute(['pages'], () => import('../features/help/routes/HelpRoute')),
  accessibility: lazyRoute(['pages'], () => import('../features/help/routes/AccessibilityRoute')),
  reports: lazyRoute(['reports', 'pages'], () => import('../features/reports/routes/ReportsRoute')),
  chat: lazyRoute(['chat'], () => import('../features/chat/routes/ChatRoute')),
  customers: lazyRoute(['customers'], () => import('../features/customers/routes/CustomersRoute')),
  newFeatures: lazyRoute(['account'], () => import('../features/account/routes/NewFeaturesRoute')),
  licencePayment: lazyRoute(['pages'], () => import('../features/payment/routes/LicencePaymentRoute')),
  map: lazyRoute(['map', 'pages'], () => import('../features/map/routes/MapRoute')),
};
