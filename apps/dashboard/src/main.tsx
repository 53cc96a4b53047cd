// first: no schema may be made before zod is told not to compile with eval (the CSP forbids it)
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@siirto/ui/fonts';
import { AppProviders } from './app/providers';
import { AppRoutes, routes } from './app/router';
import { preloadBootMessages } from './i18n/intl';
import { readStoredLanguage } from './i18n/language';
import { tokenStore } from './lib/tokens';

document.documentElement.lang = readStoredLanguage();

// The first screen's code and texts start loading now, beside the session's start-up calls, instead of one after
// another once the session has decided (the router renders the same modules from the cache).
void preloadBootMessages();
const { pathname } = window.location;
const ignore = () => undefined;
if (pathname.startsWith('/shared/')) routes.sharedTransport().catch(ignore);
else if (pathname.startsWith('/auth') || !tokenStore.getAccess()) routes.auth().catch(ignore);
else if (pathname.startsWith('/payment/')) routes.paymentSuccess().catch(ignore);
else {
  routes
    .dashboard()
    .then(({ dashboardRoutes }) =>
      pathname.startsWith('/dashboard/frontpage') || pathname === '/' ? dashboardRoutes.frontpage() : undefined,
    )
    .catch(ignore);
}

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRoutes />
      </AppProviders>
    </StrictMode>,
  );
}
