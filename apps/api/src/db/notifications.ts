/**
 * The PostgreSQL LISTEN connection of one API process: a client of its own (a pooled connection cannot hold a
 * LISTEN), which reconnects by itself when the server goes away (a restart, a failover, an administrator) and
 * LISTENs again on every channel. Realtime fan-out (routes/realtime/hub.ts) receives the NOTIFYs of every process
 * through it; `/ready` reports whether it is connected.
 *
 * NOTIFYs sent while the connection is down are lost: `onReconnect` tells the owners, who make their clients catch
 * up (the realtime channel closes its sockets with 1012, and the dashboard refetches after its reconnect).
 */
import pg from 'pg';

export interface NotificationListener {
  /** Calls `handler` with the payload of every NOTIFY on `channel` (LISTENed now or at the next connect). */
  listen(channel: string, handler: (payload: string) => void): Promise<void>;
  /** Connects (the first attempt is awaited; a failure retries in the background and does not throw). */
  start(): Promise<void>;
  /** Calls `callback` after every reconnect that followed a lost connection (NOTIFYs in between were lost). */
  onReconnect(callback: () => void): void;
  /** True while the connection is up and LISTENs on every channel. */
  readonly connected: boolean;
  close(): Promise<void>;
}

export interface NotificationListenerOptions {
  log?: (message: string) => void;
  /** First retry delay; doubled per failure up to `maxRetryMs`. */
  retryMs?: number;
  maxRetryMs?: number;
}

export function createNotificationListener(
  connectionString: string,
  options: NotificationListenerOptions = {},
): NotificationListener {
  const handlers = new Map<string, (payload: string) => void>();
  const reconnected: (() => void)[] = [];
  const retryMs = options.retryMs ?? 250;
  const maxRetryMs = options.maxRetryMs ?? 2000;
  const log = options.log ?? ((message: string) => console.error(message));
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let lost = false;
  let delay = retryMs;
  let retryTimer: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function scheduleRetry() {
    if (closing || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delay);
    delay = Math.min(delay * 2, maxRetryMs);
  }

  function dropped(which: pg.Client, reason: string) {
    if (client !== which) return;
    client = null;
    if (connected) log(`PostgreSQL LISTEN connection lost (${reason}); reconnecting`);
    connected = false;
    lost = true;
    which.removeAllListeners('notification');
    void which.end().catch(() => undefined);
    scheduleRetry();
  }

  const isCurrent = (which: pg.Client) => client === which && !closing;

  /** One attempt; never rejects (a failure schedules the next one). */
  async function connect(): Promise<void> {
    if (closing || client) return;
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    client = next;
    // Both must be handled: an 'error' without a listener is an uncaught exception, and 'end' comes alone when
    // the server closes the connection cleanly (a fast shutdown).
    next.on('error', (error) => dropped(next, error.message));
    next.on('end', () => dropped(next, 'closed by the server'));
    next.on('notification', (notification) => {
      const handler = handlers.get(notification.channel);
      if (handler && notification.payload) handler(notification.payload);
    });
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${quote(channel)}`);
    } catch (error) {
      if (client === next) dropped(next, error instanceof Error ? error.message : String(error));
      return;
    }
    // close() or a drop may have come during the awaits.
    if (!isCurrent(next)) return;
    connected = true;
    delay = retryMs;
    if (lost) {
      lost = false;
      log('PostgreSQL LISTEN connection restored');
      for (const callback of reconnected) callback();
    }
  }

  return {
    async listen(channel, handler) {
      const isNew = !handlers.has(channel);
      handlers.set(channel, handler);
      if (isNew && connected && client) await client.query(`LISTEN ${quote(channel)}`);
    },
    start: connect,
    onReconnect(callback) {
      reconnected.push(callback);
    },
    get connected() {
      return connected;
    },
    async close() {
      closing = true;
      clearTimeout(retryTimer);
      const current = client;
      client = null;
      connected = false;
      if (current) await current.end().catch(() => undefined);
    },
  };
}
