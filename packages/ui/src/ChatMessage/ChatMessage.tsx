import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import { Spinner } from '../Spinner/Spinner';
import { Avatar } from '../Avatar/Avatar';
import { groupMessages, type GroupableMessage } from './groupMessages';
import * as styles from './ChatMessage.css';

export const chatDirections = ['incoming', 'outgoing'] as const;
export type ChatDirection = (typeof chatDirections)[number];

/**
 * The recipes' class names, made once per variant: a recipe call builds its string anew, and a thread calls
 * them for every row it renders while scrolling (they showed in the CPU profile of `pnpm bench:chat`).
 */
const classNames = new Map<string, string>();
function variantClass(key: string, make: () => string): string {
  let name = classNames.get(key);
  if (name === undefined) {
    name = make();
    classNames.set(key, name);
  }
  return name;
}
const bubbleClass = (direction: ChatDirection, failed: boolean) =>
  variantClass(`bubble-${direction}-${String(failed)}`, () => styles.bubble({ direction, failed }));
const groupClass = (direction: ChatDirection) => variantClass(`group-${direction}`, () => styles.group({ direction }));
const stackClass = (direction: ChatDirection) => variantClass(`stack-${direction}`, () => styles.stack({ direction }));
const rowClass = (direction: ChatDirection, spacing: 'group' | 'message') =>
  variantClass(`row-${direction}-${spacing}`, () => styles.row({ direction, spacing }));

