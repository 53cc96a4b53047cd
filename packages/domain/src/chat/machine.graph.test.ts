/**
 * Path tests with xstate/graph for the chat room machine: every resting state is reachable, and a failed send
 * is sent again only by chat.retry.
 */
import { describe, expect, it } from 'vitest';
import { transition, type AnyEventObject, type AnyMachineSnapshot } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
import { chatRoomMachine, type ChatRoomContext } from './machine.ts';
import { chatMessage, chatMessages } from './test-fixtures.ts';

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error });

const events: AnyEventObject[] = [
  done('fetchFirstPage', { count: 30, results: chatMessages(10, 30).reverse() }),
  failed('fetchFirstPage', new Error('down')),
  { type: 'chat.reload' },
  { type: 'chat.loadOlder' },
  done('fetchOlderPage', { count: 30, results: chatMessages(1, 9).reverse() }),
  failed('fetchOlderPage', new Error('down')),
  { type: 'chat.live', sequence: 31 },
  { type: 'chat.resync' },
  done('fetchLatest', { count: 31, results: chatMessages(22, 31).reverse() }),
  failed('fetchLatest', new Error('down')),
  { type: 'chat.send', clientId: 'c-1', content: 'Hei', createdAt: '2026-11-25T12:00:00Z' },
  done('sendMessage', chatMessage(32, { client_id: 'c-1' })),
  failed('sendMessage', new Error('offline')),
  { type: 'chat.retry' },
  { type: 'chat.delete', messageId: 1030 },
  done('deleteMessage', null),
  failed('deleteMessage', { status: 500 }),
];

/** Snapshots are told apart by their state and the parts of the context the guards read. */
function serializeState(snapshot: AnyMachineSnapshot): string {
  const context = snapshot.context as ChatRoomContext;
  return JSON.stringify({
    value: snapshot.value as unknown,
    pending: context.pending.map((item) => item.status),
    deleting: context.deleting.length,
    hasOlder: context.hasOlder,
    stale: context.stale,
    count: context.messages.length,
  });
}

function paths(toState?: (snapshot: AnyMachineSnapshot) => boolean) {
  return getShortestPaths(chatRoomMachine, {
    events: events as never,
    input: { groupId: 12 },
    serializeState,
    ...(toState && { toState }),
  });
}

describe('chat room machine (xstate/graph)', () => {
  it('every resting state is reachable', () => {
    const reached = new Set<string>();
    const all = getStateNodes(chatRoomMachine.root)
      .filter((node) => node.always === undefined || node.always.length === 0)
      .map((node) => node.path.join('.'));
    for (const path of paths()) {
      for (const state of all) if ((path.state as AnyMachineSnapshot).matches(state)) reached.add(state);
    }
    expect(all).toEqual(
      expect.arrayContaining([
        'history.failed',
        'history.ready.loadingOlder',
        'live.catchingUp.reading',
        'sending.sending',
        'deletions.deleting',
      ]),
    );
    expect(all.filter((state) => !reached.has(state))).toEqual([]);
  });

  it('a failed send holds the queue: only chat.retry sends it again, with the same client id', () => {
    const [toFailed] = paths((snapshot) => {
      const context = snapshot.context as ChatRoomContext;
      return context.pending[0]?.status === 'failed';
    });
    expect(toFailed).toBeDefined();
    const failedSnapshot = toFailed?.state as AnyMachineSnapshot;
    const types = toFailed?.steps.map((step) => (step.event as AnyEventObject).type) ?? [];
    expect(types.slice(-2)).toEqual(['chat.send', 'xstate.error.actor.sendMessage']);
    for (const event of events.filter((item) => item.type !== 'chat.retry' && item.type !== 'chat.send')) {
      const [next] = transition(chatRoomMachine, failedSnapshot, event as never);
      expect(next.matches({ sending: 'sending' }), event.type).toBe(false);
    }
    const [retried] = transition(chatRoomMachine, failedSnapshot, { type: 'chat.retry' });
    expect(retried.matches({ sending: 'sending' })).toBe(true);
    expect(retried.context.pending[0]?.clientId).toBe('c-1');
  });
});
