import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type SnapshotFrom } from 'xstate';
import {
  isAdmin,
  isInvitationPath,
  isStaff,
  sessionMachine,
  type SessionAccount,
  type SessionTokens,
} from '@siirto/domain';
import { useNotify } from '../components/toaster';
import { timing } from '../config/env';
import { useI18n } from '../i18n/intl';
import type { Language } from '../i18n/language';
import {
  ApiError,
  TokenRefreshError,
  apiClient,
  setCredentialsMissingHandler,
  setSessionEndedHandler,
  unwrap,
} from './api';
import type { MyUser } from './api-types';
import { accountQueryOptions } from './queries/get-account';
import { companyQueryOptions } from './queries/get-company';
import { enumsQueryOptions } from './queries/get-enums';
import { fetchMyUser } from './queries/get-my-user';
import { statusQueryOptions } from './queries/get-status';
import { tokenStore } from './tokens';
import { stopRealtime } from './realtime-stop';

/**
 * What the app renders (spec 1 §2): `loading` the full-screen spinner; `signedOut` and `signedIn` the two route sets;
 * `blocked` the unaccepted company's dialog; `companyMissing` the company 404 notice until the session ends;
 * `unavailable` the backend could not be reached while loading the user (the tokens are kept).
 */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'blocked' | 'companyMissing' | 'unavailable';

export interface Session {
  status: SessionStatus;
  user: MyUser | undefined;
  /** The domain's permission rules for this user (spec 1 §2): a company admin, a staff member. */
  isAdmin: boolean;
  isStaff: boolean;
  /** Stores the tokens (login, activation, invitation registration), loads the user, then goes to `to`. */
  signIn: (access: string, refresh?: string | null, to?: string) => void;
  /** Ends the session here and in the other tabs; clears tokens and cached data, then goes to `to` (sign-in). */
  signOut: (to?: string) => void;
  /** Loads the user again after the backend was unreachable. */
  retry: () => void;
}

/**
 * A network error, a 5xx, or a token refresh that failed that way does not end the session (architecture
 * "Auth"): the user keeps the tokens, and with them any half-filled work, and may try again.
 */
export const isBackendUnreachable = (error: unknown): boolean =>
  error instanceof TokenRefreshError || (error instanceof ApiError ? error.status >= 500 : error instanceof TypeError);

export const meQueryKey = ['users', 'me'] as const;
export const meQueryOptions = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MyUser> => unwrap(fetchMyUser({ signal })),
  staleTime: 60_000,
};

/** Errors of the early company and account loads show when the session asks for them next. */
const ignore = () => undefined;
/** A company or account the same start-up (or sign-in) has just loaded beside the user is not asked for again. */
const sameBoot = 10_000;

const loadStatus = (queryClient: QueryClient) =>
  queryClient.query({ ...statusQueryOptions, staleTime: 0, retry: false });
const loadEnums = (queryClient: QueryClient) => queryClient.query({ ...enumsQueryOptions, staleTime: 0, retry: false });
/** The user, with the company and the account in the same round (the next states read them from the cache). */
function loadUserRound(queryClient: QueryClient): Promise<MyUser> {
  queryClient.query({ ...companyQueryOptions, staleTime: 0 }).catch(ignore);
  queryClient.query({ ...accountQueryOptions, staleTime: 0, retry: false }).catch(ignore);
  return queryClient.query({ ...meQueryOptions, staleTime: 0, retry: false });
}

/**
 * The session's start-up calls, begun by main.tsx as the page starts (`startSessionLoads`): React's first render
 * waits for the boot catalogs, and the machine starts only then. The first boot takes these loads over instead of
 * asking again; later loads (a sign-in, a retry) ask the server themselves.
 */
let startUp: {
  status?: ReturnType<typeof loadStatus> | undefined;
  enums?: ReturnType<typeof loadEnums> | undefined;
  user?: Promise<MyUser> | undefined;
} = {};
function takeStartUp<K extends keyof typeof startUp>(key: K): (typeof startUp)[K] {
  const started = startUp[key];
  startUp = { ...startUp, [key]: undefined };
  return started;
}

