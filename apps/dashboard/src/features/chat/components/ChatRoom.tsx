/**
 * One open group: the chat room machine (history, live updates, send queue, deletions), the thread, the
 * composer, and a polite announcer for new incoming messages (the history itself is not a live region).
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMachine } from '@xstate/react';
import { Button, ChatComposer, ChatThread, type ChatThreadMessage, Notice, Spinner } from '@siirto/ui';
import {
  CHAT_ATTACHMENT_EXTENSIONS,
  CHAT_GROUPING_WINDOW_MS,
  attachmentSizeKb,
  canDeleteMessage,
  messageExcerpt,
  canSendMessage,
  chatRoomTimeline,
  isAllowedChatAttachment,
  isIncomingMessage,
  memberRole,
  plainText,
  plainTextToHtml,
  type ChatGroup,
  type ChatMessage,
  type ChatNotice,
  type PendingMessage,
  formatDateTime,
} from '@siirto/domain';
import type { RealtimeNotice } from '@siirto/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../../components/dialog';
import { useNotify } from '../../../components/toaster';
import type { MessageKey } from '../../../i18n/catalogs';
import { useI18n } from '../../../i18n/intl';
import { chatKeys } from '../api/keys';
import { dashboardChatRoomMachine } from '../machines/chat-room';
import { MessageContent, sanitizeMessageHtml } from './MessageContent';
import * as styles from './chat.css';

interface ThreadItem extends ChatThreadMessage {
  messageId?: number;
  /** On the viewer's own side (a pending message always is). */
  own: boolean;
}

/**
 * Toasts of the room's notices (spec 2 §8). 'Viesti lähetetty' shows only briefly: every send raises it and the
 * message's own bubble already confirms it, so it must not cover the composer for long.
 */
const SENT_TOAST_MS = 2_500;
const noticeToast: Record<ChatNotice, { key: MessageKey; tone: 'positive' | 'critical'; durationMs?: number } | null> =
  {
    sent: { key: 'chat.toast.sent', tone: 'positive', durationMs: SENT_TOAST_MS },
    sendFailed: { key: 'chat.toast.sendFailed', tone: 'critical' },
    deleted: { key: 'chat.toast.deleted', tone: 'positive' },
    deleteFailed: { key: 'chat.toast.deleteFailed', tone: 'critical' },
    loadFailed: null,
    olderFailed: null,
  };

let clientSequence = 0;
/** A unique id for a message this tab sends (the server makes a retried send with it one message). */
function newClientId(): string {
  clientSequence += 1;
  const random = typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : String(Math.random()).slice(2);
  return `${random}-${String(clientSequence)}`;
}

export interface ChatRoomProps {
  group: ChatGroup;
  userId: number;
  /** Subscribes the room to the realtime notices (returns the unsubscribe). */
  subscribe: (listener: (notice: RealtimeNotice) => void) => () => void;
  /** The thread's height, e.g. "60vh". */
  height?: string;
}

