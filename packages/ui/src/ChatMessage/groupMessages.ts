/** Spec 2: consecutive messages from the same sender within 5 minutes are grouped. */
export const chatGroupWindowMs = 5 * 60 * 1000;

export interface GroupableMessage {
  id: string;
  senderId: string;
  /** When the message was sent (Date, ISO string or epoch ms). */
  sentAt: Date | string | number;
}

export interface MessageGroup<M extends GroupableMessage> {
  /** The first message's id. */
  id: string;
  senderId: string;
  messages: M[];
}

const time = (value: Date | string | number) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/**
 * Groups consecutive messages (oldest first) from the same sender whose gap to the previous message is at most
 * `windowMs` (default 5 minutes).
 */
export function groupMessages<M extends GroupableMessage>(
  messages: M[],
  windowMs = chatGroupWindowMs,
): MessageGroup<M>[] {
  const groups: MessageGroup<M>[] = [];
  let previous: M | undefined;
  for (const message of messages) {
    const last = groups[groups.length - 1];
    if (
      last &&
      previous &&
      previous.senderId === message.senderId &&
      time(message.sentAt) - time(previous.sentAt) <= windowMs
    ) {
      last.messages.push(message);
    } else {
      groups.push({ id: message.id, senderId: message.senderId, messages: [message] });
    }
    previous = message;
  }
  return groups;
}
