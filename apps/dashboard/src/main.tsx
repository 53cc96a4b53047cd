// first: no schema may be made before zod is told not to compile with eval (the CSP forbids it)
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@siirto/ui/fonts';
import { AppProviders } from './app/providers';
import { AppRoutes } from './app/router';
import { readStoredLanguage } from './i18n/language';

document.documentElement.lang = readStoredLanguage();

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
