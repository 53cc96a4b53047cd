import type { components } from './generated/schema.ts';

/**
 * The realtime chat channel `/chats/?token=<access>` (a websocket; see x-websocket and the description in
 * openapi/openapi.yaml). It is used only when GET /admin_data/status/ answers `WEBSOCKET: 1`.
 */
export type RealtimeEvent =
  | {
      type: 'chat_message';
      chat_group_id: number;
      message: components['schemas']['Message'];
      /** The group's message sequence, when the server sends it (lets a client see that it missed one). */
      sequence?: number;
    }
  | { type: 'new_chat_message'; chat_group_id: number; unread_count: number; sequence?: number }
  | { type: 'chat_message_deleted'; chat_group_id: number; message_id: number }
  /** The group's admin deleted the group: it is gone for every member. */
  | { type: 'chat_group_deleted'; chat_group_id: number }
  | TransportRealtimeEvent
  | { type: 'pong' };

/**
 * Live status of the company's transports (openapi.yaml "Transport events"): to the users of the transport's own
 * company only. `sequence` is the company's: one more for every transport event, so a jump means a missed event.
 */
export type TransportRealtimeEvent =
  | {
      type: 'transport_state';
      sequence: number;
      transport_id: number;
      state: components['schemas']['TransportState'];
      version: number;
      /** ISO time of the change. */
      updated: string;
    }
  | {
      type: 'transport_position';
      sequence: number;
      transport_id: number;
      car_coordinates: components['schemas']['GeoPoint'];
      /** ISO time the car was there. */
      position_time: string;
    };

/** The close code the server uses for a missing, invalid or expired token. */
export const REALTIME_UNAUTHORIZED_CLOSE_CODE = 4401;

/**
 * The websocket URL for an API base URL: `/api` on https://siirto.example gives `wss://siirto.example/api/chats/?token=…`.
 * `origin` is the page's origin in the browser (location.origin).
 */
