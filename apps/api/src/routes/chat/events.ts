/**
 * The chat's events on the realtime hub (../realtime/hub.ts), to the group's members only, each with the group's
 * `sequence` (one more for every message posted or deleted), so a client that sees a jump knows it missed an event
 * and refetches:
 *
 * - `chat_message` {chat_group_id, sequence, message} to every member (the sender's other tabs too),
 * - `new_chat_message` {chat_group_id, sequence, unread_count} to every member but the sender,
 * - `chat_message_deleted` {chat_group_id, sequence, message_id} to every member,
 * - `chat_group_deleted` {chat_group_id} to everyone who was a member (the group and its members are gone by then,
 *   so the event carries their ids).
 *
 * A write publishes its event inside its transaction (`publishChatEvent`, NOTIFY `siirto_chat` on PostgreSQL) and
 * after the commit (`chatEventCommitted`, in-process on PGlite); events are sent one after another, in the order
 * they were committed.
 */
import type { FastifyInstance } from 'fastify';
import type { QueryExecutorProvider } from 'kysely';
import { realtimeHub } from '../realtime/hub.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import { groupMemberIds, messageById, serializeMessages, unreadCountsOfMembers } from './repository.ts';

export const CHAT_NOTIFY_CHANNEL = 'siirto_chat';

export type ChatEvent =
  | {
      kind: 'created' | 'deleted';
      group_id: number;
      message_id: number;
      sequence: number;
      sender_id: number | null;
    }
  | { kind: 'group_deleted'; group_id: number; member_ids: number[] };

/** Sets up the dispatch of chat events of this app (once per app; the chat routes call it). */
export function registerChatEvents(app: FastifyInstance) {
  const { deps } = app;
  const hub = realtimeHub(deps);
  if (hub.channels.has(CHAT_NOTIFY_CHANNEL)) return;
  const db = deps.db.withTables<ChatTables>();
  let chain: Promise<void> = Promise.resolve();

  async function dispatch(event: ChatEvent) {
    const online = hub.onlineUserIds();
    if (event.kind === 'group_deleted') {
      const members = event.member_ids.filter((userId) => online.has(userId));
      if (members.length > 0) hub.sendToUsers(members, { type: 'chat_group_deleted', chat_group_id: event.group_id });
      return;
    }
    const members = (await groupMemberIds(db, event.group_id)).filter((userId) => online.has(userId));
    // A deleted message's sender may have left; the sender's other tabs are members like everyone else.
    if (members.length === 0) return;
    if (event.kind === 'deleted') {
      hub.sendToUsers(members, {
        type: 'chat_message_deleted',
        chat_group_id: event.group_id,
        sequence: event.sequence,
        message_id: event.message_id,
      });
      return;
    }
    const row = await messageById(db, event.message_id);
    // Deleted before it could be sent: its deletion event follows.
    if (!row) return;
    const [message] = await serializeMessages(db, [row], deps.config);
    // the message to every member at once (one JSON text), then every other member's unread count from one
    // statement: a member waited for a query per member before them (50 in a group of 50, one after another)
    hub.sendToUsers(members, {
      type: 'chat_message',
      chat_group_id: event.group_id,
      sequence: event.sequence,
      message,
    });
    const others = members.filter((userId) => userId !== event.sender_id);
    const unread = await unreadCountsOfMembers(db, event.group_id, others);
    for (const userId of others) {
      hub.sendToUsers([userId], {
        type: 'new_chat_message',
        chat_group_id: event.group_id,
        sequence: event.sequence,
        unread_count: unread.get(userId) ?? 0,
      });
    }
  }

  hub.channels.set(CHAT_NOTIFY_CHANNEL, (payload) => {
    let event: ChatEvent;
    try {
      event = JSON.parse(payload) as ChatEvent;
    } catch {
      return; // Not ours.
    }
    chain = chain.then(
      () => dispatch(event),
      () => dispatch(event),
    );
    chain = chain.catch((error: unknown) => {
      app.log.error({ err: error }, 'chat realtime dispatch failed');
    });
  });
  app.addHook('onClose', async () => {
    await chain;
  });
}

/** Inside the write's transaction: on PostgreSQL the event is NOTIFYed at commit. */
export function publishChatEvent(app: FastifyInstance, trx: QueryExecutorProvider, event: ChatEvent): Promise<void> {
  return realtimeHub(app.deps).publish(trx, CHAT_NOTIFY_CHANNEL, JSON.stringify(event));
}

/** After the commit: on PGlite the event is dispatched here. */
export function chatEventCommitted(app: FastifyInstance, event: ChatEvent): void {
  realtimeHub(app.deps).afterCommit(CHAT_NOTIFY_CHANNEL, JSON.stringify(event));
}
