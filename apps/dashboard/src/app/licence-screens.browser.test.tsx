/**
 * Screenshot baselines of the licence payment's screens and the new features page (their stories, with axe, are
 * beside them): the order summary, the three return states (paid, pending, cancelled) and the new features, at
 * 1280 px in the light theme and at 375 px in the dark one.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ThemeRoot, type ThemeName } from '@siirto/ui/theme';
import '@siirto/ui/fonts';
import '../i18n/all-catalogs';
import { paths } from '../config/paths';
import { I18nProvider } from '../i18n/intl';
import { storeLanguage } from '../i18n/language';
import { SessionProvider, useSession } from '../lib/session';
import { account, basicLicence, company, enums, me, status } from '../mocks/fixtures';
import NewFeaturesRoute from '../features/account/routes/NewFeaturesRoute';
import LicencePaymentRoute from '../features/payment/routes/LicencePaymentRoute';
import PaymentSuccessRoute from '../features/payment/routes/PaymentSuccessRoute';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
const features = [
  {
    id: 2,
    title: 'Lisenssin maksu kortilla',
    description: 'Pääkäyttäjä voi maksaa lisenssin kortilla Tilaus ja sopimus -välilehdeltä.',
    created: '2026-11-20T08:00:00Z',
    updated: '2026-11-20T08:00:00Z',
  },
  {
    id: 1,
    title: 'Raportit Exceliin',
    description: 'Raportit voi viedä Excel-tiedostoksi.',
    created: '2026-09-01T08:00:00Z',
    updated: '2026-09-01T08:00:00Z',
  },
];

/** As packages/ui's screenshot tests: explicit thresholds, the UI font loaded, no animations or caret. */
const screenshotOptions = {
  comparatorName: 'pixelmatch',
  comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
} as const;

async function prepareScreenshots() {
  const style = document.createElement('style');
  style.textContent =
    '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }';
  document.head.appendChild(style);
  await Promise.all(['400', '500', '600', '700'].map((weight) => document.fonts.load(`${weight} 16px Inter`)));
  await document.fonts.ready;
}

let paymentStatus: 'paid' | 'pending' | 'cancelled' = 'paid';

beforeAll(prepareScreenshots);
beforeEach(() => {
  storeLanguage('fi');
  localStorage.setItem('accessToken', 'access-1');
  localStorage.setItem('refreshToken', 'refresh-1');
  // the period shown on the order summary starts today: a fixed day keeps the baseline
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T10:00:00Z') });
  vi.stubGlobal(
    'fetch',
    vi.fn((request: Request) => {
      const path = new URL(request.url).pathname.replace(/^\/api/, '');
      const answers: Record<string, unknown> = {
        '/admin_data/status/': status,
        '/enums/': enums,
        '/users/me/': me,
        '/companies/me/': company,
        '/accounts/me/': account,
        '/licenses/': [basicLicence],
        '/new_features/': features,
        '/payments/return/': {
          status: paymentStatus,
          license_name: 'Basic',
          limit_users: 10,
          valid_until: paymentStatus === 'paid' ? '2026-12-25T10:00:00Z' : null,
        },
      };
      if (request.method === 'PATCH') return Promise.resolve(json(me));
      return Promise.resolve(path in answers ? json(answers[path]) : new Response(null, { status: 404 }));
    }),
  );
});
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
  vi.unstubAllGlobals();
});

/** Like the app: the screens render once the session has its user. */
function SignedIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <>{children}</> : null;
}

async function show(screen: ReactNode, route: { path: string; url: string }, theme: ThemeName, width: number) {
  await page.viewport(width, 900);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  return render(
    <ThemeRoot theme={theme}>
      <I18nProvider initialLanguage="fi">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[route.url]}>
            <SessionProvider>
              <div data-testid="screen" style={{ padding: 16 }}>
                <Routes>
                  <Route path={route.path} element={<SignedIn>{screen}</SignedIn>} />
                </Routes>
              </div>
            </SessionProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </I18nProvider>
    </ThemeRoot>,
  );
}

const returnUrl = (path: string, status: string) =>
  `${path}?checkout-stamp=pay_1&checkout-status=${status}&checkout-transaction-id=tx-1&signature=${'ab'.repeat(32)}`;

const cases = [
  { theme: 'light', width: 1280 },
  { theme: 'dark', width: 375 },
] as const;

describe.each(cases)('$theme at $width px', ({ theme, width }) => {
  it('the order summary', async () => {
    const screen = await show(
      <LicencePaymentRoute redirect={() => undefined} />,
      { path: paths.dashboard.licensePayment.path, url: paths.dashboard.licensePayment.href() },
      theme,
      width,
    );
    await expect.element(screen.getByRole('button', { name: 'Siirry maksamaan' })).toBeVisible();
    await expect(screen.getByTestId('screen')).toMatchScreenshot(
      `licence-payment-${theme}-${String(width)}`,
      screenshotOptions,
    );
  });

  it.each([
    ['paid', 'ok', 'Maksu onnistui'],
    ['pending', 'pending', 'Maksu odottaa vahvistusta'],
    ['cancelled', 'fail', 'Maksu peruttiin'],
  ] as const)('the %s return', async (state, providerStatus, title) => {
    paymentStatus = state;
    const path = state === 'cancelled' ? paths.payment.cancelled : paths.payment.success;
    const screen = await show(
      <PaymentSuccessRoute />,
      { path: path.path, url: returnUrl(path.href(), providerStatus) },
      theme,
      width,
    );
    await expect.element(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(screen.getByTestId('screen')).toMatchScreenshot(
      `payment-${state}-${theme}-${String(width)}`,
      screenshotOptions,
    );
  });

  it('the new features', async () => {
    const screen = await show(
      <NewFeaturesRoute />,
      { path: paths.dashboard.newFeatures.path, url: paths.dashboard.newFeatures.href() },
      theme,
      width,
    );
    await expect.element(screen.getByRole('heading', { name: 'Raportit Exceliin' })).toBeVisible();
    await expect(screen.getByTestId('screen')).toMatchScreenshot(
      `new-features-${theme}-${String(width)}`,
      screenshotOptions,
    );
  });
});