export interface ChatMessageProps {
  direction: ChatDirection;
  children: ReactNode;
  /** Preformatted time, e.g. "21.11.2026 14:02" or "14:02". */
  time?: string;
  dateTime?: string;
  /** Offered on the user's own messages only. */
  onDelete?: () => void;
  deleteLabel?: string;
  /** The delete button's accessible name when the visible label alone does not say which message, e.g. "Poista viesti: Auto on valmis…". */
  deleteName?: string;
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
  deleteName,
  status,
  failed = false,
  actions,
  messageId,
}: ChatMessageProps) {
  return (
    <div
      className={bubbleClass(direction, failed)}
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
            <button type="button" className={styles.deleteButton} onClick={onDelete} aria-label={deleteName}>
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
  /** The accessible name of its delete button, naming the message (the visible label is the thread's `deleteLabel`). */
  deleteName?: string;
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
  /** Consecutive messages of one sender this close (ms) form one group: the app's rule, given as a prop. */
  groupWindowMs: number;
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
      deleteName={message.deleteName}
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
    <li className={groupClass(direction)} data-group-size={messages.length}>
      {withSender && <Avatar name={first.senderName} src={first.avatarSrc} size="small" decorative />}
      <div className={stackClass(direction)}>
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

/** One message of a windowed thread: a row of its own, with its group's name (first row) and avatar (last row). */
interface ThreadRow<M extends ChatThreadMessage> {
  message: M;
  direction: ChatDirection;
  withSender: boolean;
  /** Set on a group's first row: the group's size (`data-group-size`), space above it and the sender's name. */
  groupSize?: number;
  /** A group's last row carries the avatar, at the bottom of the group as in the unwindowed list. */
  last: boolean;
}

function threadRows<M extends ChatThreadMessage>(
  messages: M[],
  isOwn: (message: M) => boolean,
  showSenders: boolean,
  groupWindowMs: number,
): ThreadRow<M>[] {
  const rows: ThreadRow<M>[] = [];
  for (const group of groupMessages(messages, groupWindowMs)) {
    const first = group.messages[0];
    if (!first) continue;
    const direction: ChatDirection = isOwn(first) ? 'outgoing' : 'incoming';
    const withSender = showSenders && direction === 'incoming';
    group.messages.forEach((message, index) => {
      rows.push({
        message,
        direction,
        withSender,
        groupSize: index === 0 ? group.messages.length : undefined,
        last: index === group.messages.length - 1,
      });
    });
  }
  return rows;
}

/** A row's height before it is measured: a one-line bubble, plus the group's gap and the sender's name. */
function estimateRow(row: ThreadRow<ChatThreadMessage> | undefined): number {
  if (!row) return 64;
  if (row.groupSize === undefined) return 66;
  return row.withSender ? 100 : 80;
}

interface ThreadRowProps<M extends ChatThreadMessage> {
  row: ThreadRow<M>;
  index: number;
  count: number;
  measure: (element: HTMLLIElement | null) => void;
  onDelete?: (message: M) => void;
  deleteLabel?: string;
}

function ThreadRowInner<M extends ChatThreadMessage>({
  row,
  index,
  count,
  measure,
  onDelete,
  deleteLabel,
}: ThreadRowProps<M>) {
  const { message, direction, withSender, groupSize, last } = row;
  const spacing = groupSize !== undefined ? 'group' : 'message';
  return (
    <li
      ref={measure}
      data-index={index}
      data-group-size={groupSize}
      aria-setsize={count}
      aria-posinset={index + 1}
      className={rowClass(direction, spacing)}
    >
      <div className={groupClass(direction)}>
        {withSender &&
          (last ? (
            <Avatar name={message.senderName} src={message.avatarSrc} size="small" decorative />
          ) : (
            <span className={styles.avatarSpacer} />
          ))}
        <div className={stackClass(direction)}>
          {withSender && groupSize !== undefined && <span className={styles.sender}>{message.senderName}</span>}
          <ThreadBubble<M> message={message} direction={direction} onDelete={onDelete} deleteLabel={deleteLabel} />
        </div>
      </div>
    </li>
  );
}

function sameRow<M extends ChatThreadMessage>(before: ThreadRowProps<M>, after: ThreadRowProps<M>): boolean {
  return (
    before.index === after.index &&
    before.count === after.count &&
    before.measure === after.measure &&
    before.onDelete === after.onDelete &&
    before.deleteLabel === after.deleteLabel &&
    before.row.message === after.row.message &&
    before.row.direction === after.row.direction &&
    before.row.withSender === after.row.withSender &&
    before.row.groupSize === after.row.groupSize &&
    before.row.last === after.row.last
  );
}
const ThreadRowItem = memo(ThreadRowInner, sameRow) as typeof ThreadRowInner;

/**
 * A row's height from the ResizeObserver's entry, which the browser gives after its own layout. A row just
 * rendered (no entry yet) keeps its known or estimated height: reading `offsetHeight` there forced a layout of
 * the page inside React's commit, in the same task as the render (the long tasks of `pnpm bench:chat`'s opening
 * and older pages); the observer reports the row before the frame is painted, so nothing shows at the estimate.
 */
function measureRow(
  element: HTMLLIElement,
  entry: ResizeObserverEntry | undefined,
  instance: Virtualizer<HTMLDivElement, HTMLLIElement>,
): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  if (entry) return element.offsetHeight;
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/**
 * Within this many pixels of the newest message the reader counts as at the bottom, and within as many of the top
 * the thread asks for older messages.
 */
export const chatThreadEdgePx = 48;

/**
 * The latest `onDelete` behind one stable function (undefined without one): callers may pass a new handler on every
 * render, and the memoised groups and rows must not re-render for it.
 */
function useStableDelete<M>(onDelete: ((message: M) => void) | undefined) {
  const onDeleteRef = useRef(onDelete);
  useLayoutEffect(() => {
    onDeleteRef.current = onDelete;
  });
  const deleteMessage = useCallback((message: M) => onDeleteRef.current?.(message), []);
  return onDelete === undefined ? undefined : deleteMessage;
}

/** A list of chat messages in groups: consecutive messages of one sender within 5 minutes form one group. */
export function ChatThread<M extends ChatThreadMessage>(props: ChatThreadProps<M>) {
  return props.height === undefined ? <PlainThread {...props} /> : <WindowedThread {...props} height={props.height} />;
}

/** Without a height: every message in the page's flow (short threads, e.g. a preview). */
function PlainThread<M extends ChatThreadMessage>({
  messages,
  isOwn,
  showSenders = true,
  onDelete,
  deleteLabel,
  label,
  groupWindowMs,
}: ChatThreadProps<M>) {
  const groups = groupMessages(messages, groupWindowMs);
  const deleteMessage = useStableDelete(onDelete);
  return (
    <ol className={styles.list} aria-label={label}>
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
            onDelete={deleteMessage}
            deleteLabel={deleteLabel}
          />
        );
      })}
    </ol>
  );
}

/**
 * With a height: its own scroll area that renders only the messages near the view (@tanstack/react-virtual, one
 * row per message, measured as they render), so a history of thousands costs the layout of a screenful. It
 * opens at the newest message and follows new ones while the reader is at the bottom (and always after the
 * reader's own message); when older messages are prepended the message at the top of the view stays where it
 * was (the virtualiser's end anchoring, by message id); `onReachTop` is called once per oldest message. The row
 * holding focus stays rendered when scrolled away, so keyboard focus is never lost to the page.
 */