/** A start-up load's failure is the machine's to handle when it takes the load over; until then it is not unhandled. */
function handledLater<T>(started: Promise<T>): Promise<T> {
  started.catch(ignore);
  return started;
}

/** Starts the boot's calls at once: status and enums, and with stored tokens the user, the company and the account. */
export function startSessionLoads(queryClient: QueryClient, pathname: string) {
  startUp = { status: handledLater(loadStatus(queryClient)), enums: handledLater(loadEnums(queryClient)) };
  // the machine reads no tokens on an invitation's path, and without tokens it loads no user
  if (isInvitationPath(pathname) || !tokenStore.getAccess()) return;
  startUp.user = handledLater(loadUserRound(queryClient));
}

type SessionLogic = typeof sessionMachine;
/** Effects to replace (screen stories keep the session's company out of the screen's own company query). */
export type SessionActorOverrides = Parameters<SessionLogic['provide']>[0]['actors'];

/**
 * The session machine with the app's effects. Every load goes through the React Query cache under the keys the
 * screens read (the user, company, account, status and enums), so a screen that mounts after boot reads what the
 * session loaded instead of asking again. Boot loads always fetch (the company and the account beside the user, in
 * one round) and never retry: the session decides what a failure means.
 */
export function createSessionLogic(queryClient: QueryClient, applyLanguage: (language: Language) => void) {
  return sessionMachine.provide({
    actors: {
      loadStatus: fromPromise(() => takeStartUp('status') ?? loadStatus(queryClient)),
      loadEnums: fromPromise(() => takeStartUp('enums') ?? loadEnums(queryClient)),
      readTokens: fromPromise((): Promise<SessionTokens | null> => {
        const access = tokenStore.getAccess();
        return Promise.resolve(access ? { access, refresh: tokenStore.getRefresh() } : null);
      }),
      loadUser: fromPromise(() => takeStartUp('user') ?? loadUserRound(queryClient)),
      loadCompany: fromPromise(() => queryClient.query({ ...companyQueryOptions, staleTime: sameBoot, retry: false })),
      loadAccount: fromPromise((): Promise<SessionAccount | null> =>
        queryClient.query({ ...accountQueryOptions, staleTime: sameBoot, retry: false }),
      ),
    },
    actions: {
      persistTokens: (_, { tokens }) => tokenStore.set(tokens.access, tokens.refresh),
      clearTokens: () => {
        tokenStore.clear();
        queryClient.clear();
      },
      applyLanguage: (_, { language }) => applyLanguage(language),
    },
    guards: {
      isBackendUnreachable: (_, { error }) => isBackendUnreachable(error),
    },
    delays: {
      companyLogoutDelay: timing.companyErrorLogoutMs,
    },
  });
}

function statusOf(snapshot: SnapshotFrom<SessionLogic>): SessionStatus {
  if (snapshot.matches('signedIn')) return 'signedIn';
  if (snapshot.matches('blocked')) return 'blocked';
  if (snapshot.matches('companyMissing')) return 'companyMissing';
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches('signedOut') || snapshot.matches('invitation')) return 'signedOut';
  return 'loading';
}
const userOf = (snapshot: SnapshotFrom<SessionLogic>) => snapshot.context.user ?? undefined;
const redirectOf = (snapshot: SnapshotFrom<SessionLogic>) => snapshot.context.redirect;

/** The statuses after which the app follows the machine's redirect (a login's target waits for the user). */
const settled: ReadonlySet<SessionStatus> = new Set(['signedOut', 'signedIn', 'blocked', 'companyMissing']);

const SessionContext = createContext<Session | null>(null);

/**
 * Runs the domain's session machine (spec 1 §2, §4, §8) with the app's effects: boot loads status and enums, reads
 * the tokens, loads the user (applying the profile's language) and the company. The router renders from `status`;
 * the machine's redirects (after login, logout, an ended session) are followed once each.
 */
