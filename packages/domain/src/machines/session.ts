/**
 * The session (spec 1 §2 top-level routing, §4 session, §8 company 404): boot reads the stored tokens at once,
 * with the status and the enums loading beside it (never waited for), loads the user and the company, and ends in one of signedOut,
 * signedIn, blocked (company not accepted) or companyMissing (no company: notice, then sign-out after 3 s).
 * A backend that cannot be reached while the user loads is `unavailable`: the tokens are kept and
 * `session.retry` loads the user again.
 *
 * Effects are actors and actions the app supplies with `sessionMachine.provide({ actors, actions })`;
 * the defaults here fail or do nothing so that a forgotten implementation shows at once.
 */
import type { components } from '@siirto/api-client/schema';
import { assign, emit, fromPromise, setup, spawnChild, type DoneActorEvent } from 'xstate';
import { COMPANY_ERROR_LOGOUT_DELAY_MS } from '../constants.ts';
import { defaultLanguage, resolveLanguage, type Language, type NoticeMessageId } from '../messages.ts';

type Schemas = components['schemas'];
export type SessionUser = Schemas['MyUser'];
export type SessionCompany = Schemas['Company'];
export type SessionAccount = Schemas['Account'];
export type SessionStatusInfo = Schemas['Status'];
export type SessionEnums = Schemas['Enums'];

export interface SessionTokens {
  readonly access: string;
  readonly refresh: string | null;
}

/** A notice the app shows as a toast: the company 404 (danger) or a failed status/enums/company load (warning). */
export type SessionNotice =
  | { readonly kind: 'companyMissing'; readonly tone: 'danger'; readonly messageId: NoticeMessageId }
  | {
      readonly kind: 'statusFailed' | 'enumsFailed' | 'companyFailed';
      readonly tone: 'warning';
      readonly error: unknown;
    };

export interface SessionContext {
  readonly pathname: string;
  readonly tokens: SessionTokens | null;
  readonly status: SessionStatusInfo | null;
  readonly enums: SessionEnums | null;
  readonly user: SessionUser | null;
  readonly company: SessionCompany | null;
  readonly account: SessionAccount | null;
  readonly language: Language;
  /** Where the app should navigate after the last transition (null: stay). */
  readonly redirect: string | null;
  readonly notice: SessionNotice | null;
}

export interface SessionInput {
  /** The path the app opened on; the session check is skipped on invitation paths. */
  readonly pathname: string;
  /** The language stored in the browser, used until the profile says otherwise. */
  readonly storedLanguage?: string | null;
}

export type SessionEvent =
  | { type: 'session.login'; tokens: SessionTokens; redirect?: string }
  /** `redirect`: where to go instead of the sign-in page. */
  | { type: 'session.logout'; redirect?: string }
  /** Load the user again after the backend was unreachable. */
  | { type: 'session.retry' }
  /** The app has navigated to `redirect`; it is cleared so that it is followed once. */
  | { type: 'session.redirected' }
  /** The app's location changed; leaving an invitation path starts the session check skipped there. */
  | { type: 'session.pathChanged'; pathname: string }
  | { type: 'session.ended' }
  /**
   * A call was refused for want of a token while signed in: the stored tokens were removed outside the app (site data
   * cleared). The session is gone as after a refused refresh; in any other state it means nothing.
   */
  | { type: 'session.credentialsMissing' }
  | { type: 'session.userUpdated'; user: SessionUser };

export type SessionEmitted = { type: 'session.notice'; notice: SessionNotice };

/** Where a signed-out user goes after logging out, a password change or the company 404. */
const SIGN_IN_PATH = '/auth/login';
/** Where a session ended by the client (refused refresh, failed user load) goes. */
const SESSION_ENDED_PATH = '/';

const invitationPathPrefixes = ['/auth/invitation', '/auth/company/user/invitation'] as const;

/** The session check is skipped on invitation paths (the invitee has no session yet). */
export function isInvitationPath(pathname: string): boolean {
  return invitationPathPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(prefix));
}

/** The HTTP status an error carries (as a `status` property or a `response.status`), if any. */
function errorStatus(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return undefined;
  const candidate = error as { status?: unknown; response?: { status?: unknown } };
  return candidate.status ?? candidate.response?.status;
}

/**
 * True for an error that says the backend could not be reached rather than that the session is bad: a
 * network failure (fetch rejects with a TypeError), a 5xx, or a token refresh that failed that way
 * (`TokenRefreshError` of the api-client). The app may provide a stricter `isBackendUnreachable` guard.
 */
function isBackendUnreachableError(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  if (error instanceof Error && error.name === 'TokenRefreshError') return true;
  const status = errorStatus(error);
  return typeof status === 'number' && status >= 500;
}