function WindowedThread<M extends ChatThreadMessage>({
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
}: ChatThreadProps<M> & { height: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(
    () => threadRows(messages, isOwn, showSenders, groupWindowMs),
    // isOwn is often a new inline function on every render; the sides follow the messages themselves
    [messages, showSenders, groupWindowMs],
  );
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  const deleteMessage = useStableDelete(onDelete);
  // The message whose row holds keyboard focus: kept rendered while scrolled out of view.
  const [focusedId, setFocusedId] = useState<string | undefined>(undefined);
  const focusedIdRef = useRef(focusedId);
  focusedIdRef.current = focusedId;
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const id = focusedIdRef.current;
    if (id === undefined) return indexes;
    const focused = rowsRef.current.findIndex((row) => row.message.id === id);
    if (focused < 0 || indexes.includes(focused)) return indexes;
    return [...indexes, focused].sort((a, b) => a - b);
  }, []);
  const estimateSize = useCallback((index: number) => estimateRow(rowsRef.current[index]), []);
  const getItemKey = useCallback((index: number) => rowsRef.current[index]?.message.id ?? index, []);
  // The thread opens at its newest message: the first window is the last rows, not the oldest ones that the
  // scroll to the end would replace at once (mounting and measuring twice the rows while the group opens).
  const initialOffset = useCallback(() => rowsRef.current.reduce((total, row) => total + estimateRow(row), 0), []);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize,
    getItemKey,
    initialOffset,
    overscan: 4,
    measureElement: measureRow,
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
    anchorTo: 'end',
    scrollEndThreshold: chatThreadEdgePx,
    rangeExtractor,
  });
  // A row measured again whose top is at or above the view's top changed at its top (a group's name and gap come
  // and go as older messages join its group or a message above is deleted): the view moves with it, so the
  // messages in view stay still. The library's default moves the view only for rows wholly above it.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    instance.itemSizeCache.has(item.key)
      ? item.start <= (instance.scrollOffset ?? 0)
      : item.start < (instance.scrollOffset ?? 0);
  const position = useRef<{ lastId?: string; nearBottom: boolean }>({ nearBottom: true });
  // One onReachTop call per oldest message: it resets when older messages arrive.
  const requestedFor = useRef<string | undefined>(undefined);
  const firstId = messages[0]?.id;
  const lastId = messages[messages.length - 1]?.id;
  const last = messages[messages.length - 1];
  const lastIsOwn = last !== undefined && isOwn(last);
  // The scroll to the newest message waits for the next frame (whose layout comes before its paint, so the rows
  // never show elsewhere): scrolling in the commit forced the layout of the rows just rendered into the task that
  // rendered them (the opening's long task in `pnpm bench:chat`).
  const toEndFrame = useRef<number | undefined>(undefined);
  useLayoutEffect(() => {
    const previous = position.current;
    if (lastId !== undefined && previous.lastId !== lastId && (previous.nearBottom || lastIsOwn)) {
      if (toEndFrame.current === undefined) {
        toEndFrame.current = requestAnimationFrame(() => {
          toEndFrame.current = undefined;
          virtualizer.scrollToEnd();
        });
      }
      if (!previous.nearBottom) onAtBottomChange?.(true);
      previous.nearBottom = true;
    }
    previous.lastId = lastId;
  }, [lastId, lastIsOwn, virtualizer, onAtBottomChange]);
  useEffect(
    () => () => {
      if (toEndFrame.current !== undefined) cancelAnimationFrame(toEndFrame.current);
    },
    [],
  );
  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < chatThreadEdgePx;
    if (nearBottom !== position.current.nearBottom) onAtBottomChange?.(nearBottom);
    position.current.nearBottom = nearBottom;
    if (element.scrollTop < chatThreadEdgePx && !loadingOlder && onReachTop && requestedFor.current !== firstId) {
      requestedFor.current = firstId;
      onReachTop();
    }
  };
  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]');
    const index = row ? Number(row.dataset.index) : -1;
    setFocusedId(rowsRef.current[index]?.message.id);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocusedId(undefined);
  };
  const toNewest = () => {
    virtualizer.scrollToEnd();
    position.current.nearBottom = true;
    onAtBottomChange?.(true);
  };
  const items = virtualizer.getVirtualItems();
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
        <ol
          ref={virtualizer.containerRef}
          className={styles.windowList}
          aria-label={label}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {items.map((item) => {
            const row = rows[item.index];
            if (!row) return null;
            return (
              <ThreadRowItem<M>
                key={item.key}
                row={row}
                index={item.index}
                count={rows.length}
                measure={virtualizer.measureElement}
                onDelete={deleteMessage}
                deleteLabel={deleteLabel}
              />
            );
          })}
        </ol>
      </div>
      {loadingOlder && loadingOlderLabel && (
        <div className={styles.loadingOlder}>
          <Spinner label={loadingOlderLabel} size="small" showLabel />
        </div>
      )}
      {newMessagesLabel && (
        <button type="button" className={styles.newMessages} onClick={toNewest}>
          {newMessagesLabel}
        </button>
      )}
    </div>
  );
}
