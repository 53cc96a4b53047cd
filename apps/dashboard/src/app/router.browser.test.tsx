import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot } from '@siirto/ui/theme';
import '../i18n/all-catalogs';
import { I18nProvider } from '../i18n/intl';
import { createQueryClient } from '../lib/query-client';
import { SessionProvider } from '../lib/session';
import { account, company, enums, me, status } from '../mocks/fixtures';
import { AppRoutes } from './router';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const answers: Record<string, unknown> = {
  '/admin_data/status/': status,
  '/enums/': enums,
  '/users/me/': me,
  '/companies/me/': { ...company, accepted: false },
  '/accounts/me/': account,
};

beforeEach(() => {
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      return Promise.resolve(path in answers ? json(answers[path]) : new Response(null, { status: 404 }));
    }),
  );
});
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

it('an unaccepted company sees the blocking dialog, named by its title, with only the logout', async () => {
  await render(
    <ThemeRoot>
      <I18nProvider initialLanguage="fi">
        <QueryClientProvider client={createQueryClient()}>
          <MemoryRouter initialEntries={['/dashboard/frontpage']}>
            <SessionProvider>
              <AppRoutes />
            </SessionProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeRoot>,
  );
  const dialog = page.getByRole('dialog', { name: 'Yritys odottaa hyväksyntää' });
  await expect.element(dialog).toBeVisible();
  await expect.element(dialog.getByRole('button', { name: 'Kirjaudu ulos' })).toBeVisible();
});
