import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_REPLACED_CLOSE_CODE,
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
  createRealtimeClient,
  realtimeReconnectDelay,
  type RealtimeClientOptions,
  type RealtimeNotice,
  type RealtimeSocket,
} from './realtime.ts';

class FakeSocket implements RealtimeSocket {
  onopen: RealtimeSocket['onopen'] = null;
  onmessage: RealtimeSocket['onmessage'] = null;
  onclose: RealtimeSocket['onclose'] = null;
  onerror: RealtimeSocket['onerror'] = null;
  closedWith: number | undefined;
  constructor(readonly url: string) {}
  send() {}
  close(code?: number) {
    this.closedWith = code ?? 1000;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) } as MessageEvent);
  }
  drop(code = 1006) {
    this.onclose?.({ code, wasClean: false } as CloseEvent);
  }
  closeCleanly(code = 1000) {
    this.onclose?.({ code, wasClean: true } as CloseEvent);
  }
}

function setup(overrides: Partial<RealtimeClientOptions> = {}) {
  const sockets: FakeSocket[] = [];
  const notices: RealtimeNotice[] = [];
  let token: string | null = 'tok1';
  const client = createRealtimeClient({
    url: () => (token === null ? null : `ws://x/chats/?token=${token}`),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
    random: () => 0.5,
    jitterMs: 1000,
    ...overrides,
  });
  client.subscribe((notice) => notices.push(notice));
  const last = () => {
    const socket = sockets.at(-1);
    if (!socket) throw new Error('no socket');
    return socket;
  };
  return { client, sockets, notices, last, setToken: (next: string | null) => (token = next) };
}

