import type { QueryClient } from '@tanstack/react-query';
import { apiVersionQueryOptions } from '../features/shell/api/get-api-version';
import { contactsQueryOptions } from '../lib/queries/get-contacts';
import { licencesQueryOptions } from '../lib/queries/get-licences';
import { newFeaturesQueryOptions } from '../lib/queries/get-new-features';
import { dashboardScreens } from './dashboard-screens';
import { ignore, lazyRoute } from './lazy-route';

/** The dashboard shell's own calls (menu, support contacts, licence, versions); the session loads the rest. */
function prefetchShell(queryClient: QueryClient) {
  queryClient.query(licencesQueryOptions).catch(ignore);
  queryClient.query(newFeaturesQueryOptions).catch(ignore);
  queryClient.query(contactsQueryOptions).catch(ignore);
  queryClient.query(apiVersionQueryOptions).catch(ignore);
}

/**
 * Every route module of the app, each with the catalogs it needs and the calls its screen starts with: the one place
 * that says what a path loads (the signed-in dashboard's screens are in `dashboard-screens.tsx`, which
 * DashboardRoutes.tsx renders under the shell without importing this file back). The top-level routes (router.tsx)
 * render these; main.tsx preloads the first page's modules and prefetches their data beside the session's start-up
 * calls, so that the shell, the screen and their data arrive in one round instead of each waiting for the one before.
 */
export const routes = {
  blocked: lazyRoute(['shell'], () => import('./CompanyBlockedDialog')),
  auth: lazyRoute(['auth'], () => import('../features/auth/routes/AuthRoutes')),
  dashboard: lazyRoute(['shell'], () => import('./DashboardRoutes'), prefetchShell),
  sharedTransport: lazyRoute(['pages'], () => import('../features/tracking/routes/SharedTransportRoute')),
  paymentSuccess: lazyRoute(['pages'], () => import('../features/payment/routes/PaymentSuccessRoute')),
  paymentCancelled: lazyRoute(['pages'], () => import('../features/payment/routes/PaymentCancelledRoute')),
  dashboardScreens,
};
