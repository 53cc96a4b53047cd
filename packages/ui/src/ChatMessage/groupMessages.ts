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
 * `windowMs` (the app's rule, e.g. the domain's 5 minutes: ui knows no chat rule of its own).
 */
export function groupMessages<M extends GroupableMessage>(messages: M[], windowMs: number): MessageGroup<M>[] {
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