const message = { id: 7, content: 'Hei', created_at: '2026-11-25T10:00:00Z', attachments: [] };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createRealtimeClient', () => {
  it('keeps one socket however often it is started, and passes server events to listeners', () => {
    const { client, sockets, notices, last } = setup();
    client.start();
    client.start();
    expect(sockets).toHaveLength(1);
    expect(last().url).toBe('ws://x/chats/?token=tok1');
    last().open();
    expect(client.status()).toBe('open');
    last().receive({ type: 'chat_message', chat_group_id: 3, message, sequence: 12 });
    last().receive('not json');
    expect(notices).toEqual([{ type: 'chat_message', chat_group_id: 3, message, sequence: 12 }]);
  });

  it('reconnects 3 s plus jitter after a close that was not clean, then says reconnected', async () => {
    const { client, sockets, notices, last } = setup();
    client.start();
    last().open();
    last().drop();
    expect(client.status()).toBe('reconnecting');
    // 3000 ms + 0.5 * 1000 ms jitter
    await vi.advanceTimersByTimeAsync(3499);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    last().open();
    expect(notices).toEqual([{ type: 'reconnected' }]);
  });

  it('the jitter spreads reconnects between 3 and 4 seconds', async () => {
    const early = setup({ random: () => 0 });
    early.client.start();
    early.last().drop();
    await vi.advanceTimersByTimeAsync(3000);
    expect(early.sockets).toHaveLength(2);
    const late = setup({ random: () => 0.999 });
    late.client.start();
    late.last().drop();
    await vi.advanceTimersByTimeAsync(3998);
    expect(late.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(late.sockets).toHaveLength(2);
  });

  it('reconnects after every close it did not ask for, clean or not, whatever the code', async () => {
    const { client, sockets, last } = setup();
    client.start();
    const codes = [1000, 1001, 1006, 1011, 1012, 1013, 4000, 1008];
    for (const code of codes) {
      last().open();
      if (code === 1006) last().drop(code);
      else last().closeCleanly(code);
      expect(client.status()).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(3500);
      // the new socket is opening: still reconnecting until it opens
      expect(client.status()).toBe('reconnecting');
    }
    expect(sockets).toHaveLength(codes.length + 1);
  });

  it('does not reconnect when the server replaced the socket with a newer one (4409)', async () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    last().closeCleanly(REALTIME_REPLACED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
    expect(client.status()).toBe('stopped');
  });

  it('backs off exponentially with jitter up to a 30 s cap and never gives up; an open resets the delay', async () => {
    expect([1, 2, 3, 4, 5, 6, 50].map((attempt) => realtimeReconnectDelay(attempt, 0))).toEqual([
      3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000,
    ]);
    expect(realtimeReconnectDelay(1, 0.999)).toBe(3999);
    expect(realtimeReconnectDelay(3, 0.5)).toBe(14_000);
    expect(realtimeReconnectDelay(9, 0.5)).toBe(35_000);

    const { client, sockets, last } = setup({ random: () => 0 });
    client.start();
    last().drop();
    // attempts 3 s, 6 s, 12 s, 24 s, then every 30 s
    const waits = [3000, 6000, 12_000, 24_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000, 30_000];
    for (const [index, wait] of waits.entries()) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(sockets).toHaveLength(index + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(index + 2);
      last().drop();
    }
    // after three failed attempts in a row the channel is failing, and still tried
    expect(client.status()).toBe('failing');
    await vi.advanceTimersByTimeAsync(30_000);
    last().open();
    expect(client.status()).toBe('open');
    last().drop();
    expect(client.status()).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(waits.length + 3);
  });

  it('retry() (the browser back online) reconnects at once instead of waiting', async () => {
    const { client, sockets, last } = setup();
    client.start();
    last().drop();
    await vi.advanceTimersByTimeAsync(1000);
    client.retry();
    expect(sockets).toHaveLength(2);
    // the cancelled timer opens nothing more, and retry() while connecting or open does nothing
    await vi.advanceTimersByTimeAsync(10_000);
    client.retry();
    expect(sockets).toHaveLength(2);
  });

  it('a connection that fails before opening refreshes the token before the next attempt, and goes on when that fails', async () => {
    const refreshToken = vi.fn(() => Promise.reject(new Error('offline')));
    const { client, sockets, last } = setup({ refreshToken });
    client.start();
    last().drop();
    await vi.advanceTimersByTimeAsync(3500);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    last().open();
    last().drop();
    await vi.advanceTimersByTimeAsync(3500);
    // a socket that had opened is simply reopened
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(3);
  });

  it('ignores events and closes of an old socket', async () => {
    const { client, sockets, notices } = setup();
    client.start();
    const first = sockets[0] as FakeSocket;
    first.open();
    first.drop();
    await vi.advanceTimersByTimeAsync(3500);
    const second = sockets[1] as FakeSocket;
    second.open();
    notices.length = 0;
    first.receive({ type: 'new_chat_message', chat_group_id: 1, unread_count: 2 });
    first.drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(notices).toEqual([]);
    expect(sockets).toHaveLength(2);
    second.receive({ type: 'new_chat_message', chat_group_id: 1, unread_count: 2 });
    expect(notices).toEqual([{ type: 'new_chat_message', chat_group_id: 1, unread_count: 2 }]);
  });

  it('after a 4401 it refreshes the token first and reconnects with the new one', async () => {
    const refreshToken = vi.fn(() => Promise.resolve());
    const { client, sockets, last, setToken } = setup({ refreshToken });
    client.start();
    last().open();
    setToken('tok2');
    last().closeCleanly(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(3500);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(2);
    expect(last().url).toBe('ws://x/chats/?token=tok2');
  });

  it('stops after a 4401 whose token refresh is refused (an authentication refusal)', async () => {
    const refreshToken = vi.fn(() => Promise.reject(new Error('refused')));
    const { client, sockets, last } = setup({ refreshToken });
    client.start();
    last().open();
    last().closeCleanly(REALTIME_UNAUTHORIZED_CLOSE_CODE);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refreshToken).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    expect(client.status()).toBe('stopped');
  });

  it('stop() closes cleanly, cancels a scheduled reconnect and opens nothing without a token', async () => {
    const { client, sockets, last, setToken } = setup();
    client.start();
    last().open();
    client.stop();
    expect(last().closedWith).toBe(1000);
    // the browser reports the close later: it must not reconnect
    last().drop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(1);

    client.start();
    last().drop();
    client.stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sockets).toHaveLength(2);

    setToken(null);
    client.start();
    expect(sockets).toHaveLength(2);
    expect(client.status()).toBe('stopped');
  });

  it('a listener that unsubscribes gets nothing more', () => {
    const { client, last } = setup();
    const seen: RealtimeNotice[] = [];
    const unsubscribe = client.subscribe((notice) => seen.push(notice));
    client.start();
    last().open();
    last().receive({ type: 'pong' });
    unsubscribe();
    last().receive({ type: 'pong' });
    expect(seen).toEqual([{ type: 'pong' }]);
  });
});
