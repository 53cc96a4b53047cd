/**
 * The chat room machine against a fake server (an in-memory group answering after a delay on a fake clock)
 * and a fake realtime socket that the test drives: live notifications, missed notifications, a reconnect.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  chatRoomMachine,
  chatRoomTimeline,
  type ChatMessagePage,
  type ChatRoomEmitted,
  type DeleteMessageInput,
  type FetchMessagesInput,
  type SendMessageInput,
} from './machine.ts';
import { compareMessages, type ChatMessage } from './rules.ts';
import { chatMessage, chatMessages, coordinator } from './test-fixtures.ts';

const LATENCY_MS = 50;
/** The clock (faked by vi.useFakeTimers); the domain's types have no DOM or Node timers. */
const clock = globalThis as unknown as { setTimeout(callback: () => void, ms: number): unknown };

/** An in-memory group on a fake clock. */
class FakeServer {
  messages: ChatMessage[];
  fetches: FetchMessagesInput[] = [];
  sends: SendMessageInput[] = [];
  deletes: DeleteMessageInput[] = [];
  failSends = 0;
  failDeletes: number | 'notFound' = 0;
  private next: number;
  constructor(count: number) {
    this.messages = chatMessages(1, count);
    this.next = count + 1;
  }
  /** Someone else posts: returns the new message's sequence. */
  post(overrides: Partial<ChatMessage> = {}): number {
    const n = this.next++;
    this.messages.push(chatMessage(n, overrides));
    return n;
  }
  later<T>(answer: () => T): Promise<T> {
    return new Promise((resolve, reject) =>
      clock.setTimeout(() => {
        try {
          resolve(answer());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      }, LATENCY_MS),
    );
  }
  fetch(input: FetchMessagesInput): Promise<ChatMessagePage> {
    this.fetches.push(input);
    return this.later(() => {
      const newestFirst = [...this.messages].sort(compareMessages).reverse();
      return { count: newestFirst.length, results: newestFirst.slice(input.offset, input.offset + input.limit) };
    });
  }
  send(input: SendMessageInput): Promise<ChatMessage> {
    this.sends.push(input);
    return this.later(() => {
      if (this.failSends > 0) {
        this.failSends -= 1;
        throw Object.assign(new Error('offline'), { status: 503 });
      }
      const existing = this.messages.find((message) => message.client_id === input.clientId);
      if (existing) return existing;
      const n = this.post({
        sender: coordinator,
        sender_role: 'admin',
        content: input.content,
        client_id: input.clientId,
      });
      return this.messages.find((message) => message.sequence === n) as ChatMessage;
    });
  }
  remove(input: DeleteMessageInput): Promise<null> {
    this.deletes.push(input);
    return this.later(() => {
      if (this.failDeletes === 'notFound') throw Object.assign(new Error('gone'), { status: 404 });
      if (this.failDeletes > 0) {
        this.failDeletes -= 1;
        throw Object.assign(new Error('no'), { status: 500 });
      }
      this.messages = this.messages.filter((message) => message.id !== input.messageId);
      return null;
    });
  }
}

function startRoom(server: FakeServer) {
  const machine = chatRoomMachine.provide({
    actors: {
      fetchMessages: fromPromise<ChatMessagePage, FetchMessagesInput>(({ input }) => server.fetch(input)),
      sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input }) => server.send(input)),
      deleteMessage: fromPromise<unknown, DeleteMessageInput>(({ input }) => server.remove(input)),
    },
  });
  const actor = createActor(machine, { input: { groupId: 12 } });
  const emitted: ChatRoomEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  /** The fake socket: delivers a realtime notification of the group to the room. */
  const socket = {
    notify: (sequence?: number) => {
      actor.send(sequence === undefined ? { type: 'chat.live' } : { type: 'chat.live', sequence });
    },
    reconnected: () => {
      actor.send({ type: 'chat.resync' });
    },
  };
  const sequences = () => actor.getSnapshot().context.messages.map((message) => message.sequence);
  const notices = () => emitted.flatMap((event) => (event.type === 'chat.notice' ? [event.notice] : []));
  return { actor, socket, sequences, notices, emitted };
}

