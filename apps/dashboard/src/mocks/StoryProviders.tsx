import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { Decorator } from '@storybook/react-vite';
import { fromPromise } from 'xstate';
import type { SessionAccount } from '@siirto/domain';
import { FullScreenSpinner } from '@siirto/ui';
import { ToastProvider } from '../components/toaster';
import '../i18n/all-catalogs'; // stories render and read texts synchronously
import { createI18n, I18nProvider, useI18n } from '../i18n/intl';
import { storeLanguage, type Language } from '../i18n/language';
import { SessionProvider, useSession, type SessionActorOverrides } from '../lib/session';
import { tokenStore } from '../lib/tokens';
import { account, company } from './fixtures';

/** Where a screen story renders: the route pattern the app mounts the screen at and the address it opens. */
export interface StoryRoute {
  path: string;
  url: string;
}

/** Story parameters read by `withStoryProviders`. */
export interface StoryProviderParameters {
  route?: StoryRoute;
  /** `signedIn` (default) stores fake tokens so the session loads `/users/me/`; `signedOut` clears them. */
  session?: 'signedIn' | 'signedOut';
}

const storyLanguage = (locale: unknown): Language => (locale === 'en' ? 'en' : 'fi');

/** The catalog text of the story's language (the `locale` toolbar global), for play functions. */
export const storyText = (globals: Record<string, unknown>) => createI18n(storyLanguage(globals.locale)).t;

/** The number formatter of the story's language, for play functions. */
export const storyIntl = (globals: Record<string, unknown>) => createI18n(storyLanguage(globals.locale)).intl;

/** A screen outside its route shows where the app would have gone (redirects, links followed in a play). */
function CurrentPath() {
  const location = useLocation();
  return <p data-testid="story-location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * A screen story's session belongs to the accepted demo company without asking the backend: the screen's own company
 * and account queries answer from the story's handlers, so a story can show a screen whose company is still loading
 * or failed to load (the app's session would show its spinner or end the session instead).
 */
const storySessionActors: SessionActorOverrides = {
  loadCompany: fromPromise(() => Promise.resolve(company)),
  loadAccount: fromPromise((): Promise<SessionAccount | null> => Promise.resolve(account)),
};

/** Like the app's router: the full-screen spinner while the user loads. */
function SessionGate({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const { t } = useI18n();
  if (status === 'loading') return <FullScreenSpinner label={t('common.loading')} />;
  return <>{children}</>;
}

function StoryProviders({
  language,
  route,
  signedIn,
  children,
}: {
  language: Language;
  route: StoryRoute;
  signedIn: boolean;
  children: ReactNode;
}) {
  // runs before the session provider mounts, so it reads this story's tokens and language
  const [queryClient] = useState(() => {
    storeLanguage(language);
    document.documentElement.lang = language;
    if (signedIn) tokenStore.set('story-access-token', 'story-refresh-token');
    else tokenStore.clear();
    return new QueryClient({
      defaultOptions: {
        queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
        mutations: { retry: false },
      },
    });
  });
  return (
    <I18nProvider initialLanguage={language}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <MemoryRouter initialEntries={[route.url]}>
            <SessionProvider actors={storySessionActors}>
              <SessionGate>
                <Routes>
                  <Route path={route.path} element={children} />
                  <Route path="*" element={<CurrentPath />} />
                </Routes>
              </SessionGate>
            </SessionProvider>
          </MemoryRouter>
        </ToastProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
}

/**
 * The app's providers for a screen story: i18n in the story's locale, React Query without retries, a MemoryRouter
 * at `parameters.route`, the toaster and the session (fake tokens; the user comes from the `/users/me/` handler).
 */
export const withStoryProviders: Decorator = (Story, context) => {
  const parameters = context.parameters as StoryProviderParameters;
  const route = parameters.route ?? { path: '/', url: '/' };
  const language = storyLanguage(context.globals.locale);
  return (
    <StoryProviders
      key={`${context.id}:${language}`}
      language={language}
      route={route}
      signedIn={parameters.session !== 'signedOut'}
    >
      <Story />
    </StoryProviders>
  );
};
