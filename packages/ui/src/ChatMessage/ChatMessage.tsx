import { memo, useCallback, useLayoutEffect, useRef, type ReactNode } from 'react';
import { Spinner } from '../Spinner/Spinner';
import { Avatar } from '../Avatar/Avatar';
import { groupMessages, type GroupableMessage } from './groupMessages';
import * as styles from './ChatMessage.css';

export const chatDirections = ['incoming', 'outgoing'] as const;
export type ChatDirection = (typeof chatDirections)[number];

export interface ChatMessageProps {
  direction: ChatDirection;
  children: ReactNode;
  /** Preformatted time, e.g. "21.11.2026 14:02" or "14:02". */
  time?: string;
  dateTime?: string;
  /** Offered on the user's own messages only. */
  onDelete?: () => void;
  deleteLabel?: string;
  /** Shown after the time, e.g. "Lähetetään…" or "Lähetys epäonnistui". */
  status?: ReactNode;
  /** A message that could not be sent: a warning border. */
  failed?: boolean;
  /** Buttons under the message, e.g. retry and discard for a failed one. */
  actions?: ReactNode;
  /** Written as `data-message-id`: the thread finds a message's bubble by it to keep the view in place. */
  messageId?: string;
}

/** One chat bubble. Own messages sit on the right in the brand colour, incoming ones on the left. */
export function ChatMessage({
  direction,
  children,
  time,
  dateTime,
  onDelete,
  deleteLabel,
  status,
  failed = false,
  actions,
  messageId,
}: ChatMessageProps) {
  return (
    <div
      className={styles.bubble({ direction, failed })}
      data-direction={direction}
      data-failed={failed || undefined}
      data-message-id={messageId}
    >
      <div className={styles.content}>{children}</div>
      {(time || status || (onDelete && deleteLabel)) && (
        <div className={styles.meta}>
          {time && <time dateTime={dateTime}>{time}</time>}
          {status && <span>{status}</span>}
          {onDelete && deleteLabel && (
            <button type="button" className={styles.deleteButton} onClick={onDelete}>
              {deleteLabel}
            </button>
          )}
        </div>
      )}
      {actions && <div className={styles.actions}>{actions}</div>}
    </div>
  );
}

export interface ChatThreadMessage extends GroupableMessage {
  senderName: string;
  avatarSrc?: string | null;
  text: ReactNode;
  time?: string;
  /** Set on messages the user may delete (their own). */
  deletable?: boolean;
  status?: ReactNode;
  failed?: boolean;
  actions?: ReactNode;
}

export interface ChatThreadProps<M extends ChatThreadMessage> {
  /** Oldest first. */
  messages: M[];
  /** Which side a message is on (spec: members' messages are incoming, others on the own side). */
  isOwn: (message: M) => boolean;
  /** Show avatars and names on incoming groups (group chats). */
  showSenders?: boolean;
  onDelete?: (message: M) => void;
  deleteLabel?: string;
  /** Accessible name of the message list, e.g. "Viestit". */
  label: string;
  groupWindowMs?: number;
  /**
   * Give a height to make the thread its own scroll area: it then stays at the newest message, keeps the
   * position when older messages are prepended, and calls `onReachTop` when scrolled to the top.
   */
  height?: string;
  onReachTop?: () => void;
  loadingOlder?: boolean;
  loadingOlderLabel?: string;
  /** Told whenever the reader reaches or leaves the newest message (scroll area only). */
  onAtBottomChange?: (atBottom: boolean) => void;
  /** A button under the scroll area that goes to the newest message, e.g. "3 uutta viestiä". */
  newMessagesLabel?: string;
}

interface ThreadBubbleProps<M extends ChatThreadMessage> {
  message: M;
  direction: ChatDirection;
  /** Stable for the thread's life: the bubble passes its own message, so it need not re-render for a new handler. */
  onDelete?: (message: M) => void;
  deleteLabel?: string;
}

/** One message of a thread; memoised on its message object, so an older page renders only the new bubbles. */
function ThreadBubbleInner<M extends ChatThreadMessage>({
  message,
  direction,
  onDelete,
  deleteLabel,
}: ThreadBubbleProps<M>) {
  return (
    <ChatMessage
      messageId={message.id}
      direction={direction}
      time={message.time}
      dateTime={new Date(message.sentAt).toISOString()}
      onDelete={message.deletable && onDelete ? () => onDelete(message) : undefined}
      deleteLabel={deleteLabel}
      status={message.status}
      failed={message.failed}
      actions={message.actions}
    >
      {message.text}
    </ChatMessage>
  );
}
const ThreadBubble = memo(ThreadBubbleInner) as typeof ThreadBubbleInner;

interface ThreadGroupProps<M extends ChatThreadMessage> {
  messages: M[];
  direction: ChatDirection;
  withSender: boolean;
  onDelete?: (message: M) => void;
  deleteLabel?: string;
}

function ThreadGroupInner<M extends ChatThreadMessage>({
  messages,
  direction,
  withSender,
  onDelete,
  deleteLabel,
}: ThreadGroupProps<M>) {
  const first = messages[0];
  if (!first) return null;
  return (
    <li className={styles.group({ direction })} data-group-size={messages.length}>
      {withSender && <Avatar name={first.senderName} src={first.avatarSrc} size="small" decorative />}
      <div className={styles.stack({ direction })}>
        {withSender && <span className={styles.sender}>{first.senderName}</span>}
        {messages.map((message) => (
          <ThreadBubble<M>
            key={message.id}
            message={message}
            direction={direction}
            onDelete={onDelete}
            deleteLabel={deleteLabel}
          />
        ))}
      </div>
    </li>
  );
}

