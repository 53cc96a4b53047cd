// first: no schema may be made before zod is told not to compile with eval (the CSP forbids it)
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@siirto/ui/fonts';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { routes } from './app/routes';
import { preloadBootMessages } from './i18n/intl';
import { readStoredLanguage } from './i18n/language';
import { createQueryClient } from './lib/query-client';
import { startSessionLoads } from './lib/session';
import { tokenStore } from './lib/tokens';

document.documentElement.lang = readStoredLanguage();

// The first screen's code, texts and data start loading now, beside the session's start-up calls, instead of one
// after another once the session has decided (the router renders the same modules from the cache, the screens read
// the same queries); the frontpage's module and calls start beside the dashboard shell's, not after it. A signed-in
// route's data is asked for only with stored tokens.
void preloadBootMessages();
const { pathname } = window.location;
const queryClient = createQueryClient();
startSessionLoads(queryClient, pathname);
const ignore = () => undefined;
const firstRoutes = pathname.startsWith('/shared/')
  ? [routes.sharedTransport]
  : pathname.startsWith('/auth') || !tokenStore.getAccess()
    ? [routes.auth]
    : pathname.startsWith('/payment/')
      ? [routes.paymentSuccess]
      : pathname.startsWith('/dashboard/frontpage') || pathname === '/'
        ? [routes.dashboard, routes.dashboardScreens.frontpage]
        : pathname.startsWith('/dashboard/transports/edit')
          ? [routes.dashboard, routes.dashboardScreens.transportEdit]
          : [routes.dashboard];
for (const route of firstRoutes) {
  route.preload().catch(ignore);
  if (tokenStore.getAccess()) route.prefetch(queryClient);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}
