import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n/intl';
import { SessionProvider } from '../lib/session';
import { ThemeProvider } from '../lib/theme';
import { ToastProvider } from '../components/toaster';

/** The app's providers; main.tsx makes the query client, so that the session's start-up calls begin before React. */
export function AppProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider>
      <I18nProvider>
        <QueryClientProvider client={queryClient}>
          <ToastProvider>
            <BrowserRouter>
              <SessionProvider>{children}</SessionProvider>
            </BrowserRouter>
          </ToastProvider>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeProvider>
  );
}
