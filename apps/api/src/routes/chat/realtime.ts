/**
 * The realtime channel `GET /chats/?token=<access token>` (openapi.yaml `x-websocket`).
 *
 * - Checked before the upgrade (a preValidation hook): the Origin, when the client sends one, must be one of
 *   CORS_ORIGINS (or WEB_BASE_URL's); the token must be a valid access token of an active user. A refusal is an
 *   HTTP 401 / 403 and no socket. The token is never logged (app.ts logs request URLs without their query).
 * - The socket closes with 4401 when the token expires or the user's session ends (a password change or reset
 *   raises the token version; checked at every server ping), and with 1008 when the client sends more than
 *   CLIENT_FRAMES_PER_WINDOW frames in CLIENT_FRAME_WINDOW_MS or a frame that is not `{"type": "ping"}` JSON.
 *   Frames over MAX_CLIENT_FRAME_BYTES close it with 1009 (ws's maxPayload). A user has at most
 *   MAX_SOCKETS_PER_USER sockets; the oldest is closed (4409) for a new one.
 * - The server pings every `pingIntervalMs`; a socket that has not answered by the next ping is terminated.
 * - Events reach only the group's members, each with the group's `sequence` (one more for every message posted or
 *   deleted), so a client that sees a jump knows it missed an event and refetches:
 *   `chat_message` {chat_group_id, sequence, message} to every member (the sender's other tabs too),
 *   `new_chat_message` {chat_group_id, sequence, unread_count} to every member but the sender,
 *   `chat_message_deleted` {chat_group_id, sequence, message_id} to every member.
 * - Several API processes on one PostgreSQL: a write NOTIFYs `siirto_chat` inside its transaction (delivered at
 *   commit, in commit order) and every process LISTENs and sends to its own sockets. On PGlite (one process) the
 *   event is dispatched in-process after the commit.
 * - Other modules send on the same sockets through the app's RealtimeHub (`realtimeHub(deps)`): they register a
 *   NOTIFY channel of their own (LISTENed on the same connection) and send frames to users by id. The transport
 *   events (`transport_state`, `transport_position`, ../transports/live-events.ts) travel this way.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Kysely, sql } from 'kysely';
import type { WebSocket } from '@fastify/websocket';
import { verifyJwt } from '../../auth/jwt.ts';
import type { Config } from '../../config.ts';
import { HttpError } from '../../http/errors.ts';
import type { ChatDatabase } from '../../db/migrations/009_chat.ts';
import { chatDb, type ChatDb, serializeMessages, unreadCounts } from './store.ts';

export const MAX_CLIENT_FRAME_BYTES = 4096;
export const CLIENT_FRAMES_PER_WINDOW = 20;
export const CLIENT_FRAME_WINDOW_MS = 10_000;
export const MAX_SOCKETS_PER_USER = 10;
export const NOTIFY_CHANNEL = 'siirto_chat';

export const CLOSE_TOKEN = 4401;
export const CLOSE_REPLACED = 4409;

export interface ChatEvent {
  kind: 'created' | 'deleted';
  group_id: number;
  message_id: number;
  sequence: number;
  sender_id: number | null;
}

/**
 * The realtime channel as other modules see it: one per app (keyed by its deps, because route modules are
 * encapsulated Fastify plugins and cannot see each other's decorations).
 */
export interface RealtimeHub {
  /** NOTIFY channels of other modules and their handlers (the payload text); LISTENed when the app is ready. */
  readonly channels: Map<string, (payload: string) => void>;
  /** Sends a frame to every open socket of these users (a no-op before the channel is registered). */
  sendToUsers(userIds: Iterable<number>, frame: unknown): void;
  /** The users with at least one open socket in this process. */
  onlineUserIds(): Set<number>;
}

type HubTarget = Pick<RealtimeHub, 'sendToUsers' | 'onlineUserIds'>;
const hubs = new WeakMap<object, RealtimeHub & { attach(target: HubTarget): void }>();

export function realtimeHub(deps: object): RealtimeHub {
  return hubOf(deps);
}

