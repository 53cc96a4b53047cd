import { useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router-dom';
import { I18nProvider } from '../i18n/intl';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { ThemeProvider } from '../lib/theme';
import { ToastProvider } from '../components/toaster';

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
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