export function ChatRoom({ group, userId, subscribe, height = 'min(60vh, 640px)' }: ChatRoomProps) {
  const { t } = useI18n();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [snapshot, send, actorRef] = useMachine(dashboardChatRoomMachine, { input: { groupId: group.id } });
  const [confirmDelete, setConfirmDelete] = useState<number | null>(null);
  const [atBottom, setAtBottom] = useState(true);
  const [unseen, setUnseen] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const atBottomRef = useRef(true);
  const imageErrorShown = useRef(false);
  const viewer = useMemo(() => ({ userId, role: memberRole(group, userId) }), [group, userId]);

  // The date formatter (Intl with the time zone's data) and the sanitiser are made once, on their first use: made
  // while the first page is on its way, they are not part of the task that shows it (`pnpm bench:chat`).
  useEffect(() => {
    const warm = setTimeout(() => {
      formatDateTime(Date.now());
      sanitizeMessageHtml('');
    }, 0);
    return () => clearTimeout(warm);
  }, []);

  // realtime notices of this group drive the machine; a reopened socket catches up
  useEffect(
    () =>
      subscribe((notice) => {
        if (notice.type === 'reconnected') actorRef.send({ type: 'chat.resync' });
        // a deleted group is closed by the page (ChatRoute)
        else if (notice.type === 'pong' || notice.type === 'chat_group_deleted') return;
        else if (!('chat_group_id' in notice) || notice.chat_group_id !== group.id) return;
        else if (notice.type === 'chat_message_deleted')
          actorRef.send({ type: 'chat.removed', messageId: notice.message_id });
        else
          actorRef.send(
            notice.sequence === undefined ? { type: 'chat.live' } : { type: 'chat.live', sequence: notice.sequence },
          );
      }),
    [actorRef, group.id, subscribe],
  );

  // toasts, the announcer and the unread count of the list
  useEffect(() => {
    const notices = actorRef.on('chat.notice', ({ notice }) => {
      const toast = noticeToast[notice];
      if (toast) notify({ tone: toast.tone, title: t(toast.key), durationMs: toast.durationMs });
    });
    const arrived = actorRef.on('chat.arrived', ({ messages }) => {
      const incoming = messages.filter((message) => message.sender.id !== userId);
      void queryClient.invalidateQueries({ queryKey: chatKeys.groups() });
      if (incoming.length === 0) return;
      if (atBottomRef.current) {
        const last = incoming[incoming.length - 1] as ChatMessage;
        const text = plainText(last.content) || t('chat.room.announceAttachment');
        setAnnouncement(t('chat.room.announceNew', { name: last.sender.full_name, text }));
      } else {
        setUnseen((count) => count + incoming.length);
      }
    });
    return () => {
      notices.unsubscribe();
      arrived.unsubscribe();
    };
  }, [actorRef, notify, queryClient, t, userId]);

  const onAtBottomChange = useCallback((bottom: boolean) => {
    atBottomRef.current = bottom;
    setAtBottom(bottom);
    if (bottom) setUnseen(0);
  }, []);
  const onSend = useCallback(
    ({ text, files }: { text: string; files: File[] }) => {
      onAtBottomChange(true);
      actorRef.send({
        type: 'chat.send',
        clientId: newClientId(),
        content: plainTextToHtml(text),
        files,
        createdAt: new Date().toISOString(),
      });
    },
    [actorRef, onAtBottomChange],
  );
  // A confirmed delete removes the button that opened the dialog: the focus goes to the thread (a focusable region
  // named for the group) instead of falling to the page; a cancelled one goes back to that button.
  const column = useRef<HTMLDivElement>(null);
  const deleted = useRef(false);
  const focusAfterDelete = useCallback(() => {
    if (!deleted.current) return null;
    deleted.current = false;
    return column.current?.querySelector<HTMLElement>('[role="region"]') ?? null;
  }, []);
  const deleteConfirmed = useCallback(
    (messageId: number) => {
      deleted.current = true;
      actorRef.send({ type: 'chat.delete', messageId });
      setConfirmDelete(null);
    },
    [actorRef],
  );
  const cancelDelete = useCallback(() => setConfirmDelete(null), []);
  const onImageError = useCallback(() => {
    if (imageErrorShown.current) return;
    imageErrorShown.current = true;
    notify({ tone: 'critical', title: t('chat.toast.imageFailed') });
  }, [notify, t]);

  // One item per message object, kept while the viewer stays: a page of older messages then makes items for
  // those messages only (formatting and sanitising 1,000 of them on each page made long tasks, `pnpm bench:chat`).
  const messageItems = useMemo(() => new WeakMap<ChatMessage, ThreadItem>(), [viewer, onImageError, t]);
  const messageItem = (message: ChatMessage): ThreadItem => {
    let item = messageItems.get(message);
    if (!item) {
      item = {
        id: `m-${String(message.id)}`,
        messageId: message.id,
        own: !isIncomingMessage(message, viewer),
        senderId: String(message.sender.id),
        senderName: message.sender.full_name,
        avatarSrc: message.sender.profile_image ?? null,
        sentAt: message.created_at,
        time: formatDateTime(message.created_at),
        deletable: canDeleteMessage(message, userId),
        deleteName: t('chat.message.deleteNamed', { text: messageExcerpt(message) }),
        text: <MessageContent html={message.content} attachments={message.attachments} onImageError={onImageError} />,
      };
      messageItems.set(message, item);
    }
    return item;
  };

  // One array while the history and the queue stay the same: the thread groups the whole history again for a new
  // array, which need not happen when only the at-bottom state or the announcer changes.
  const { messages: history, pending: queue } = snapshot.context;
  const items: ThreadItem[] = useMemo(() => {
    const { messages, pending } = chatRoomTimeline({ messages: history, pending: queue });
    return [
      ...messages.map(messageItem),
      ...pending.map((item: PendingMessage, index): ThreadItem => {
        const failed = item.status === 'failed';
        return {
          id: `p-${item.clientId}`,
          own: true,
          senderId: String(userId),
          senderName: '',
          sentAt: item.createdAt,
          time: formatDateTime(item.createdAt),
          status: failed
            ? t('chat.message.failed')
            : item.status === 'sending' || index === 0
              ? t('chat.message.sending')
              : t('chat.message.waiting'),
          failed,
          actions: failed ? (
            <>
              <Button size="small" tone="secondary" onClick={() => send({ type: 'chat.retry' })}>
                {t('chat.message.retry')}
              </Button>
              <Button
                size="small"
                tone="secondary"
                onClick={() => send({ type: 'chat.discard', clientId: item.clientId })}
              >
                {t('chat.message.discard')}
              </Button>
            </>
          ) : undefined,
          text: (
            <MessageContent
              html={item.content}
              attachments={item.files.map((file, at) => ({
                id: -at - 1,
                file_name: file.name,
                file_type: file.type,
                file_size: file.size,
                file_url: '',
              }))}
              onImageError={() => undefined}
            />
          ),
        };
      }),
    ];
    // messageItem reads the memoised map (made anew with the viewer); send is stable for the room
  }, [history, queue, messageItems, t]);

  const loading = snapshot.matches({ history: 'loading' });
  const failed = snapshot.matches({ history: 'failed' });

  return (
    <div className={styles.column} ref={column}>
      {loading ? <Spinner label={t('common.loading')} /> : null}
      {failed ? (
        <Notice tone="caution" title={t('chat.room.loadFailed')} live="assertive">
          <Button size="small" tone="secondary" onClick={() => send({ type: 'chat.reload' })}>
            {t('chat.room.retryLoad')}
          </Button>
        </Notice>
      ) : null}
      {!loading && !failed && items.length === 0 ? <p>{t('chat.room.empty')}</p> : null}
      {!loading && !failed ? (
        <ChatThread<ThreadItem>
          messages={items}
          isOwn={(item) => item.own}
          showSenders={group.chat_type === 'group' || group.members.length > 2}
          label={t('chat.room.messages', { name: group.name })}
          deleteLabel={t('chat.message.delete')}
          onDelete={(item) => {
            if (item.messageId !== undefined) setConfirmDelete(item.messageId);
          }}
          groupWindowMs={CHAT_GROUPING_WINDOW_MS}
          height={height}
          onReachTop={() => send({ type: 'chat.loadOlder' })}
          loadingOlder={snapshot.hasTag('loadingOlder')}
          loadingOlderLabel={t('chat.room.loadingOlder')}
          onAtBottomChange={onAtBottomChange}
          newMessagesLabel={!atBottom && unseen > 0 ? t('chat.room.newMessages', { count: unseen }) : undefined}
        />
      ) : null}
      <div role="status" aria-live="polite" className={styles.visuallyHidden}>
        {announcement}
      </div>
      <RoomComposer onSend={onSend} />
      <DeleteConfirmation
        messageId={confirmDelete}
        onConfirm={deleteConfirmed}
        onCancel={cancelDelete}
        finalFocus={focusAfterDelete}
      />
    </div>
  );
}

