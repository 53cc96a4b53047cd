import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { useI18n } from '../i18n/intl';
import { isLanguage } from '../i18n/language';
import { paths } from '../config/paths';
import { api, setSessionEndedHandler } from './api';
import type { MyUser } from './api-types';
import { tokenStore } from './tokens';

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: MyUser | undefined;
  isAdmin: boolean;
  /** Stores the tokens (login, activation, invitation registration) and loads the user. */
  signIn: (access: string, refresh?: string | null) => void;
  /** Clears tokens and cached data; the router then shows the sign-in area. */
  signOut: (to?: string) => void;
}

export const meQueryKey = ['users', 'me'] as const;
export const meQueryOptions = {
  queryKey: meQueryKey,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<MyUser>('/users/me/', { signal }),
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
  const skipCheck = isInvitationPath(location.pathname);

  const me = useQuery({ ...meQueryOptions, enabled: hasToken && !skipCheck, retry: false });

  const signOut = useCallback(
    (to: string = paths.root.href()) => {
      tokenStore.clear();
      setHasToken(false);
      queryClient.clear();
      void navigate(to, { replace: true });
    },
    [navigate, queryClient],
  );

  const signIn = useCallback(
    (access: string, refresh?: string | null) => {
      tokenStore.set(access, refresh);
      queryClient.removeQueries({ queryKey: meQueryKey });
      setHasToken(true);
    },
    [queryClient],
  );

  useEffect(() => setSessionEndedHandler(() => signOut(paths.root.href())), [signOut]);

  // a failed user load (revoked or broken token) ends the session
  useEffect(() => {
    if (me.isError && hasToken) signOut();
  }, [me.isError, hasToken, signOut]);

  // the profile's language wins over the browser's stored one
  const profileLanguage = me.data?.language;
  useEffect(() => {
    if (isLanguage(profileLanguage) && profileLanguage !== language) setLanguage(profileLanguage);
    // only when the profile's language changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [profileLanguage]);

  const status: SessionStatus =
    !hasToken || skipCheck ? 'signedOut' : me.data ? 'signedIn' : me.isError ? 'signedOut' : 'loading';

  const value = useMemo<Session>(
    () => ({ status, user: me.data, isAdmin: me.data?.is_company_admin === true, signIn, signOut }),
    [status, me.data, signIn, signOut],
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
