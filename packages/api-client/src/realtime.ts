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
 * `connecting` (first socket or a reconnect under way), `open`, `waiting` (a reconnect is scheduled),
 * `failed` (the cap of consecutive failures was reached; `retry()` starts again), `stopped`.
 */
export type RealtimeStatus = 'connecting' | 'open' | 'waiting' | 'failed' | 'stopped';

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
  /** Base delay before a reconnect: 3 s (spec 2 §4). */
  readonly reconnectDelayMs?: number;
  /** Up to this much random delay is added, so that many tabs do not reconnect at the same moment. */
  readonly jitterMs?: number;
  /** After this many consecutive closes without a successful open the client stops trying. */
  readonly maxConsecutiveFailures?: number;
  readonly random?: () => number;
  readonly timers?: RealtimeTimers;
}

export interface RealtimeClient {
  /** Opens the socket unless one is open or opening (one socket per client, so one per tab). */
  start(): void;
  /** Closes the socket cleanly and stops reconnecting (sign-out). */
  stop(): void;
  /** Starts again after `failed` (e.g. when the browser comes back online). */
  retry(): void;
  subscribe(listener: (notice: RealtimeNotice) => void): () => void;
  status(): RealtimeStatus;
}

export const REALTIME_RECONNECT_DELAY_MS = 3000;
export const REALTIME_RECONNECT_JITTER_MS = 1000;
export const REALTIME_MAX_CONSECUTIVE_FAILURES = 10;
const NORMAL_CLOSE_CODE = 1000;
/**
 * Clean closes that still ask the client to come back: going away (a server shutting down), service restart,
 * try again later.
 */
export const REALTIME_RECONNECT_CLOSE_CODES: readonly number[] = [1001, 1012, 1013];

const defaultTimers: RealtimeTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>);
  },
};

/**
 * The realtime channel's client: one socket at a time, a reconnect 3 s (plus jitter) after a close that was
 * not clean, a server's going-away / restart / try-later close (1001, 1012, 1013) or a 4401 (with a token
 * refresh first), a cap on consecutive failures, a `reconnected`
 * notice after every reopen so that open chats catch up, and events of an old socket ignored.
 */
export function createRealtimeClient(options: RealtimeClientOptions): RealtimeClient {
  const timers = options.timers ?? defaultTimers;
  const random = options.random ?? Math.random;
  const baseDelay = options.reconnectDelayMs ?? REALTIME_RECONNECT_DELAY_MS;
  const jitter = options.jitterMs ?? REALTIME_RECONNECT_JITTER_MS;
  const maxFailures = options.maxConsecutiveFailures ?? REALTIME_MAX_CONSECUTIVE_FAILURES;
  const log = options.log ?? (() => {});
  const listeners = new Set<(notice: RealtimeNotice) => void>();

  let socket: RealtimeSocket | null = null;
  let currentStatus: RealtimeStatus = 'stopped';
  let reconnectTimer: unknown = null;
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

  const scheduleReconnect = (beforeConnect?: () => Promise<unknown>) => {
    failures += 1;
    if (failures >= maxFailures) {
      log(`realtime: giving up after ${String(failures)} failed connections`);
      setStatus('failed');
      return;
    }
    setStatus('waiting');
    const mine = generation;
    reconnectTimer = timers.setTimeout(
      () => {
        reconnectTimer = null;
        if (mine !== generation) return;
        if (!beforeConnect) {
          connect();
          return;
        }
        beforeConnect().then(
          () => {
            if (mine === generation) connect();
          },
          (error: unknown) => {
            log(`realtime: token refresh failed: ${String(error)}`);
            if (mine === generation) setStatus('stopped');
          },
        );
      },
      baseDelay + Math.floor(random() * jitter),
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
    setStatus('connecting');
    let opened: RealtimeSocket;
    try {
      opened = options.createSocket(url);
    } catch (error) {
      log(`realtime: cannot open: ${String(error)}`);
      scheduleReconnect();
      return;
    }
    socket = opened;
    opened.onopen = () => {
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
      if (event.code === REALTIME_UNAUTHORIZED_CLOSE_CODE) {
        scheduleReconnect(options.refreshToken);
      } else if (!event.wasClean || REALTIME_RECONNECT_CLOSE_CODES.includes(event.code)) {
        log(`realtime: closed (${String(event.code)}), reconnecting`);
        scheduleReconnect();
      } else {
        setStatus('stopped');
      }
    };
  };

  return {
    start() {
      if (socket !== null || reconnectTimer !== null || currentStatus === 'failed') return;
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
      if (currentStatus !== 'failed') return;
      failures = 0;
      connect();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    status: () => currentStatus,
  };
}