export function SessionProvider({ children, actors }: { children: ReactNode; actors?: SessionActorOverrides }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { language, setLanguage, t } = useI18n();
  const notify = useNotify();

  // the machine's effects are created once; the language they compare with is read through a ref
  const languageRef = useRef({ language, setLanguage });
  languageRef.current = { language, setLanguage };
  const [logic] = useState(() => {
    const app = createSessionLogic(queryClient, (next) => {
      if (next !== languageRef.current.language) languageRef.current.setLanguage(next);
    });
    return actors ? app.provide({ actors }) : app;
  });
  const actorRef = useActorRef(logic, { input: { pathname: location.pathname, storedLanguage: language } });

  const status = useSelector(actorRef, statusOf);
  const user = useSelector(actorRef, userOf);
  const redirect = useSelector(actorRef, redirectOf);

  // a refused refresh (here or in another tab) or a sign-out in another tab: spec 1 §4, back to `/`
  useEffect(
    () =>
      setSessionEndedHandler(() => {
        stopRealtime();
        actorRef.send({ type: 'session.ended' });
      }),
    [actorRef],
  );
  // the tokens were removed outside the app: a signed-in session ends the same way (the machine ignores it otherwise)
  useEffect(
    () =>
      setCredentialsMissingHandler(() => {
        if (!actorRef.getSnapshot().matches('signedIn')) return;
        stopRealtime();
        actorRef.send({ type: 'session.credentialsMissing' });
      }),
    [actorRef],
  );

  // the company 404's danger notice (spec 1 §8) as a toast: it stays on screen after the sign-out 3 s later, when
  // the page's own notice has gone (the other notices are the shell's: StartupNotices, CompanyGate)
  const text = useRef(t);
  text.current = t;
  useEffect(() => {
    const subscription = actorRef.on('session.notice', ({ notice }) => {
      if (notice.kind === 'companyMissing')
        notify({ tone: 'critical', title: text.current(`notice.${notice.messageId}`) });
    });
    return () => subscription.unsubscribe();
  }, [actorRef, notify]);

  // leaving an invitation path starts the session check skipped there
  const { pathname } = location;
  useEffect(() => actorRef.send({ type: 'session.pathChanged', pathname }), [actorRef, pathname]);

  useEffect(() => {
    if (redirect === null || !settled.has(status)) return;
    actorRef.send({ type: 'session.redirected' });
    void navigate(redirect, { replace: true });
  }, [actorRef, redirect, status, navigate]);

  // screens that change the user invalidate this query (profile, username): the session follows the refetched user
  const me = useQuery({ ...meQueryOptions, enabled: status === 'signedIn', retry: false });
  useEffect(() => {
    if (me.data && me.data !== actorRef.getSnapshot().context.user) {
      actorRef.send({ type: 'session.userUpdated', user: me.data });
    }
  }, [actorRef, me.data]);

  const signIn = useCallback(
    (access: string, refresh?: string | null, to?: string) =>
      actorRef.send({ type: 'session.login', tokens: { access, refresh: refresh ?? null }, redirect: to }),
    [actorRef],
  );
  const signOut = useCallback(
    (to?: string) => {
      // the realtime socket closes cleanly now, before the tokens go (issue 18)
      stopRealtime();
      // tells the other tabs (their session-ended handler runs, without echoing back)
      apiClient.signOut();
      actorRef.send({ type: 'session.logout', redirect: to });
    },
    [actorRef],
  );
  const retry = useCallback(() => actorRef.send({ type: 'session.retry' }), [actorRef]);

  const value = useMemo<Session>(
    () => ({ status, user, isAdmin: isAdmin(user), isStaff: isStaff(user), signIn, signOut, retry }),
    [status, user, signIn, signOut, retry],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): Session {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}

/** The signed-in user; only for screens that render inside the signed-in routes. */
export function useCurrentUser(): MyUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser used outside the signed-in routes');
  return user;
}