const settle = () => vi.advanceTimersByTimeAsync(LATENCY_MS * 40);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);
let clientIds = 0;
const send = (content: string) => ({
  type: 'chat.send' as const,
  clientId: `c-${String(++clientIds)}`,
  content,
  createdAt: '2026-11-25T12:00:00Z',
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('chat room machine: history', () => {
  it('loads the newest 21 messages, shown oldest first, and knows older ones exist', async () => {
    const server = new FakeServer(50);
    const { actor, sequences } = startRoom(server);
    expect(actor.getSnapshot().hasTag('loading')).toBe(true);
    await settle();
    expect(server.fetches).toEqual([{ groupId: 12, offset: 0, limit: 21 }]);
    expect(sequences()).toEqual(range(30, 50));
    expect(actor.getSnapshot().context.hasOlder).toBe(true);
  });

  it('loads older pages on request until the start, without duplicates', async () => {
    const server = new FakeServer(50);
    const { actor, sequences } = startRoom(server);
    await settle();
    actor.send({ type: 'chat.loadOlder' });
    expect(actor.getSnapshot().hasTag('loadingOlder')).toBe(true);
    actor.send({ type: 'chat.loadOlder' });
    await settle();
    expect(server.fetches.slice(1)).toEqual([{ groupId: 12, offset: 21, limit: 21 }]);
    actor.send({ type: 'chat.loadOlder' });
    await settle();
    expect(sequences()).toEqual(range(1, 50));
    expect(actor.getSnapshot().context.hasOlder).toBe(false);
    actor.send({ type: 'chat.loadOlder' });
    await settle();
    expect(server.fetches).toHaveLength(3);
  });

  it('a failed first load says so and loads again on request', async () => {
    const server = new FakeServer(3);
    const fetch = server.fetch.bind(server);
    let failures = 1;
    server.fetch = (input) => (failures-- > 0 ? Promise.reject(new Error('down')) : fetch(input));
    const { actor, notices, sequences } = startRoom(server);
    await settle();
    expect(actor.getSnapshot().matches({ history: 'failed' })).toBe(true);
    expect(notices()).toEqual(['loadFailed']);
    actor.send({ type: 'chat.reload' });
    await settle();
    expect(sequences()).toEqual([1, 2, 3]);
  });
});

describe('chat room machine: live updates', () => {
  it('a notification refetches the latest 10 and merges them once', async () => {
    const server = new FakeServer(30);
    const { socket, sequences, emitted } = startRoom(server);
    await settle();
    const n = server.post();
    socket.notify(n);
    await settle();
    expect(server.fetches.at(-1)).toEqual({ groupId: 12, offset: 0, limit: 10 });
    expect(sequences()).toEqual(range(10, 31));
    expect(emitted.filter((event) => event.type === 'chat.arrived')).toEqual([
      { type: 'chat.arrived', messages: [server.messages.at(-1)] },
    ]);
  });

  it('a notification for a message already shown fetches nothing', async () => {
    const server = new FakeServer(5);
    const { socket } = startRoom(server);
    await settle();
    socket.notify(5);
    await settle();
    expect(server.fetches).toHaveLength(1);
  });

  it('after missed notifications it reads back until it reaches what it had: no gap', async () => {
    const server = new FakeServer(30);
    const { socket, sequences } = startRoom(server);
    await settle();
    for (let i = 0; i < 24; i += 1) server.post();
    socket.notify(54);
    await settle();
    expect(server.fetches.slice(1).map((fetch) => fetch.offset)).toEqual([0, 10, 20]);
    expect(sequences()).toEqual(range(10, 54));
  });

  it('a notification during the first load catches up after it', async () => {
    const server = new FakeServer(5);
    const { socket, sequences } = startRoom(server);
    const n = server.post();
    socket.notify(n);
    // the first answer was computed before the post? Either way the room catches up after loading.
    await settle();
    expect(sequences()).toEqual(range(1, 6));
    expect(server.fetches.length).toBe(2);
  });

  it('notifications during a catch-up are caught up after it, each message once, in order', async () => {
    const server = new FakeServer(5);
    const { socket, sequences } = startRoom(server);
    await settle();
    socket.notify(server.post());
    await vi.advanceTimersByTimeAsync(LATENCY_MS / 2);
    socket.notify(server.post());
    socket.notify(server.post());
    await settle();
    expect(sequences()).toEqual(range(1, 8));
    expect(server.fetches).toHaveLength(3);
  });

  it('after a reconnect it catches up on everything missed while the socket was down', async () => {
    const server = new FakeServer(10);
    const { socket, sequences } = startRoom(server);
    await settle();
    server.post();
    server.post();
    socket.reconnected();
    await settle();
    expect(sequences()).toEqual(range(1, 12));
  });

  it('a message deleted by its sender disappears: by the deletion event or by the refetched window', async () => {
    const server = new FakeServer(10);
    const { actor, socket, sequences } = startRoom(server);
    await settle();
    actor.send({ type: 'chat.removed', messageId: 1010 });
    expect(sequences()).toEqual(range(1, 9));
    server.messages = server.messages.filter((message) => message.sequence !== 7 && message.sequence !== 10);
    socket.notify(server.post());
    await settle();
    expect(sequences()).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 11]);
  });

  it('too far behind, it starts the history again from the newest messages', async () => {
    const server = new FakeServer(21);
    const { actor, socket, sequences } = startRoom(server);
    await settle();
    for (let i = 0; i < 150; i += 1) server.post();
    socket.notify(171);
    await settle();
    expect(server.fetches).toHaveLength(11);
    expect(sequences()).toEqual(range(72, 171));
    expect(actor.getSnapshot().context.hasOlder).toBe(true);
  });
});