export function realtimeUrl(baseUrl: string, accessToken: string, origin: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/chats/`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', accessToken);
  return url.toString();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const sequenceOf = (record: Record<string, unknown>): number | undefined =>
  typeof record.sequence === 'number' ? record.sequence : undefined;

const isGeoPoint = (value: unknown): value is components['schemas']['GeoPoint'] =>
  isRecord(value) &&
  value.type === 'Point' &&
  Array.isArray(value.coordinates) &&
  value.coordinates.length === 2 &&
  value.coordinates.every((part) => typeof part === 'number');

function parseTransportEvent(data: Record<string, unknown>): TransportRealtimeEvent | null {
  if (typeof data.sequence !== 'number' || typeof data.transport_id !== 'number') return null;
  if (
    data.type === 'transport_state' &&
    typeof data.state === 'number' &&
    typeof data.version === 'number' &&
    typeof data.updated === 'string'
  ) {
    return {
      type: 'transport_state',
      sequence: data.sequence,
      transport_id: data.transport_id,
      state: data.state as components['schemas']['TransportState'],
      version: data.version,
      updated: data.updated,
    };
  }
  if (
    data.type === 'transport_position' &&
    isGeoPoint(data.car_coordinates) &&
    typeof data.position_time === 'string'
  ) {
    return {
      type: 'transport_position',
      sequence: data.sequence,
      transport_id: data.transport_id,
      car_coordinates: data.car_coordinates,
      position_time: data.position_time,
    };
  }
  return null;
}

/** Parses one text frame; anything that is not a known event gives null (the caller ignores it). */
export function parseRealtimeEvent(frame: unknown): RealtimeEvent | null {
  if (typeof frame !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (data.type === 'pong') return { type: 'pong' };
  if (data.type === 'transport_state' || data.type === 'transport_position') return parseTransportEvent(data);
  if (typeof data.chat_group_id !== 'number') return null;
  const sequence = sequenceOf(data) ?? (isRecord(data.message) ? sequenceOf(data.message) : undefined);
  if (data.type === 'chat_message' && isRecord(data.message) && typeof data.message.id === 'number') {
    return {
      type: 'chat_message',
      chat_group_id: data.chat_group_id,
      message: data.message as components['schemas']['Message'],
      ...(sequence !== undefined && { sequence }),
    };
  }
  if (data.type === 'new_chat_message' && typeof data.unread_count === 'number') {
    return {
      type: 'new_chat_message',
      chat_group_id: data.chat_group_id,
      unread_count: data.unread_count,
      ...(sequence !== undefined && { sequence }),
    };
  }
  if (data.type === 'chat_message_deleted' && typeof data.message_id === 'number') {
    return { type: 'chat_message_deleted', chat_group_id: data.chat_group_id, message_id: data.message_id };
  }
  if (data.type === 'chat_group_deleted') return { type: 'chat_group_deleted', chat_group_id: data.chat_group_id };
  return null;
}

/** The part of a WebSocket the realtime client uses (the browser's WebSocket fits; tests pass a fake). */
export interface RealtimeSocket {
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/**
 * `connecting` (the first socket is opening), `open`, `reconnecting` (the connection was lost or could not be
 * made, and a reconnect is scheduled or under way: show "connection lost – reconnecting"), `failing` (the same, after
 * `failingAfterAttempts` attempts in a row failed: the channel cannot be made; it still keeps trying), `stopped`
 * (signed out, no token, an authentication refusal or a socket replaced by a newer one).
 */
export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'failing' | 'stopped';

/** What listeners receive: a server event, or `reconnected` after every reopen (catch up then). */
export type RealtimeNotice = RealtimeEvent | { type: 'reconnected' };

export interface RealtimeTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface RealtimeClientOptions {
  /** The URL with the current access token (realtimeUrl); null when signed out (no socket then). */
  readonly url: () => string | null;
  readonly createSocket: (url: string) => RealtimeSocket;
  /** Called after a 4401 close (token expired) before the reconnect: refresh the token. */
  readonly refreshToken?: () => Promise<unknown>;
  /** Realtime errors are only logged (spec 2 §8). */
  readonly log?: (message: string) => void;
  readonly onStatus?: (status: RealtimeStatus) => void;
  /** Delay before the first reconnect: 3 s (spec 2 §4); it doubles with every further failure up to the cap. */
  readonly reconnectDelayMs?: number;
  /** The longest delay between two attempts: 30 s. The client never gives up while signed in. */
  readonly maxReconnectDelayMs?: number;
  /** After this many failed attempts in a row the status is `failing` instead of `reconnecting`: 3. */
  readonly failingAfterAttempts?: number;
  /**
   * Random delay added to the first reconnect (up to this much; it grows with the delay), so that many tabs do not
   * reconnect at the same moment after a server restart.
   */
  readonly jitterMs?: number;
  readonly random?: () => number;
  readonly timers?: RealtimeTimers;
}

export interface RealtimeClient {
  /** Opens the socket unless one is open or opening (one socket per client, so one per tab). */
  start(): void;
  /** Closes the socket cleanly and stops reconnecting (sign-out). */
  stop(): void;
  /** Reconnects now instead of waiting for the scheduled attempt (e.g. when the browser comes back online). */
  retry(): void;
  subscribe(listener: (notice: RealtimeNotice) => void): () => void;
  status(): RealtimeStatus;
}

export const REALTIME_RECONNECT_DELAY_MS = 3000;
export const REALTIME_RECONNECT_JITTER_MS = 1000;
export const REALTIME_MAX_RECONNECT_DELAY_MS = 30_000;
export const REALTIME_FAILING_AFTER_ATTEMPTS = 3;
const NORMAL_CLOSE_CODE = 1000;
/** The server closes a user's oldest socket with this code when a newer one opens (over its per-user cap). */
export const REALTIME_REPLACED_CLOSE_CODE = 4409;

/**
 * The wait before reconnect attempt `attempt` (1 for the first after a loss): the base delay doubled per failed
 * attempt up to the cap, plus a random part of up to `jitter` scaled the same way (also capped).
 */
export function realtimeReconnectDelay(
  attempt: number,
  random: number,
  {
    baseMs = REALTIME_RECONNECT_DELAY_MS,
    maxMs = REALTIME_MAX_RECONNECT_DELAY_MS,
    jitterMs = REALTIME_RECONNECT_JITTER_MS,
  } = {},
): number {
  const factor = 2 ** Math.min(Math.max(attempt - 1, 0), 20);
  const delay = Math.min(baseMs * factor, maxMs);
  return delay + Math.floor(random * jitterMs * (delay / baseMs));
}

const defaultTimers: RealtimeTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

/**
 * The realtime channel's client: one socket at a time; after every close it did not ask for (a dropped
 * connection, a server going away or restarting, a proxy's close, whatever its code) it reconnects with an
 * exponential backoff (3 s, 6 s, 12 s … up to 30 s, each with jitter) and never gives up while signed in. It does
 * not reconnect after stop() (sign-out) or when the server replaced the socket with a newer one (4409); after a
 * 4401 (token expired or the session ended) it refreshes the token first and stops when that is refused. A
 * connection that fails before opening refreshes the token too (the server refuses an invalid token's upgrade
 * with 401, which the browser reports only as a failed connection): a refused refresh ends the session, and the
 * session's sign-out stops the client. A `reconnected` notice follows every reopen so that open chats catch up;
 * events of an old socket are ignored.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;
  const delays = {
    baseMs: options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS,
    maxMs: options.maxReconnectDelayMs ?? REALTIME_MAX_RECONNECT_DELAY_MS,
    jitterMs: options.jitterMs ?? REALTIME_RECONNECT_JITTER_MS,
  };
  const failingAfter = options.failingAfterAttempts ?? REALTIME_FAILING_AFTER_ATTEMPTS;
  const log = options.log ?? (() => {});
  const listeners = new Set<(notice: RealtimeNotice) => void>();

  let socket: RealtimeSocket | null = null;
  let currentStatus: RealtimeStatus = 'stopped';
  let reconnectTimer: unknown = null;
  /** Consecutive attempts without a successful open (0 while open). */
  let failures = 0;
  let everOpened = false;
  /** Bumped by every connect and stop: callbacks of an older generation are ignored. */
  let generation = 0;

  const setStatus = (next: RealtimeStatus) => {
    if (next === currentStatus) return;
    currentStatus = next;
    options.onStatus?.(next);
  };
  const notify = (notice: RealtimeNotice) => {
    for (const listener of [...listeners]) listener(notice);
  };
  const clearReconnect = () => {
    if (reconnectTimer !== null) timers.clearTimeout(reconnectTimer);
    reconnectTimer = null;
  };

  /**
   * `refresh` runs before the reconnect: `required` stops the client when it fails (a 4401), otherwise a failure
   * is only logged (the server may simply be down).
   */
  const scheduleReconnect = (refresh?: { run: () => Promise<unknown>; required: boolean }) => {
    failures += 1;
    setStatus(failures > failingAfter ? 'failing' : 'reconnecting');
    const mine = generation;
    reconnectTimer = timers.setTimeout(
      () => {
        reconnectTimer = null;
        if (mine !== generation) return;
        if (!refresh) {
          connect();
          return;
        }
        refresh.run().then(
          () => {
            if (mine === generation) connect();
          },
          (error: unknown) => {
            log(`realtime: token refresh failed: ${String(error)}`);
            if (mine !== generation) return;
            if (refresh.required) setStatus('stopped');
            else connect();
          },
        );
      },
      realtimeReconnectDelay(failures, random(), delays),
    );
  };

  const connect = () => {
    generation += 1;
    const mine = generation;
    const url = options.url();
    if (url === null) {
      setStatus('stopped');
      return;
    }
    // a reconnect stays `reconnecting` / `failing` until it opens
    if (failures === 0) setStatus('connecting');
    let opened: RealtimeSocket;
    try {
      opened = options.createSocket(url);
    } catch (error) {
      log(`realtime: cannot open: ${String(error)}`);
      scheduleReconnect();
      return;
    }
    socket = opened;
    let openedOnce = false;
    opened.onopen = () => {
      openedOnce = true;
      if (mine !== generation) return;
      failures = 0;
      setStatus('open');
      if (everOpened) notify({ type: 'reconnected' });
      everOpened = true;
    };
    opened.onmessage = (event) => {
      if (mine !== generation) return;
      const parsed = parseRealtimeEvent(event.data);
      if (parsed) notify(parsed);
    };
    opened.onerror = () => {
      if (mine === generation) log('realtime: socket error');
    };
    opened.onclose = (event) => {
      if (mine !== generation) return;
      socket = null;
      if (event.code === REALTIME_REPLACED_CLOSE_CODE) {
        log('realtime: replaced by a newer socket');
        setStatus('stopped');
        return;
      }
      log(`realtime: closed (${String(event.code)}), reconnecting`);
      const refreshToken = options.refreshToken;
      if (event.code === REALTIME_UNAUTHORIZED_CLOSE_CODE && refreshToken) {
        scheduleReconnect({ run: refreshToken, required: true });
      } else if (!openedOnce && refreshToken) {
        scheduleReconnect({ run: refreshToken, required: false });
      } else {
        scheduleReconnect();
      }
    };
  };

  return {
    start() {
      if (socket !== null || reconnectTimer !== null) return;
      connect();
    },
    stop() {
      generation += 1;
      clearReconnect();
      const closing = socket;
      socket = null;
      failures = 0;
      everOpened = false;
      setStatus('stopped');
      closing?.close(NORMAL_CLOSE_CODE, 'signed out');
    },
    retry() {
      if (reconnectTimer === null) return;
      clearReconnect();
      connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => currentStatus,
  };
}
