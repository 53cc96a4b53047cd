/**
 * The realtime hub: the websocket `GET /chats/?token=<access token>` (openapi.yaml `x-websocket`) that the chat and
 * the live transport status share, and the fan-out of their events between API processes. It knows no event: each
 * area registers a NOTIFY channel with a handler (`hub.channels`), publishes inside its write's transaction
 * (`hub.publish`) and after the commit (`hub.afterCommit`), and sends frames to users by id (`hub.sendToUsers`).
 * The chat's events are in ../chat/events.ts, the transports' in ../transports/live-events.ts.
 *
 * - Checked before the upgrade (a preValidation hook): the Origin, when the client sends one, must be one of
 *   CORS_ORIGINS (or WEB_BASE_URL's); the token must be a valid access token of an active user. A refusal is an
 *   HTTP 401 / 403 and no socket. The token is never logged (app.ts logs request URLs without their query).
 * - The socket closes with 4401 when the token expires or the user's session ends (a password change or reset
 *   raises the token version; checked at every server ping), and with 1008 when the client sends more than
 *   CLIENT_FRAMES_PER_WINDOW frames in CLIENT_FRAME_WINDOW_MS or a frame that is not `{"type": "ping"}` JSON.
 *   Frames over MAX_CLIENT_FRAME_BYTES close it with 1009 (ws's maxPayload). A user has at most
 *   MAX_SOCKETS_PER_USER sockets; the oldest is closed (4409) for a new one.
 * - The server pings every CHAT_PING_INTERVAL_MS; a socket that has not answered by the next ping is terminated.
 * - Several API processes on one PostgreSQL: a write NOTIFYs its channel inside its transaction (delivered at
 *   commit, in commit order) and every process LISTENs on a connection of its own (db/notifications.ts, which
 *   reconnects by itself; after a reconnect the sockets close with 1012 so that clients refetch what they missed)
 *   and hands each payload to the channel's handler, which sends to its own sockets. On PGlite (one process) the payload
 *   goes to the handler in-process after the commit.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { type QueryExecutorProvider, sql } from 'kysely';
import type { WebSocket } from '@fastify/websocket';
import { verifyJwt } from '../../auth/jwt.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import { sessionsOf } from './repository.ts';

export const MAX_CLIENT_FRAME_BYTES = 4096;
export const CLIENT_FRAMES_PER_WINDOW = 20;
export const CLIENT_FRAME_WINDOW_MS = 10_000;
export const MAX_SOCKETS_PER_USER = 10;
export const CLOSE_TOKEN = 4401;
export const CLOSE_REPLACED = 4409;

/**
 * The realtime channel as other modules see it: one per app (keyed by its deps, because route modules are
 * encapsulated Fastify plugins and cannot see each other's decorations).
 */
export interface RealtimeHub {
  /** NOTIFY channels of the areas and their handlers (the payload text); LISTENed when the app is ready. */
  readonly channels: Map<string, (payload: string) => void>;
  /** Inside a write's transaction: on PostgreSQL the payload is NOTIFYed on `channel`, delivered at commit. */
  publish(trx: QueryExecutorProvider, channel: string, payload: string): Promise<void>;
  /** After the write's commit: on PGlite (one process) the payload goes to the channel's handler here. */
  afterCommit(channel: string, payload: string): void;
  /** Sends a frame to every open socket of these users (a no-op before the channel is registered). */
  sendToUsers(userIds: Iterable<number>, frame: unknown): void;
  /** The users with at least one open socket in this process. */
  onlineUserIds(): Set<number>;
}

type HubTarget = Pick<RealtimeHub, 'sendToUsers' | 'onlineUserIds'>;
const hubs = new WeakMap<object, RealtimeHub & { attach(target: HubTarget): void }>();

export function realtimeHub(deps: { config: Pick<Config, 'databaseUrl'> }): RealtimeHub {
  return hubOf(deps);
}