/** True for an error that carries HTTP status 404 (as a `status` property or a `response.status`). */
export function isNotFoundError(error: unknown): boolean {
  return errorStatus(error) === 404;
}

const companyMissingNotice: SessionNotice = { kind: 'companyMissing', tone: 'danger', messageId: 'companyMissing' };

/** The warning notice for a failed load, from the actor's error event. */
const failedNotice =
  (kind: 'statusFailed' | 'enumsFailed' | 'companyFailed') =>
  ({ event }: { event: { error: unknown } }): { notice: SessionNotice } => ({
    notice: { kind, tone: 'warning', error: event.error },
  });

/** The default for an effect the app must provide: fails loudly, so a forgotten `provide` shows at once. */
function missingActor<T>(name: string) {
  return fromPromise<T>(() => Promise.reject(new Error(`sessionMachine: provide the '${name}' actor`)));
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
    emitted: {} as SessionEmitted,
  },
  actors: {
    loadStatus: missingActor<SessionStatusInfo>('loadStatus'),
    loadEnums: missingActor<SessionEnums>('loadEnums'),
    readTokens: missingActor<SessionTokens | null>('readTokens'),
    loadUser: missingActor<SessionUser>('loadUser'),
    loadCompany: missingActor<SessionCompany>('loadCompany'),
    loadAccount: fromPromise<SessionAccount | null>(() => Promise.resolve(null)),
  },
  actions: {
    /** Store the tokens in the browser (localStorage accessToken / refreshToken). App-provided. */
    persistTokens: (_, _params: { tokens: SessionTokens }) => {},
    /** Remove the stored tokens and any cached user data. App-provided. */
    clearTokens: () => {},
    /** Switch the UI language (and remember it in the browser). App-provided. */
    applyLanguage: (_, _params: { language: Language }) => {},
    forgetSession: assign({ tokens: null, user: null, company: null, account: null }),
    redirectToSignIn: assign({ redirect: SIGN_IN_PATH }),
    redirectTo: assign((_, params: { redirect: string | undefined }) => ({
      redirect: params.redirect ?? SIGN_IN_PATH,
    })),
    redirectToRoot: assign({ redirect: SESSION_ENDED_PATH }),
    /** Keeps the notice in the context and emits it for the app's toast. */
    showNotice: assign((_, params: { notice: SessionNotice }) => ({ notice: params.notice })),
    announceNotice: emit((_, params: { notice: SessionNotice }) => ({
      type: 'session.notice' as const,
      notice: params.notice,
    })),
  },
  guards: {
    isInvitationPath: ({ context }) => isInvitationPath(context.pathname),
    hasTokens: (_, params: { tokens: SessionTokens | null }) => params.tokens !== null && params.tokens.access !== '',
    isCompanyAccepted: (_, params: { company: SessionCompany }) => params.company.accepted,
    isCompanyMissing: (_, params: { error: unknown }) => isNotFoundError(params.error),
    isBackendUnreachable: (_, params: { error: unknown }) => isBackendUnreachableError(params.error),
    isLeavingInvitationPath: (_, params: { pathname: string }) => !isInvitationPath(params.pathname),
  },
  delays: {
    companyLogoutDelay: COMPANY_ERROR_LOGOUT_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({
    pathname: input.pathname,
    tokens: null,
    status: null,
    enums: null,
    user: null,
    company: null,
    account: null,
    language: input.storedLanguage ? resolveLanguage(input.storedLanguage) : defaultLanguage,
    redirect: null,
    notice: null,
  }),
  // Status and enums load beside everything else (spec 1 §2): the sign-in page and the tracking view draw at once
  // and a stored session's user loads in the same round of requests; the results land in the context whenever
  // they arrive (nothing on the signed-out pages waits for them).
  entry: [spawnChild('loadStatus', { id: 'loadStatus' }), spawnChild('loadEnums', { id: 'loadEnums' })],
  initial: 'checkingPath',
  on: {
    'xstate.done.actor.loadStatus': {
      actions: assign(({ event }) => ({ status: (event as DoneActorEvent<SessionStatusInfo>).output })),
    },
    'xstate.error.actor.loadStatus': {
      actions: [
        { type: 'showNotice', params: failedNotice('statusFailed') },
        { type: 'announceNotice', params: failedNotice('statusFailed') },
      ],
    },
    'xstate.done.actor.loadEnums': {
      actions: assign(({ event }) => ({ enums: (event as DoneActorEvent<SessionEnums>).output })),
    },
    'xstate.error.actor.loadEnums': {
      actions: [
        { type: 'showNotice', params: failedNotice('enumsFailed') },
        { type: 'announceNotice', params: failedNotice('enumsFailed') },
      ],
    },
    'session.login': {
      target: '.loadingUser',
      actions: [
        { type: 'persistTokens', params: ({ event }) => ({ tokens: event.tokens }) },
        assign(({ event }) => ({ tokens: event.tokens, redirect: event.redirect ?? null, notice: null })),
      ],
    },
    'session.logout': {
      target: '.signedOut',
      actions: [
        'clearTokens',
        'forgetSession',
        { type: 'redirectTo', params: ({ event }) => ({ redirect: event.redirect }) },
      ],
    },
    'session.redirected': { actions: assign({ redirect: null }) },
    'session.ended': { target: '.signedOut', actions: ['clearTokens', 'forgetSession', 'redirectToRoot'] },
  },
  states: {
    checkingPath: {
      tags: ['loading'],
      always: [{ guard: 'isInvitationPath', target: 'invitation' }, { target: 'readingTokens' }],
    },
    readingTokens: {
      tags: ['loading'],
      invoke: {
        src: 'readTokens',
        id: 'readTokens',
        onDone: [
          {
            guard: { type: 'hasTokens', params: ({ event }) => ({ tokens: event.output }) },
            target: 'loadingUser',
            actions: assign(({ event }) => ({ tokens: event.output })),
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    loadingUser: {
      tags: ['loading'],
      invoke: {
        src: 'loadUser',
        id: 'loadUser',
        onDone: {
          target: 'loadingCompany',
          actions: [
            assign(({ event }) => ({ user: event.output, language: resolveLanguage(event.output.language) })),
            { type: 'applyLanguage', params: ({ event }) => ({ language: resolveLanguage(event.output.language) }) },
          ],
        },
        onError: [
          {
            guard: { type: 'isBackendUnreachable', params: ({ event }) => ({ error: event.error }) },
            target: 'unavailable',
          },
          { target: 'signedOut', actions: ['clearTokens', 'forgetSession', 'redirectToRoot'] },
        ],
      },
    },
    /** The backend could not be reached while the user loaded: the tokens are kept, the user may retry. */
    unavailable: {
      on: { 'session.retry': 'loadingUser' },
    },
    loadingCompany: {
      tags: ['loading'],
      invoke: {
        src: 'loadCompany',
        id: 'loadCompany',
        onDone: [
          {
            guard: { type: 'isCompanyAccepted', params: ({ event }) => ({ company: event.output }) },
            target: 'loadingAccount',
            actions: assign(({ event }) => ({ company: event.output })),
          },
          { target: 'blocked', actions: assign(({ event }) => ({ company: event.output })) },
        ],
        onError: [
          {
            guard: { type: 'isCompanyMissing', params: ({ event }) => ({ error: event.error }) },
            target: 'companyMissing',
          },
          {
            target: 'loadingAccount',
            actions: [
              { type: 'showNotice', params: failedNotice('companyFailed') },
              { type: 'announceNotice', params: failedNotice('companyFailed') },
            ],
          },
        ],
      },
    },
    loadingAccount: {
      tags: ['loading'],
      invoke: {
        src: 'loadAccount',
        id: 'loadAccount',
        onDone: { target: 'signedIn', actions: assign(({ event }) => ({ account: event.output })) },
        onError: { target: 'signedIn' },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'session.credentialsMissing': {
          target: 'signedOut',
          actions: ['clearTokens', 'forgetSession', 'redirectToRoot'],
        },
        'session.userUpdated': {
          actions: assign(({ event }) => ({ user: event.user })),
        },
      },
    },
    /** The company awaits admin approval: a blocking dialog with only a logout button. */
    blocked: {
      tags: ['signedIn'],
    },
    /** Company lookup 404: the danger notice shows, then the session ends after 3 s. */
    companyMissing: {
      tags: ['loading'],
      entry: [
        { type: 'showNotice', params: { notice: companyMissingNotice } },
        { type: 'announceNotice', params: { notice: companyMissingNotice } },
      ],
      after: {
        companyLogoutDelay: {
          target: 'signedOut',
          actions: ['clearTokens', 'forgetSession', 'redirectToSignIn'],
        },
      },
    },
    signedOut: {},
    /** Invitation paths: no session check; the invitee signs in through session.login. */
    invitation: {
      on: {
        'session.pathChanged': {
          guard: { type: 'isLeavingInvitationPath', params: ({ event }) => ({ pathname: event.pathname }) },
          target: 'readingTokens',
          actions: assign(({ event }) => ({ pathname: event.pathname })),
        },
      },
    },
  },
});