/**
 * The composer, apart from the room's history: the room renders again for every change of its machine (each page
 * of older messages, each send), and the composer with its field need not (its renders showed in the CPU profiles
 * of `pnpm bench:chat`).
 */
const RoomComposer = memo(function RoomComposer({
  onSend,
}: {
  onSend: (message: { text: string; files: File[] }) => void;
}) {
  const { t } = useI18n();
  const notify = useNotify();
  const labels = useMemo(
    () => ({
      message: t('chat.composer.message'),
      placeholder: t('chat.composer.placeholder'),
      hint: t('chat.composer.hint'),
      send: t('chat.composer.send'),
      attach: t('chat.composer.attach'),
      removeFile: (name: string) => t('chat.composer.removeFile', { name }),
      files: t('chat.composer.files'),
    }),
    [t],
  );
  return (
    <ChatComposer
      labels={labels}
      accept={ATTACHMENT_ACCEPT}
      acceptFile={isAllowedChatAttachment}
      onRejectFiles={(files) =>
        notify({
          tone: 'critical',
          title: t('chat.toast.sendFailed'),
          text: t('chat.toast.fileType', { names: files.map((file) => file.name).join(', ') }),
        })
      }
      canSend={canSendText}
      formatSize={formatSize}
      onSend={onSend}
    />
  );
});

const ATTACHMENT_ACCEPT = CHAT_ATTACHMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',');
const canSendText = (text: string, count: number) => canSendMessage(plainTextToHtml(text), count);
const formatSize = (bytes: number) => `${String(attachmentSizeKb(bytes))} KB`;

/** The question before deleting an own message; memoised for the same reason as the composer. */
const DeleteConfirmation = memo(function DeleteConfirmation({
  messageId,
  onConfirm,
  onCancel,
  finalFocus,
}: {
  messageId: number | null;
  onConfirm: (messageId: number) => void;
  onCancel: () => void;
  finalFocus: () => HTMLElement | null;
}) {
  const { t } = useI18n();
  return (
    <ConfirmDialog
      open={messageId !== null}
      title={t('chat.message.deleteTitle')}
      text={t('chat.message.deleteText')}
      confirmLabel={t('chat.message.delete')}
      cancelLabel={t('chat.message.cancel')}
      onConfirm={() => {
        if (messageId !== null) onConfirm(messageId);
      }}
      onCancel={onCancel}
      finalFocus={finalFocus}
    />
  );
});
