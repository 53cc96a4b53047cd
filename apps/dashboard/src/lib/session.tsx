import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/intl';
import { isLanguage } from '../i18n/language';
import { paths } from '../config/paths';
import { ApiError, TokenRefreshError, apiClient, setSessionEndedHandler, unwrap } from './api';
import type { MyUser } from './api-types';
import { tokenStore } from './tokens';

/** `unavailable`: the backend could not be reached while loading the user; the tokens are kept. */
export type SessionStatus = 'loading' | 'signedOut' | 'signedIn' | 'unavailable';

export interface Session {
  status: SessionStatus;
  user: MyUser | undefined;
  isAdmin: boolean;
  /** Stores the tokens (login, activation, invitation registration), loads the user, then goes to `to`. */
  signIn: (access: string, refresh?: string | null, to?: string) => void;
  /** Clears tokens and cached data; the router then shows the sign-in area. */
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
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<MyUser> => unwrap(apiClient.GET('/users/me/', { signal })),
  staleTime: 60_000,
};

const SessionContext = createContext<Session | null>(null);

const isInvitationPath = (pathname: string) =>
  pathname.startsWith('/auth/invitation') || pathname.startsWith(paths.auth.invitation.path);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { language, setLanguage } = useI18n();
  const [hasToken, setHasToken] = useState(() => tokenStore.getAccess() !== null);
  // set once this page signs the user in (an invitee who just registered)
  const [signedInHere, setSignedInHere] = useState(false);
  const skipCheck = isInvitationPath(location.pathname) && !signedInHere;

  const me = useQuery({ ...meQueryOptions, enabled: hasToken && !skipCheck, retry: false });

  // clears this tab's session; the api-client has already cleared the tokens when it ended the session itself
  const endSession = useCallback(
    (to: string = paths.root.href()) => {
      tokenStore.clear();
      setHasToken(false);
      queryClient.clear();
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );
  // a sign-out also ends the session in the other tabs (their session-ended handler runs, without echoing back)
  const signOut = useCallback(
    (to: string = paths.root.href()) => {
      apiClient.signOut();
      endSession(to);
    },
    [endSession],
  );

  // the navigation waits for the user: the route sets only change once the session is signed in
  const [pendingRedirect, setPendingRedirect] = useState<string | null>(null);
  const signIn = useCallback(
    (access: string, refresh?: string | null, to?: string) => {
      tokenStore.set(access, refresh);
      setSignedInHere(true);
      setPendingRedirect(to ?? null);
      queryClient.removeQueries({ queryKey: meQueryKey });
      setHasToken(true);
    },
    [queryClient],
  );

  // a refused refresh (here or in another tab) or a sign-out in another tab: spec 1 §4, back to `/`
  useEffect(() => setSessionEndedHandler(() => endSession(paths.root.href())), [endSession]);

  // a failed user load (revoked or broken token) ends the session; an unreachable backend does not
  const unreachable = me.isError && isBackendUnreachable(me.error);
  useEffect(() => {
    if (me.isError && hasToken && !unreachable) endSession();
  }, [me.isError, hasToken, unreachable, endSession]);
  const { refetch } = me;
  const retry = useCallback(() => void refetch(), [refetch]);

  // the profile's language wins over the browser's stored one
  const profileLanguage = me.data?.language;
  const appliedProfileLanguage = useRef<string | null>(null);
  useEffect(() => {
    if (!isLanguage(profileLanguage) || appliedProfileLanguage.current === profileLanguage) return;
    appliedProfileLanguage.current = profileLanguage;
    if (profileLanguage !== language) setLanguage(profileLanguage);
  }, [profileLanguage, language, setLanguage]);

  const status: SessionStatus =
    !hasToken || skipCheck
      ? 'signedOut'
      : me.data
        ? 'signedIn'
        : unreachable
          ? 'unavailable'
          : me.isError
            ? 'signedOut'
            : 'loading';

  useEffect(() => {
    if (status === 'signedIn' && pendingRedirect) {
      setPendingRedirect(null);
      void navigate(pendingRedirect, { replace: true });
    }
  }, [status, pendingRedirect, navigate]);

  const value = useMemo<Session>(
    () => ({ status, user: me.data, isAdmin: me.data?.is_company_admin === true, signIn, signOut, retry }),
    [status, me.data, signIn, signOut, retry],
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
