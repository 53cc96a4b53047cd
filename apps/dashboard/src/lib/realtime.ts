/**
 * The tab's one realtime socket (spec 2 §4): open for a signed-in user while the status flag WEBSOCKET is 1 (the
 * live transport status, lib/live, keeps it open app-wide; the chat page uses the same socket), closed cleanly
 * at sign-out (stopRealtime, called by the session), reopened with backoff after every close the user did not ask
 * for (after a 4401, token expiry, with a refreshed token) and at once when the browser comes back online.
 * Realtime errors are only logged (spec 2 §8).
 */
import { useEffect, useSyncExternalStore } from 'react';
import {
  createRealtimeClient,
  realtimeUrl,
  type RealtimeClient,
  type RealtimeNotice,
  type RealtimeStatus,
} from '@siirto/api-client';
import { env } from '../config/env';
import { fetchMyUser } from './queries/get-my-user';
import { registerRealtimeStop } from './realtime-stop';
import { tokenStore } from './tokens';

export { stopRealtime } from './realtime-stop';

let client: RealtimeClient | null = null;
let users = 0;
const statusListeners = new Set<() => void>();

function realtimeClient(): RealtimeClient {
  client ??= createRealtimeClient({
    url: () => {
      const token = tokenStore.getAccess();
      return token === null ? null : realtimeUrl(env.apiUrl, token, window.location.origin);
    },
    createSocket: (url) => new WebSocket(url),
    // any authenticated call refreshes an expired access token through the client's shared refresh
    refreshToken: () => fetchMyUser(),
    log: (message) => console.info(message),
    onStatus: () => {
      for (const listener of statusListeners) listener();
    },
  });
  registerRealtimeStop(() => client?.stop());
  return client;
}

/**
 * Keeps the socket open while `enabled` and passes its notices to `listener`; the socket closes cleanly when
 * its last user goes (the session ends and the signed-in layout unmounts).
 */
export function useRealtime(enabled: boolean, listener: (notice: RealtimeNotice) => void) {
  useEffect(() => {
    if (!enabled) return;
    const realtime = realtimeClient();
    const unsubscribe = realtime.subscribe(listener);
    users += 1;
    realtime.start();
    const online = () => realtime.retry();
    window.addEventListener('online', online);
    return () => {
      unsubscribe();
      window.removeEventListener('online', online);
      users -= 1;
      if (users === 0) realtime.stop();
    };
  }, [enabled, listener]);
}

/** The socket's status, for the reconnecting indicator and the channel alert. */
export function useRealtimeStatus(): RealtimeStatus {
  return useSyncExternalStore(
    (onChange) => {
      statusListeners.add(onChange);
      return () => statusListeners.delete(onChange);
    },
    () => client?.status() ?? 'stopped',
  );
}