function hubOf(deps: object) {
  let hub = hubs.get(deps);
  if (!hub) {
    let target: HubTarget | null = null;
    const created = {
      channels: new Map<string, (payload: string) => void>(),
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

export interface ChatRealtime {
  /** Called inside the write's transaction: on PostgreSQL the event is NOTIFYed at commit. */
  inTransaction(trx: Kysely<ChatDatabase>, event: ChatEvent): Promise<void>;
  /** Called after the commit: on PGlite the event is dispatched here. */
  afterCommit(event: ChatEvent): void;
  /** Connected sockets (for tests and the status). */
  socketCount(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    chatRealtime: ChatRealtime;
  }
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

const send = (socket: WebSocket, frame: unknown) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(frame));
};

export function registerRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const { deps } = app;
  const db: ChatDb = deps.db.withTables();
  const connections = new Map<number, Set<Connection>>();
  let chain: Promise<void> = Promise.resolve();
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

  async function dispatch(event: ChatEvent) {
    const members = await db
      .selectFrom('chat_members')
      .select('user_id')
      .where('group_id', '=', event.group_id)
      .execute();
    const online = members.map((member) => member.user_id).filter((userId) => connections.has(userId));
    // A deleted message's sender may have left; the sender's other tabs are members like everyone else.
    if (online.length === 0) return;
    if (event.kind === 'deleted') {
      const frame = {
        type: 'chat_message_deleted',
        chat_group_id: event.group_id,
        sequence: event.sequence,
        message_id: event.message_id,
      };
      for (const userId of online)
        for (const connection of connections.get(userId) ?? []) send(connection.socket, frame);
      return;
    }
    const row = await db.selectFrom('chat_messages').selectAll().where('id', '=', event.message_id).executeTakeFirst();
    // Deleted before it could be sent: its deletion event follows.
    if (!row) return;
    const [message] = await serializeMessages(db, [row], deps.config);
    const messageFrame = { type: 'chat_message', chat_group_id: event.group_id, sequence: event.sequence, message };
    for (const userId of online) {
      for (const connection of connections.get(userId) ?? []) send(connection.socket, messageFrame);
      if (userId === event.sender_id) continue;
      const unread = await unreadCounts(db, userId, [event.group_id]);
      const notice = {
        type: 'new_chat_message',
        chat_group_id: event.group_id,
        sequence: event.sequence,
        unread_count: unread.get(event.group_id) ?? 0,
      };
      for (const connection of connections.get(userId) ?? []) send(connection.socket, notice);
    }
  }

  /** Events are sent one after another, in the order they were committed. */
  const enqueue = (event: ChatEvent) => {
    chain = chain.then(
      () => dispatch(event),
      () => dispatch(event),
    );
    chain = chain.catch((error: unknown) => {
      app.log.error({ err: error }, 'chat realtime dispatch failed');
    });
  };

  // ---- PostgreSQL: every process LISTENs (db/notifications.ts, which reconnects by itself) ----
  const handleChatNotification = (payload: string) => {
    try {
      enqueue(JSON.parse(payload) as ChatEvent);
    } catch {
      // Not ours.
    }
  };

  const realtime: ChatRealtime = {
    async inTransaction(trx, event) {
      if (!usePostgres) return;
      await sql`SELECT pg_notify(${NOTIFY_CHANNEL}, ${JSON.stringify(event)})`.execute(trx);
    },
    afterCommit(event) {
      if (!usePostgres) enqueue(event);
    },
    socketCount() {
      let count = 0;
      for (const set of connections.values()) count += set.size;
      return count;
    },
  };
  app.decorate('chatRealtime', realtime);
  hub.attach({
    sendToUsers(userIds, frame) {
      for (const userId of userIds)
        for (const connection of connections.get(userId) ?? []) send(connection.socket, frame);
    },
    onlineUserIds: () => new Set(connections.keys()),
  });

  const notifications = deps.notifications;
  if (usePostgres && notifications) {
    app.addHook('onReady', async () => {
      await notifications.listen(NOTIFY_CHANNEL, handleChatNotification);
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
    checkSockets().catch((error: unknown) => app.log.warn({ err: error }, 'chat socket check failed'));
  }, options.pingIntervalMs);
  pingTimer.unref();
  async function checkSockets() {
    const all = [...connections.values()].flatMap((set) => [...set]);
    if (all.length === 0) return;
    const users = await deps.db
      .selectFrom('users')
      .select(['id', 'is_active', 'token_version'])
      .where(
        'id',
        'in',
        all.map((connection) => connection.userId),
      )
      .execute();
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

  // app.ts has closed every socket with 1012 (service restart) by now; the events in progress finish.
  app.addHook('onClose', async () => {
    clearInterval(pingTimer);
    await chain;
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
        const user = await deps.db
          .selectFrom('users')
          .select(['id', 'is_active', 'token_version'])
          .where('id', '=', token.user_id)
          .executeTakeFirst();
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
  return realtime;
}

declare module 'fastify' {
  interface FastifyRequest {
    chatSocketUser?: { userId: number; tokenVersion: number; expiresAt: number };
  }
}

export type { ChatDb };
export { chatDb };