function hubOf(deps: { config: Pick<Config, 'databaseUrl'> }) {
  let hub = hubs.get(deps);
  if (!hub) {
    let target: HubTarget | null = null;
    const usePostgres = deps.config.databaseUrl !== undefined;
    const channels = new Map<string, (payload: string) => void>();
    const created = {
      channels,
      async publish(trx: QueryExecutorProvider, channel: string, payload: string) {
        if (usePostgres) await sql`SELECT pg_notify(${channel}, ${payload})`.execute(trx);
      },
      afterCommit(channel: string, payload: string) {
        if (!usePostgres) channels.get(channel)?.(payload);
      },
      sendToUsers: (userIds: Iterable<number>, frame: unknown) => target?.sendToUsers(userIds, frame),
      onlineUserIds: () => target?.onlineUserIds() ?? new Set<number>(),
      attach: (next: HubTarget) => {
        target = next;
      },
    };
    hubs.set(deps, created);
    hub = created;
  }
  return hub;
}

interface Connection {
  socket: WebSocket;
  userId: number;
  tokenVersion: number;
  alive: boolean;
  frames: number[];
  expiryTimer: NodeJS.Timeout;
}

export interface RealtimeOptions {
  /** Server ping interval (CHAT_PING_INTERVAL_MS, default 30 s). */
  pingIntervalMs: number;
}

/** The request's Origin is allowed when absent (not a browser) or one of the dashboard origins. */
export function originAllowed(origin: string | undefined, config: Pick<Config, 'corsOrigins'>): boolean {
  if (origin === undefined) return true;
  return config.corsOrigins.includes(origin);
}

function tokenOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.token;
  return typeof token === 'string' && token.length > 0 && token.length < 4096 ? token : null;
}

/** Sends a frame already as JSON text (a frame for many sockets is serialised once). */
const sendText = (socket: WebSocket, text: string) => {
  if (socket.readyState === socket.OPEN) socket.send(text);
};
const send = (socket: WebSocket, frame: unknown) => sendText(socket, JSON.stringify(frame));

function registerRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const { deps } = app;
  const connections = new Map<number, Set<Connection>>();
  const usePostgres = deps.config.databaseUrl !== undefined;
  const hub = hubOf(deps);

  const add = (connection: Connection) => {
    let set = connections.get(connection.userId);
    if (!set) connections.set(connection.userId, (set = new Set()));
    if (set.size >= MAX_SOCKETS_PER_USER) {
      const oldest = set.values().next().value;
      if (oldest) {
        set.delete(oldest);
        oldest.socket.close(CLOSE_REPLACED, 'too many sockets');
      }
    }
    set.add(connection);
  };
  const remove = (connection: Connection) => {
    clearTimeout(connection.expiryTimer);
    const set = connections.get(connection.userId);
    set?.delete(connection);
    if (set?.size === 0) connections.delete(connection.userId);
  };

  // ---- PostgreSQL: every process LISTENs on each area's channel (db/notifications.ts reconnects by itself) ----

  hub.attach({
    sendToUsers(userIds, frame) {
      const text = JSON.stringify(frame);
      for (const userId of userIds)
        for (const connection of connections.get(userId) ?? []) sendText(connection.socket, text);
    },
    onlineUserIds: () => new Set(connections.keys()),
  });

  const notifications = deps.notifications;
  if (usePostgres && notifications) {
    app.addHook('onReady', async () => {
      for (const [channel, handler] of hub.channels) await notifications.listen(channel, handler);
      await notifications.start();
    });
    // Events NOTIFYed while the connection was down never reached this process: its clients reconnect (1012,
    // service restart) and refetch what they show, as after any reconnect.
    notifications.onReconnect(() => {
      for (const set of connections.values())
        for (const connection of set) connection.socket.close(1012, 'events missed');
    });
  }

  // Ping every socket; one that did not answer the previous ping is dropped. Sessions that ended close here too.
  const pingTimer = setInterval(() => {
    // A database that is down must not end the process (an unhandled rejection): the next ping tries again.
    checkSockets().catch((error: unknown) => app.log.warn({ err: error }, 'realtime socket check failed'));
  }, options.pingIntervalMs);
  pingTimer.unref();
  async function checkSockets() {
    const all = [...connections.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const users = await sessionsOf(
      deps.db,
      all.map((connection) => connection.userId),
    );
    for (const connection of all) {
      const user = users.find((row) => row.id === connection.userId);
      if (!user || !user.is_active || user.token_version !== connection.tokenVersion) {
        connection.socket.close(CLOSE_TOKEN, 'session ended');
        continue;
      }
      if (!connection.alive) {
        connection.socket.terminate();
        continue;
      }
      connection.alive = false;
      connection.socket.ping();
    }
  }

  // app.ts has closed every socket with 1012 (service restart) by now; each area's events in progress finish.
  app.addHook('onClose', (_instance, done) => {
    clearInterval(pingTimer);
    done();
  });

  app.get(
    '/chats/',
    {
      websocket: true,
      preValidation: async (request) => {
        const origin = request.headers.origin;
        if (!originAllowed(origin, deps.config)) {
          throw new HttpError(403, { detail: 'originNotAllowed' });
        }
        const raw = tokenOf(request);
        const now = Math.floor(deps.clock.now().getTime() / 1000);
        const token = raw ? verifyJwt(raw, deps.config.jwtSecret, now) : null;
        if (token?.token_type !== 'access') throw new HttpError(401, { detail: 'tokenNotValid' });
        const [user] = await sessionsOf(deps.db, [token.user_id]);
        if (!user || !user.is_active || (token.ver ?? 0) !== user.token_version) {
          throw new HttpError(401, { detail: 'tokenNotValid' });
        }
        request.chatSocketUser = { userId: user.id, tokenVersion: user.token_version, expiresAt: token.exp };
      },
    },
    (socket, request) => {
      const authenticated = request.chatSocketUser;
      if (!authenticated) {
        socket.close(CLOSE_TOKEN, 'token');
        return;
      }
      const lifetimeMs = authenticated.expiresAt * 1000 - deps.clock.now().getTime();
      const connection: Connection = {
        socket,
        userId: authenticated.userId,
        tokenVersion: authenticated.tokenVersion,
        alive: true,
        frames: [],
        expiryTimer: setTimeout(() => socket.close(CLOSE_TOKEN, 'token expired'), Math.max(0, lifetimeMs)),
      };
      connection.expiryTimer.unref();
      add(connection);
      socket.on('pong', () => {
        connection.alive = true;
      });
      socket.on('message', (data, isBinary) => {
        const now = Date.now();
        connection.frames = connection.frames.filter((at) => now - at < CLIENT_FRAME_WINDOW_MS);
        connection.frames.push(now);
        if (connection.frames.length > CLIENT_FRAMES_PER_WINDOW) {
          socket.close(1008, 'rate limit');
          return;
        }
        let frame: unknown;
        try {
          frame = isBinary ? null : JSON.parse((data as Buffer).toString('utf8'));
        } catch {
          frame = null;
        }
        if (typeof frame === 'object' && frame !== null && (frame as { type?: unknown }).type === 'ping') {
          send(socket, { type: 'pong' });
          return;
        }
        socket.close(1008, 'unexpected frame');
      });
      socket.on('close', () => remove(connection));
      socket.on('error', () => remove(connection));
    },
  );
}

declare module 'fastify' {
  interface FastifyRequest {
    chatSocketUser?: { userId: number; tokenVersion: number; expiresAt: number };
  }
}

/** The hub's socket route (registered once per app, before the areas' routes). */
export const realtimeRoutes: FastifyPluginAsync = (app) => {
  registerRealtime(app, { pingIntervalMs: app.deps.config.chatPingIntervalMs });
  return Promise.resolve();
};
