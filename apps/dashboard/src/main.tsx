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
/** The route modules the first screen renders, by its address. */
function firstRoutesOf({ pathname, search }: Location) {
  if (pathname.startsWith('/shared/')) return [routes.sharedTransport];
  if (pathname.startsWith('/auth') || !tokenStore.getAccess()) return [routes.auth];
  if (pathname.startsWith('/payment/')) return [routes.paymentSuccess];
  const screens = routes.dashboardScreens;
  if (pathname.startsWith('/dashboard/frontpage') || pathname === '/') return [routes.dashboard, screens.frontpage];
  if (pathname.startsWith('/dashboard/transports/edit')) return [routes.dashboard, screens.transportEdit];
  // the list, and with `?create` the wizard that its modal opens, beside it rather than after it
  if (pathname.startsWith('/dashboard/transports'))
    return new URLSearchParams(search).has('create')
      ? [routes.dashboard, screens.transports, screens.transportEdit]
      : [routes.dashboard, screens.transports];
  return [routes.dashboard];
}
const firstRoutes = firstRoutesOf(window.location);
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