describe('chat room machine: sending', () => {
  it('shows the message at once, sends one at a time in order with the client id, and shows each once', async () => {
    const server = new FakeServer(3);
    const { actor, socket, notices } = startRoom(server);
    await settle();
    const first = send('Ensimmäinen');
    const second = send('Toinen');
    actor.send(first);
    actor.send(second);
    const pending = actor.getSnapshot().context.pending;
    expect(pending.map((item) => [item.content, item.status])).toEqual([
      ['Ensimmäinen', 'sending'],
      ['Toinen', 'queued'],
    ]);
    // the echo of the first arrives on the socket before its POST answers
    await vi.advanceTimersByTimeAsync(LATENCY_MS);
    socket.notify(4);
    await settle();
    expect(server.sends.map((item) => [item.clientId, item.content])).toEqual([
      [first.clientId, 'Ensimmäinen'],
      [second.clientId, 'Toinen'],
    ]);
    const { context } = actor.getSnapshot();
    expect(context.pending).toEqual([]);
    expect(context.messages.map((message) => message.content)).toEqual([
      '<p>Viesti 1</p>',
      '<p>Viesti 2</p>',
      '<p>Viesti 3</p>',
      'Ensimmäinen',
      'Toinen',
    ]);
    expect(notices()).toEqual(['sent', 'sent']);
  });

  it('a failed send is marked failed and holds the later ones; retry sends them in order, once', async () => {
    const server = new FakeServer(1);
    server.failSends = 1;
    const { actor, notices } = startRoom(server);
    await settle();
    const first = send('Yksi');
    actor.send(first);
    actor.send(send('Kaksi'));
    await settle();
    expect(notices()).toEqual(['sendFailed']);
    expect(actor.getSnapshot().context.pending.map((item) => item.status)).toEqual(['failed', 'queued']);
    expect(server.sends).toHaveLength(1);

    actor.send({ type: 'chat.retry' });
    await settle();
    expect(server.sends.map((item) => item.clientId)).toEqual([
      first.clientId,
      first.clientId,
      'c-' + String(clientIds),
    ]);
    expect(
      actor
        .getSnapshot()
        .context.messages.map((message) => message.content)
        .slice(1),
    ).toEqual(['Yksi', 'Kaksi']);
    expect(actor.getSnapshot().context.pending).toEqual([]);
  });

  it('a failed message can be discarded and the queue goes on', async () => {
    const server = new FakeServer(1);
    server.failSends = 1;
    const { actor } = startRoom(server);
    await settle();
    const first = send('Hylätään');
    actor.send(first);
    actor.send(send('Jatkuu'));
    await settle();
    actor.send({ type: 'chat.discard', clientId: first.clientId });
    await settle();
    expect(
      actor
        .getSnapshot()
        .context.messages.map((message) => message.content)
        .slice(1),
    ).toEqual(['Jatkuu']);
  });

  it('the timeline hides a pending message whose echo is already in', () => {
    const echoed = chatMessage(2, { client_id: 'c-x' });
    const pending = [{ clientId: 'c-x', content: 'x', files: [], createdAt: '', status: 'sending' as const }];
    expect(chatRoomTimeline({ messages: [echoed], pending }).pending).toEqual([]);
  });
});

describe('chat room machine: deleting', () => {
  it('removes the message when the server confirms, and says so', async () => {
    const server = new FakeServer(3);
    const { actor, sequences, notices } = startRoom(server);
    await settle();
    actor.send({ type: 'chat.delete', messageId: 1002 });
    expect(actor.getSnapshot().hasTag('deleting')).toBe(true);
    expect(sequences()).toEqual([1, 2, 3]);
    await settle();
    expect(server.deletes).toEqual([{ groupId: 12, messageId: 1002 }]);
    expect(sequences()).toEqual([1, 3]);
    expect(notices()).toEqual(['deleted']);
  });

  it('keeps the message when deleting fails, and a 404 counts as deleted', async () => {
    const server = new FakeServer(3);
    server.failDeletes = 1;
    const { actor, sequences, notices } = startRoom(server);
    await settle();
    actor.send({ type: 'chat.delete', messageId: 1001 });
    await settle();
    expect(sequences()).toEqual([1, 2, 3]);
    expect(notices()).toEqual(['deleteFailed']);
    server.failDeletes = 'notFound';
    actor.send({ type: 'chat.delete', messageId: 1001 });
    await settle();
    expect(sequences()).toEqual([2, 3]);
    expect(notices()).toEqual(['deleteFailed', 'deleted']);
  });
});
