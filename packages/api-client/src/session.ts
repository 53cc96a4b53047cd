import { TokenRefreshError } from './errors.ts';
import type { TokenStore } from './token-store.ts';

/** The part of the Web Locks API the refresh needs (navigator.locks in browsers). */
export interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

/** The part of BroadcastChannel the refresh needs. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

/** What one refresh call answered. */
export type RefreshAnswer =
  | { kind: 'refreshed'; access: string; refresh: string }
  /** 400/401: the refresh token is no longer valid; the session is over. */
  | { kind: 'refused' }
  /** A network error or any other status: no verdict, the session is kept. */
  | { kind: 'failed'; status: number | null; cause?: unknown };

export type FreshAccess = { kind: 'access'; access: string } | { kind: 'ended' };

type AuthMessage = { type: 'refresh-started' } | { type: 'refreshed' } | { type: 'session-ended' };

export const REFRESH_LOCK_NAME = 'siirto-token-refresh';
export const AUTH_CHANNEL_NAME = 'siirto-auth';
/** How long a tab without Web Locks waits for another tab's announced refresh before doing its own. */
const REMOTE_REFRESH_WAIT_MS = 10_000;

export interface SessionOptions {
  tokenStore: TokenStore;
  /** Calls POST /token/refresh/ (outside the middleware). */
  refresh: (refreshToken: string) => Promise<RefreshAnswer>;
  onSessionEnded: () => void;
  locks: LockManagerLike | null;
  channel: BroadcastChannelLike | null;
}

/**
 * Hands out a fresh access token after a 401 with at most one refresh at a time: one shared promise inside the
 * tab, and across tabs the Web Locks lock (inside it the store is read again, so a tab that waited for another
 * tab's refresh reuses the rotated token). Without Web Locks, tabs announce their refresh on a BroadcastChannel
 * and the others wait for it. Refresh tokens rotate, so a second refresh with the old token would be refused and
 * end a healthy session: avoiding that is the point of all this.
 */
export function createSession({ tokenStore, refresh, onSessionEnded, locks, channel }: SessionOptions) {
  let inflight: Promise<FreshAccess> | null = null;
  let remoteRefresh: { until: number; done: Promise<void>; resolve: () => void } | null = null;

  const remoteFinished = () => {
    remoteRefresh?.resolve();
    remoteRefresh = null;
  };
  const onMessage = (event: MessageEvent) => {
    const message = event.data as AuthMessage | null;
    if (message?.type === 'refresh-started') {
      let resolve: () => void = () => undefined;
      const done = new Promise<void>((r) => (resolve = r));
      remoteRefresh = { until: Date.now() + REMOTE_REFRESH_WAIT_MS, done, resolve };
    } else if (message?.type === 'refreshed') {
      remoteFinished();
    } else if (message?.type === 'session-ended') {
      remoteFinished();
      onSessionEnded();
    }
  };
  channel?.addEventListener('message', onMessage);

  const endSession = (): FreshAccess => {
    tokenStore.clear();
    channel?.postMessage({ type: 'session-ended' } satisfies AuthMessage);
    onSessionEnded();
    return { kind: 'ended' };
  };

  async function refreshUnlessDone(failedAccess: string): Promise<FreshAccess> {
    const before = tokenStore.get();
    if (before.access && before.access !== failedAccess) return { kind: 'access', access: before.access };
    if (!before.refresh) return endSession();
    channel?.postMessage({ type: 'refresh-started' } satisfies AuthMessage);
    const answer = await refresh(before.refresh);
    if (answer.kind === 'refreshed') {
      tokenStore.set({ access: answer.access, refresh: answer.refresh });
      channel?.postMessage({ type: 'refreshed' } satisfies AuthMessage);
      return { kind: 'access', access: answer.access };
    }
    if (answer.kind === 'refused') {
      // Another tab (without Web Locks) may have rotated the token while ours was in flight: use its result.
      const after = tokenStore.get();
      if (after.access && after.refresh !== before.refresh) return { kind: 'access', access: after.access };
      return endSession();
    }
    channel?.postMessage({ type: 'refreshed' } satisfies AuthMessage);
    throw new TokenRefreshError(answer.status, { cause: answer.cause });
  }

  async function exclusive(failedAccess: string): Promise<FreshAccess> {
    if (locks) return locks.request(REFRESH_LOCK_NAME, () => refreshUnlessDone(failedAccess));
    const remote = remoteRefresh;
    if (remote && remote.until > Date.now()) {
      await Promise.race([remote.done, new Promise((r) => setTimeout(r, remote.until - Date.now()))]);
    }
    return refreshUnlessDone(failedAccess);
  }

  return {
    /** A usable access token after `failedAccess` was refused, or `ended` when the session is over. */
    freshAccess(failedAccess: string): Promise<FreshAccess> {
      const current = tokenStore.get().access;
      if (current && current !== failedAccess) return Promise.resolve({ kind: 'access', access: current });
      inflight ??= exclusive(failedAccess).finally(() => {
        inflight = null;
      });
      return inflight;
    },
    signOut() {
      tokenStore.clear();
      channel?.postMessage({ type: 'session-ended' } satisfies AuthMessage);
    },
    dispose() {
      channel?.removeEventListener('message', onMessage);
      channel?.close();
    },
  };
}
