import { useLayoutEffect, useRef, type ReactNode } from 'react';
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
}: ChatMessageProps) {
  return (
    <div className={styles.bubble({ direction, failed })} data-direction={direction} data-failed={failed || undefined}>
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
  const position = useRef<{ firstId?: string; lastId?: string; scrollHeight: number; nearBottom: boolean }>({
    scrollHeight: 0,
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
    } else if (previous.firstId !== undefined && previous.firstId !== firstId) {
      element.scrollTop += element.scrollHeight - previous.scrollHeight;
    }
    position.current = { firstId, lastId, scrollHeight: element.scrollHeight, nearBottom: previous.nearBottom };
  }, [firstId, lastId]);
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 48;
    if (nearBottom !== position.current.nearBottom) onAtBottomChange?.(nearBottom);
    position.current.nearBottom = nearBottom;
    position.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop < 48 && !loadingOlder && onReachTop && requestedFor.current !== firstId) {
      requestedFor.current = firstId;
      onReachTop();
    }
  };
  const list = (
    <ol className={styles.list} aria-label={label}>
      {groups.map((group) => {
        const first = group.messages[0];
        if (!first) return null;
        const direction: ChatDirection = isOwn(first) ? 'outgoing' : 'incoming';
        const withSender = showSenders && direction === 'incoming';
        return (
          <li key={group.id} className={styles.group({ direction })} data-group-size={group.messages.length}>
            {withSender && <Avatar name={first.senderName} src={first.avatarSrc} size="small" decorative />}
            <div className={styles.stack({ direction })}>
              {withSender && <span className={styles.sender}>{first.senderName}</span>}
              {group.messages.map((message) => (
                <ChatMessage
                  key={message.id}
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
              ))}
            </div>
          </li>
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
