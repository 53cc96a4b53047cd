import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { isAdmin } from '@siirto/domain';
import { inProgressTransportsParams } from '../features/frontpage/api/in-progress-transports';
import { apiVersionQueryOptions } from '../features/shell/api/get-api-version';
import { transportsQueryOptions } from '../features/transports/api/get-transports';
import type { Namespace } from '../i18n/catalogs';
import { routeModule } from '../i18n/intl';
import { contactsQueryOptions } from '../lib/queries/get-contacts';
import { companyUserCountQuery } from '../lib/queries/get-company-user-count';
import { licencesQueryOptions } from '../lib/queries/get-licences';
import { newFeaturesQueryOptions } from '../lib/queries/get-new-features';
import { pendingInvitationsQuery } from '../lib/queries/get-pending-invitations';
import { meQueryOptions } from '../lib/session';

type RouteModule<P> = { default: ComponentType<P> };

/** Starts the calls a route's screen reads, into the query cache its queries read (errors are the screen's). */
type Prefetch = (queryClient: QueryClient) => void;

/**
 * A lazy route module: a component that renders the module's default export, `preload` to start its loads, and
 * `prefetch` to start its data's calls.
 */
export type LazyRoute<P> = ComponentType<P> & { preload: () => Promise<RouteModule<P>>; prefetch: Prefetch };

/**
 * A route module loaded on demand together with its catalogs (`routeModule`: both in one round). `preload()` starts
 * the loads ahead of the render (main.tsx, before the session has decided), and a route whose loads have finished
 * renders at once: `React.lazy` suspends a first render even then, and the spinner it shows holds the page back for
 * React's 300 ms reveal throttle, once per nested route. Until then the route suspends as a lazy one does: the
 * nearest Suspense boundary shows its spinner at once.
 */
export function lazyRoute<P extends object>(
  namespaces: readonly Namespace[],
  load: () => Promise<RouteModule<P>>,
  prefetch: Prefetch = () => undefined,
): LazyRoute<P> {
  let loaded: RouteModule<P> | undefined;
  let failed: Error | undefined;
  let loading: Promise<RouteModule<P>> | undefined;
  const preload = (): Promise<RouteModule<P>> => {
    loading ??= routeModule(namespaces, load()).then(
      (module) => (loaded = module),
      (error: unknown) => {
        failed = error instanceof Error ? error : new Error(String(error));
        throw error;
      },
    );
    return loading;
  };
  function Route(props: P) {
    if (failed) throw failed; // the error boundary's, as with React.lazy
    if (!loaded) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- React.lazy's own way to suspend
      throw preload();
    }
    const Screen = loaded.default;
    return <Screen {...props} />;
  }
  return Object.assign(Route, { preload, prefetch });
}

/** A prefetch's failure is the screen's to show when it asks again. */
const ignore = () => undefined;

/** The dashboard shell's own calls (menu, support contacts, licence, versions); the session loads the rest. */
function prefetchShell(queryClient: QueryClient) {
  queryClient.query(licencesQueryOptions).catch(ignore);
  queryClient.query(newFeaturesQueryOptions).catch(ignore);
  queryClient.query(contactsQueryOptions).catch(ignore);
  queryClient.query(apiVersionQueryOptions).catch(ignore);
}

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
 * Every route module of the app, each with the catalogs it needs and the calls its screen starts with: the one place
 * that says what a path loads. The top-level routes (router.tsx) and the signed-in dashboard's screens
 * (DashboardRoutes.tsx, which brings the shell's catalogs) render them; main.tsx preloads the first page's modules
 * and prefetches their data beside the session's start-up calls, so that the shell, the screen and their data
 * arrive in one round instead of each waiting for the one before.
 */
export const routes = {
  blocked: lazyRoute(['shell'], () => import('./CompanyBlockedDialog')),
  auth: lazyRoute(['auth'], () => import('../features/auth/routes/AuthRoutes')),
  dashboard: lazyRoute(['shell'], () => import('./DashboardRoutes'), prefetchShell),
  sharedTransport: lazyRoute(['pages'], () => import('../features/tracking/routes/SharedTransportRoute')),
  paymentSuccess: lazyRoute(['pages'], () => import('../features/payment/routes/PaymentSuccessRoute')),
  paymentCancelled: lazyRoute(['pages'], () => import('../features/payment/routes/PaymentCancelledRoute')),
  dashboardScreens: {
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
  },
};
