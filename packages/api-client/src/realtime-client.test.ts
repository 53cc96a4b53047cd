import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REALTIME_UNAUTHORIZED_CLOSE_CODE,
  createRealtimeClient,
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
    expect(client.status()).toBe('waiting');
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

  it('does not reconnect after a clean close', async () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    last().closeCleanly();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.status()).toBe('stopped');
  });

  it('reconnects after a server going away or restarting, even when that close was clean', async () => {
    const { client, sockets, last } = setup();
    client.start();
    last().open();
    last().closeCleanly(1012);
    await vi.advanceTimersByTimeAsync(3500);
    expect(sockets).toHaveLength(2);
    last().open();
    last().closeCleanly(1001);
    await vi.advanceTimersByTimeAsync(3500);
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

  it('gives up after the cap of consecutive failures and retry() starts again', async () => {
    const { client, sockets, last } = setup({ maxConsecutiveFailures: 3 });
    client.start();
    last().drop();
    await vi.advanceTimersByTimeAsync(3500);
    last().drop();
    await vi.advanceTimersByTimeAsync(3500);
    last().drop();
    expect(client.status()).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(3);
    client.start();
    expect(sockets).toHaveLength(3);
    client.retry();
    expect(sockets).toHaveLength(4);
  });

  it('a successful open resets the failure count', async () => {
    const { client, sockets, last } = setup({ maxConsecutiveFailures: 2 });
    client.start();
    for (let round = 0; round < 4; round += 1) {
      last().open();
      last().drop();
      await vi.advanceTimersByTimeAsync(3500);
    }
    expect(sockets).toHaveLength(5);
    expect(client.status()).toBe('connecting');
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
