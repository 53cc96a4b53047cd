/**
 * One open chat group (spec 2 §4, §9): the first page of 21 messages, older pages on request, live updates
 * (a realtime notification refetches the latest 10 and merges them without duplicates; when the newest 10
 * do not reach the messages already known, the next 10 are read until they do, so a missed event leaves no
 * gap), a send queue (an optimistic message with the client's id, sent one at a time in order; a failed one
 * holds the messages behind it until it is retried or discarded) and deletions.
 *
 * The app provides the effects: `fetchMessages` (GET …/messages/ with offset and limit), `sendMessage` (POST
 * with the client id, which makes a retried send one message) and `deleteMessage`; it listens to the emitted
 * `chat.notice` (toasts) and `chat.arrived` (the announcer).
 */
import { and, assign, emit, enqueueActions, fromPromise, setup, stateIn } from 'xstate';
import { isNotFoundError } from '../machines/session.ts';
import { CHAT_CATCH_UP_MAX_PAGES, CHAT_LATEST_REFETCH_SIZE, CHAT_MESSAGE_FIRST_PAGE_SIZE } from './constants.ts';
import { compareMessages, mergeMessages, type ChatMessage } from './rules.ts';

/** A file to send: a browser File fits. */
export interface ChatOutgoingFile {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export type PendingStatus = 'queued' | 'sending' | 'failed';

/** A message the user wrote that the server has not confirmed yet. */
export interface PendingMessage {
  readonly clientId: string;
  readonly content: string;
  readonly files: readonly ChatOutgoingFile[];
  /** When the user sent it (ISO), for the view's time. */
  readonly createdAt: string;
  readonly status: PendingStatus;
}

export interface ChatMessagePage {
  readonly count: number;
  readonly results: readonly ChatMessage[];
}

export interface FetchMessagesInput {
  readonly groupId: number;
  readonly offset: number;
  readonly limit: number;
}

export interface SendMessageInput {
  readonly groupId: number;
  readonly clientId: string;
  readonly content: string;
  readonly files: readonly ChatOutgoingFile[];
}

export interface DeleteMessageInput {
  readonly groupId: number;
  readonly messageId: number;
}

export interface ChatRoomInput {
  readonly groupId: number;
}

export interface ChatRoomContext {
  readonly groupId: number;
  /** Confirmed messages, oldest first, one per id. */
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly PendingMessage[];
  readonly hasOlder: boolean;
  /** Message ids waiting to be deleted, in the order asked. */
  readonly deleting: readonly number[];
  /** A live event came while a load or catch-up was running: catch up (again) when it ends. */
  readonly stale: boolean;
  readonly catchUp: {
    readonly offset: number;
    readonly pages: number;
    /** The newest message known when the catch-up started: reading stops when a page reaches it. */
    readonly floor: ChatMessage | null;
  };
}

export type ChatNotice = 'sent' | 'sendFailed' | 'deleted' | 'deleteFailed' | 'loadFailed' | 'olderFailed';

export type ChatRoomEmitted =
  | { type: 'chat.notice'; notice: ChatNotice }
  /** Messages that appeared through a live update (not the user's own sends). */
  | { type: 'chat.arrived'; messages: readonly ChatMessage[] };

export type ChatRoomEvent =
  | { type: 'chat.loadOlder' }
  | { type: 'chat.reload' }
  /** A realtime notification for this group; `sequence` when the server sent one. */
  | { type: 'chat.live'; sequence?: number }
  /** The realtime channel reopened: catch up on whatever was missed. */
  | { type: 'chat.resync' }
  /** The realtime channel said a message was deleted. */
  | { type: 'chat.removed'; messageId: number }
  | {
      type: 'chat.send';
      clientId: string;
      content: string;
      files?: readonly ChatOutgoingFile[];
      createdAt: string;
    }
  | { type: 'chat.retry' }
  | { type: 'chat.discard'; clientId: string }
  | { type: 'chat.delete'; messageId: number };

const newest = (messages: readonly ChatMessage[]): ChatMessage | null => messages[messages.length - 1] ?? null;

/** Whether a catch-up page reached what was known before (or the start of the history). */
function reachesFloor(page: ChatMessagePage, floor: ChatMessage | null): boolean {
  if (floor === null || page.results.length < CHAT_LATEST_REFETCH_SIZE) return true;
  return page.results.some((message) => message.id === floor.id || compareMessages(message, floor) <= 0);
}

function missingActor<T, I>(name: string) {
  return fromPromise<T, I>(() => Promise.reject(new Error(`chatRoomMachine: provide the '${name}' actor`)));
}

const headOf = (pending: readonly PendingMessage[]) => pending[0];

export const chatRoomMachine = setup({
  types: {
    context: {} as ChatRoomContext,
    events: {} as ChatRoomEvent,
    input: {} as ChatRoomInput,
    emitted: {} as ChatRoomEmitted,
  },
  actors: {
    fetchMessages: missingActor<ChatMessagePage, FetchMessagesInput>('fetchMessages'),
    sendMessage: missingActor<ChatMessage, SendMessageInput>('sendMessage'),
    deleteMessage: missingActor<unknown, DeleteMessageInput>('deleteMessage'),
  },
  guards: {
    hasOlder: ({ context }) => context.hasOlder,
    isStale: ({ context }) => context.stale,
    historyReady: stateIn('#chatRoom.history.ready'),
    headQueued: ({ context }) => headOf(context.pending)?.status === 'queued',
    headFailed: ({ context }) => headOf(context.pending)?.status === 'failed',
    hasDeletions: ({ context }) => context.deleting.length > 0,
    isNewToUs: ({ context }, params: { sequence: number | undefined }) =>
      params.sequence === undefined || !context.messages.some((message) => message.sequence === params.sequence),
    reachesFloor: ({ context }, params: { page: ChatMessagePage }) => reachesFloor(params.page, context.catchUp.floor),
    catchUpExhausted: ({ context }) => context.catchUp.pages + 1 >= CHAT_CATCH_UP_MAX_PAGES,
    isNotFound: (_, params: { error: unknown }) => isNotFoundError(params.error),
  },
  actions: {
    notify: emit((_, params: { notice: ChatNotice }) => ({ type: 'chat.notice' as const, notice: params.notice })),
    /** Merges one catch-up page (dropping messages deleted inside its run) and tells what arrived. */
    mergeCatchUpPage: enqueueActions(({ context, enqueue }, params: { page: ChatMessagePage }) => {
      const known = new Set(context.messages.map((message) => message.id));
      const arrived = params.page.results.filter((message) => !known.has(message.id)).sort(compareMessages);
      enqueue.assign({ messages: mergeMessages(context.messages, params.page.results, { dropMissingInRange: true }) });
      if (arrived.length > 0) enqueue.emit({ type: 'chat.arrived', messages: arrived });
    }),
    removeDeleted: assign(({ context }) => ({
      messages: context.messages.filter((message) => message.id !== context.deleting[0]),
      deleting: context.deleting.slice(1),
    })),
  },
}).createMachine({
  id: 'chatRoom',
  type: 'parallel',
  context: ({ input }) => ({
    groupId: input.groupId,
    messages: [],
    pending: [],
    hasOlder: false,
    deleting: [],
    stale: false,
    catchUp: { offset: 0, pages: 0, floor: null },
  }),
  on: {
    'chat.send': {
      actions: assign({
        pending: ({ context, event }) =>
          context.pending.some((item) => item.clientId === event.clientId)
            ? context.pending
            : [
                ...context.pending,
                {
                  clientId: event.clientId,
                  content: event.content,
                  files: event.files ?? [],
                  createdAt: event.createdAt,
                  status: 'queued' as const,
                },
              ],
      }),
    },
    'chat.retry': {
      actions: assign({
        pending: ({ context }) =>
          context.pending.map((item) => (item.status === 'failed' ? { ...item, status: 'queued' as const } : item)),
      }),
    },
    'chat.discard': {
      actions: assign({
        pending: ({ context, event }) =>
          context.pending.filter((item) => item.clientId !== event.clientId || item.status !== 'failed'),
      }),
    },
    'chat.delete': {
      actions: assign({
        deleting: ({ context, event }) =>
          context.deleting.includes(event.messageId) ? context.deleting : [...context.deleting, event.messageId],
      }),
    },
    'chat.removed': {
      actions: assign({
        messages: ({ context, event }) => context.messages.filter((message) => message.id !== event.messageId),
      }),
    },
  },
  states: {
    history: {
      initial: 'loading',
      states: {
        loading: {
          tags: ['loading'],
          invoke: {
            src: 'fetchMessages',
            id: 'fetchFirstPage',
            input: ({ context }) => ({ groupId: context.groupId, offset: 0, limit: CHAT_MESSAGE_FIRST_PAGE_SIZE }),
            onDone: {
              target: 'ready',
              actions: assign(({ context, event }) => ({
                messages: mergeMessages(context.messages, event.output.results),
                hasOlder: event.output.count > event.output.results.length,
              })),
            },
            onError: { target: 'failed', actions: { type: 'notify', params: { notice: 'loadFailed' } } },
          },
        },
        failed: {
          on: { 'chat.reload': 'loading' },
        },
        ready: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'chat.loadOlder': { guard: 'hasOlder', target: 'loadingOlder' } },
            },
            loadingOlder: {
              tags: ['loadingOlder'],
              invoke: {
                src: 'fetchMessages',
                id: 'fetchOlderPage',
                input: ({ context }) => ({
                  groupId: context.groupId,
                  offset: context.messages.length,
                  limit: CHAT_MESSAGE_FIRST_PAGE_SIZE,
                }),
                onDone: {
                  target: 'idle',
                  actions: assign(({ context, event }) => {
                    const merged = mergeMessages(context.messages, event.output.results);
                    return { messages: merged, hasOlder: event.output.count > merged.length };
                  }),
                },
                onError: { target: 'idle', actions: { type: 'notify', params: { notice: 'olderFailed' } } },
              },
            },
          },
        },
      },
    },
    live: {
      initial: 'waiting',
      states: {
        /** Until the first page is in, live events only mark the view stale. */
        waiting: {
          always: [
            { guard: and(['historyReady', 'isStale']), target: 'catchingUp' },
            { guard: 'historyReady', target: 'idle' },
          ],
          on: {
            'chat.live': { actions: assign({ stale: true }) },
            'chat.resync': { actions: assign({ stale: true }) },
          },
        },
        idle: {
          on: {
            'chat.live': {
              guard: { type: 'isNewToUs', params: ({ event }) => ({ sequence: event.sequence }) },
              target: 'catchingUp',
            },
            'chat.resync': 'catchingUp',
          },
        },
        catchingUp: {
          tags: ['catchingUp'],
          entry: assign(({ context }) => ({
            stale: false,
            catchUp: { offset: 0, pages: 0, floor: newest(context.messages) },
          })),
          initial: 'reading',
          on: {
            'chat.live': { actions: assign({ stale: true }) },
            'chat.resync': { actions: assign({ stale: true }) },
          },
          states: {
            reading: {
              invoke: {
                src: 'fetchMessages',
                id: 'fetchLatest',
                input: ({ context }) => ({
                  groupId: context.groupId,
                  offset: context.catchUp.offset,
                  limit: CHAT_LATEST_REFETCH_SIZE,
                }),
                onDone: [
                  {
                    guard: { type: 'reachesFloor', params: ({ event }) => ({ page: event.output }) },
                    target: 'done',
                    actions: { type: 'mergeCatchUpPage', params: ({ event }) => ({ page: event.output }) },
                  },
                  {
                    // too far behind: start the history again from the newest pages read
                    guard: 'catchUpExhausted',
                    target: 'done',
                    actions: [
                      { type: 'mergeCatchUpPage', params: ({ event }) => ({ page: event.output }) },
                      assign(({ context, event }) => {
                        const oldest = [...event.output.results].sort(compareMessages)[0];
                        return {
                          messages: oldest
                            ? context.messages.filter((message) => compareMessages(message, oldest) >= 0)
                            : context.messages,
                          hasOlder: true,
                        };
                      }),
                    ],
                  },
                  {
                    target: 'reading',
                    reenter: true,
                    actions: [
                      { type: 'mergeCatchUpPage', params: ({ event }) => ({ page: event.output }) },
                      assign(({ context }) => ({
                        catchUp: {
                          ...context.catchUp,
                          offset: context.catchUp.offset + CHAT_LATEST_REFETCH_SIZE,
                          pages: context.catchUp.pages + 1,
                        },
                      })),
                    ],
                  },
                ],
                // realtime errors are only logged; the next event or reconnect catches up
                onError: { target: '#chatRoom.live.idle' },
              },
            },
            done: {
              always: [
                { guard: 'isStale', target: '#chatRoom.live.catchingUp', reenter: true },
                { target: '#chatRoom.live.idle' },
              ],
            },
          },
        },
      },
    },
    sending: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'headQueued', target: 'sending' },
        },
        sending: {
          tags: ['sending'],
          entry: assign({
            pending: ({ context }) =>
              context.pending.map((item, index) => (index === 0 ? { ...item, status: 'sending' as const } : item)),
          }),
          invoke: {
            src: 'sendMessage',
            id: 'sendMessage',
            input: ({ context }) => {
              const head = headOf(context.pending);
              return {
                groupId: context.groupId,
                clientId: head?.clientId ?? '',
                content: head?.content ?? '',
                files: head?.files ?? [],
              };
            },
            onDone: {
              target: 'idle',
              actions: [
                assign(({ context, event }) => ({
                  pending: context.pending.slice(1),
                  messages: mergeMessages(context.messages, [event.output]),
                })),
                { type: 'notify', params: { notice: 'sent' } },
              ],
            },
            onError: {
              target: 'idle',
              actions: [
                assign({
                  pending: ({ context }) =>
                    context.pending.map((item, index) => (index === 0 ? { ...item, status: 'failed' as const } : item)),
                }),
                { type: 'notify', params: { notice: 'sendFailed' } },
              ],
            },
          },
        },
      },
    },
    deletions: {
      initial: 'idle',
      states: {
        idle: {
          always: { guard: 'hasDeletions', target: 'deleting' },
        },
        deleting: {
          tags: ['deleting'],
          invoke: {
            src: 'deleteMessage',
            id: 'deleteMessage',
            input: ({ context }) => ({ groupId: context.groupId, messageId: context.deleting[0] ?? 0 }),
            onDone: {
              target: 'idle',
              actions: ['removeDeleted', { type: 'notify', params: { notice: 'deleted' } }],
            },
            onError: [
              // already gone on the server: the same outcome for the user
              {
                guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
                target: 'idle',
                actions: ['removeDeleted', { type: 'notify', params: { notice: 'deleted' } }],
              },
              {
                target: 'idle',
                actions: [
                  assign({ deleting: ({ context }) => context.deleting.slice(1) }),
                  { type: 'notify', params: { notice: 'deleteFailed' } },
                ],
              },
            ],
          },
        },
      },
    },
  },
});

/** The messages to show: the confirmed ones, then the pending ones the server has not echoed yet. */
export function chatRoomTimeline(context: Pick<ChatRoomContext, 'messages' | 'pending'>): {
  readonly messages: readonly ChatMessage[];
  readonly pending: readonly PendingMessage[];
} {
  const echoed = new Set(context.messages.map((message) => message.client_id).filter(Boolean));
  return { messages: context.messages, pending: context.pending.filter((item) => !echoed.has(item.clientId)) };
}
