import { createApiClient, type ApiClient, type ApiClientOptions } from '@siirto/api-client';
import { env } from '../config/env';
import { readStoredLanguage } from '../i18n/language';
import { sessionTokenStore } from './tokens';

export { ApiError, TokenRefreshError, unwrap, type NormalizedApiError } from '@siirto/api-client';
export { asPage, type Page } from '@siirto/api-client';

let sessionEndedHandler: () => void = () => undefined;
/** The app decides what an ended session means (spec 1 §4: clear the session and go to `/`). */
export function setSessionEndedHandler(handler: () => void) {
  sessionEndedHandler = handler;
}

let credentialsMissingHandler: () => void = () => undefined;
/**
 * The app decides what a call refused for want of a token means (the stored tokens were removed outside the app, e.g.
 * the site's data cleared, while the app thought itself signed in: the session machine ends a signed-in session).
 */
export function setCredentialsMissingHandler(handler: () => void) {
  credentialsMissingHandler = handler;
}

/** `/api` becomes absolute against the page, so the client also runs where Request needs full URLs (jsdom tests). */
function resolveBaseUrl(baseUrl: string): string {
  const page = (globalThis as { location?: { href?: string } }).location?.href;
  return page ? new URL(baseUrl, page).href : baseUrl;
}

/**
 * The dashboard's wiring of the api-client: base URL from VITE_API_URL (default `/api`), the localStorage token
 * store, the UI language as Accept-Language, and the session-ended handler set by the SessionProvider.
 * Options override the wiring (tests).
 */
export function createDashboardApiClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  return createApiClient({
    baseUrl: resolveBaseUrl(env.apiUrl),
    tokenStore: sessionTokenStore,
    getLanguage: readStoredLanguage,
    onSessionEnded: () => sessionEndedHandler(),
    ...overrides,
  });
}

/** The one API client: every request of the app goes through it (auth header, shared refresh, Accept-Language). */
export const apiClient: ApiClient = createDashboardApiClient();

// a 401 to a call sent without a token while none is stored: the session is gone (a call that carried a token is the
// api-client's: it refreshes, or ends the session when the refresh is refused)
apiClient.use({
  onResponse: ({ request, response }) => {
    if (response.status === 401 && !request.headers.has('Authorization') && !sessionTokenStore.get().access)
      credentialsMissingHandler();
    return undefined;
  },
});

type Middleware = Parameters<ApiClient['use']>[0];

/**
 * A per-call middleware for a one-off access token (the password-reset link's): the call carries that token instead
 * of the session's, and answering from onRequest skips the session middleware's 401 handling, so such a call never
 * refreshes or ends the session. Pass it in a call's options: `{ middleware: [withOneOffToken(token)] }`.
 */
export function withOneOffToken(token: string): Middleware {
  return {
    onRequest: ({ request, options }) => {
      request.headers.set('Authorization', `jwt ${token}`);
      return options.fetch(request);
    },
  };
}