/** groupMessages makes new arrays on every render: a group is the same when it holds the same message objects. */
function sameGroup<M extends ChatThreadMessage>(before: ThreadGroupProps<M>, after: ThreadGroupProps<M>): boolean {
  return (
    before.direction === after.direction &&
    before.withSender === after.withSender &&
    before.onDelete === after.onDelete &&
    before.deleteLabel === after.deleteLabel &&
    before.messages.length === after.messages.length &&
    before.messages.every((message, index) => message === after.messages[index])
  );
}
const ThreadGroup = memo(ThreadGroupInner, sameGroup) as typeof ThreadGroupInner;

/** The viewport top of a message's bubble (the anchor that must not move when older messages are prepended). */
function bubbleTop(list: HTMLElement | null, id: string | undefined): number | undefined {
  if (!list || id === undefined) return undefined;
  const bubble = list.querySelector(`[data-message-id="${CSS.escape(id)}"]`);
  return bubble ? bubble.getBoundingClientRect().top : undefined;
}

/** A list of chat messages in groups: consecutive messages of one sender within 5 minutes form one group. */
export function ChatThread<M extends ChatThreadMessage>({
  messages,
  isOwn,
  showSenders = true,
  onDelete,
  deleteLabel,
  label,
  groupWindowMs,
  height,
  onReachTop,
  loadingOlder = false,
  loadingOlderLabel,
  onAtBottomChange,
  newMessagesLabel,
}: ChatThreadProps<M>) {
  const groups = groupMessages(messages, groupWindowMs);
  const scrollRef = useRef<HTMLDivElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  // The latest onDelete behind one stable function: callers may pass a new handler on every render.
  const onDeleteRef = useRef(onDelete);
  useLayoutEffect(() => {
    onDeleteRef.current = onDelete;
  });
  const hasDelete = onDelete !== undefined;
  const deleteMessage = useCallback((message: M) => onDeleteRef.current?.(message), []);
  // Where the oldest shown message's bubble was: older messages are prepended above it, and the view moves by
  // as much as that bubble did (one bubble's position, not the whole list's scrollHeight).
  const position = useRef<{ firstId?: string; lastId?: string; firstTop?: number; nearBottom: boolean }>({
    nearBottom: true,
  });
  // One onReachTop call per oldest message: it resets when older messages arrive.
  const requestedFor = useRef<string | undefined>(undefined);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  useLayoutEffect(() => {
    const element = scrollRef.current;
    if (!element) return;
    const previous = position.current;
    if (previous.lastId !== lastId && previous.nearBottom) {
      element.scrollTop = element.scrollHeight;
    } else if (previous.firstId !== undefined && previous.firstId !== firstId && previous.firstTop !== undefined) {
      const top = bubbleTop(listRef.current, previous.firstId);
      if (top !== undefined) element.scrollTop += top - previous.firstTop;
    }
    position.current = {
      firstId,
      lastId,
      firstTop: bubbleTop(listRef.current, firstId),
      nearBottom: previous.nearBottom,
    };
  }, [firstId, lastId]);
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    if (nearBottom !== position.current.nearBottom) onAtBottomChange?.(nearBottom);
    position.current.nearBottom = nearBottom;
    position.current.firstTop = bubbleTop(listRef.current, position.current.firstId);
    if (element.scrollTop < 48 && !loadingOlder && onReachTop && requestedFor.current !== firstId) {
      requestedFor.current = firstId;
      onReachTop();
    }
  };
  const list = (
    <ol ref={listRef} className={styles.list} aria-label={label}>
      {groups.map((group) => {
        const first = group.messages[0];
        if (!first) return null;
        const direction: ChatDirection = isOwn(first) ? 'outgoing' : 'incoming';
        return (
          <ThreadGroup<M>
            key={group.id}
            messages={group.messages}
            direction={direction}
            withSender={showSenders && direction === 'incoming'}
            onDelete={hasDelete ? deleteMessage : undefined}
            deleteLabel={deleteLabel}
          />
        );
      })}
    </ol>
  );
  if (height === undefined) return list;
  const toNewest = () => {
    const element = scrollRef.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    position.current.nearBottom = true;
    onAtBottomChange?.(true);
  };
  // A region, not a live region: a long history must not be read out; the app announces new messages itself.
  return (
    <div className={styles.scrollFrame}>
      <div
        ref={scrollRef}
        className={styles.scroll}
        style={{ height }}
        onScroll={onScroll}
        role="region"
        aria-label={label}
        tabIndex={0}
      >
        {loadingOlder && loadingOlderLabel && (
          <div className={styles.loadingOlder}>
            <Spinner label={loadingOlderLabel} size="small" showLabel />
          </div>
        )}
        {list}
      </div>
      {newMessagesLabel && (
        <button type="button" className={styles.newMessages} onClick={toNewest}>
          {newMessagesLabel}
        </button>
      )}
    </div>
  );
}
