import type { ChatMessage } from './rules.ts';

export const coordinator = { id: 3, first_name: 'Maija', last_name: 'Meikäläinen', full_name: 'Maija Meikäläinen' };
export const driver = { id: 9, first_name: 'Kalle', last_name: 'Kuski', full_name: 'Kalle Kuski' };

const start = Date.parse('2026-11-25T08:00:00Z');

/** Message number `n` of a group: sequence n, one minute apart, from the driver unless told. */
export function chatMessage(n: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: 1000 + n,
    sequence: n,
    content: `<p>Viesti ${String(n)}</p>`,
    created_at: new Date(start + n * 60_000).toISOString(),
    sender: driver,
    sender_role: 'member',
    attachments: [],
    client_id: null,
    chat_group_id: 12,
    ...overrides,
  };
}

/** Messages from..to (inclusive), oldest first. */
export function chatMessages(from: number, to: number): ChatMessage[] {
  const list: ChatMessage[] = [];
  for (let n = from; n <= to; n += 1) list.push(chatMessage(n));
  return list;
}
