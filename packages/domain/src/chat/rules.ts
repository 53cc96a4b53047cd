/** Rules of the chat (spec 2 §4, §5, §9) as plain functions over the contract's types. */
import type { components } from '@siirto/api-client/schema';
import { z } from 'zod';
import { CHAT_ATTACHMENT_EXTENSIONS, CHAT_ATTACHMENT_MIME_TYPES } from './constants.ts';

export type ChatRole = components['schemas']['ChatRole'];
export type ChatGroup = components['schemas']['ChatGroup'];
export type ChatAttachment = components['schemas']['Attachment'];
/**
 * A message as the server sends it, with `sequence` (its place in the group's running count) and
 * `client_id` (the id the sender's client gave, echoed back).
 */
export type ChatMessage = components['schemas']['Message'];

const time = (message: Pick<ChatMessage, 'created_at'>) => new Date(message.created_at).getTime();

/**
 * Order of two messages, oldest first: by the group's sequence, then (never needed with a consistent server) by
 * the time they were created and the id.
 */
export function compareMessages(a: ChatMessage, b: ChatMessage): number {
  return a.sequence - b.sequence || time(a) - time(b) || a.id - b.id;
}

/**
 * Merges fetched messages into known ones: one copy per id (the fetched copy wins), oldest first.
 * `dropMissingInRange` (the fetched page is a contiguous run of the group, as a page is): known messages
 * between the page's oldest and newest message that the server no longer returned were deleted and are dropped.
 */
export function mergeMessages(
  known: readonly ChatMessage[],
  fetched: readonly ChatMessage[],
  options: { readonly dropMissingInRange?: boolean } = {},
): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const message of known) byId.set(message.id, message);
  if (options.dropMissingInRange && fetched.length > 0) {
    const sorted = [...fetched].sort(compareMessages);
    const oldest = sorted[0] as ChatMessage;
    const newest = sorted[sorted.length - 1] as ChatMessage;
    const fetchedIds = new Set(fetched.map((message) => message.id));
    for (const message of known) {
      const inside = compareMessages(message, oldest) > 0 && compareMessages(message, newest) < 0;
      if (inside && !fetchedIds.has(message.id)) byId.delete(message.id);
    }
  }
  for (const message of fetched) byId.set(message.id, message);
  return [...byId.values()].sort(compareMessages);
}

/**
 * Which side a message shows on. The own user's messages are on the own side. For a viewer who is an admin
 * or moderator of the group (the company's side), messages of `member` senders (drivers, customers) are
 * incoming and those of other admins and moderators are on the own side (spec 2 §4). For a member, every
 * other sender is incoming.
 */
export function isIncomingMessage(
  message: Pick<ChatMessage, 'sender' | 'sender_role'>,
  viewer: { readonly userId: number; readonly role: ChatRole | null },
): boolean {
  if (message.sender.id === viewer.userId) return false;
  if (viewer.role === 'admin' || viewer.role === 'moderator') return message.sender_role === 'member';
  return true;
}

/** Only the sender can delete a message. */
export function canDeleteMessage(message: Pick<ChatMessage, 'sender'>, userId: number): boolean {
  return message.sender.id === userId;
}

/** The viewer's role in a group, from its members (null when not a member or the members are not loaded). */
export function memberRole(group: Pick<ChatGroup, 'members'> | null | undefined, userId: number): ChatRole | null {
  return group?.members.find((member) => member.user.id === userId)?.role ?? null;
}

/** An attachment's size in KB as shown (at least 1 KB, whole kilobytes of 1024 bytes). */
export function attachmentSizeKb(bytes: number): number {
  return Math.max(1, Math.round(bytes / 1024));
}

export function isImageAttachment(attachment: Pick<ChatAttachment, 'file_type' | 'file_name'>): boolean {
  return attachment.file_type.startsWith('image/') || /\.(png|jpe?g)$/i.test(attachment.file_name);
}

/** The file's extension in lower case ('' when none). */
function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Attachment types: png, jpg/jpeg, pdf, doc, docx, xls, xlsx (spec 2 §5), by the name's extension and, when
 * the browser reports one, the MIME type. (The server checks the bytes.)
 */
export function isAllowedChatAttachment(file: { readonly name: string; readonly type?: string }): boolean {
  const extensionAllowed = (CHAT_ATTACHMENT_EXTENSIONS as readonly string[]).includes(fileExtension(file.name));
  const type = file.type ?? '';
  return extensionAllowed && (type === '' || (CHAT_ATTACHMENT_MIME_TYPES as readonly string[]).includes(type));
}

/** Text of a message's HTML without tags, for emptiness checks and previews. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The first words of a message's text (an ellipsis when there are more), e.g. to name the button that deletes it.
 * A message of attachments only is named by its files' names, so that no two such buttons say only "Poista viesti".
 */
export function messageExcerpt(
  message: { readonly content: string; readonly attachments?: readonly { readonly file_name: string }[] },
  maxWords = 5,
): string {
  const words = plainText(message.content).split(' ').filter(Boolean);
  if (words.length === 0) return (message.attachments ?? []).map((attachment) => attachment.file_name).join(', ');
  return words.length > maxWords ? `${words.slice(0, maxWords).join(' ')}…` : words.join(' ');
}

/** A message needs text or at least one attachment (spec 2 §5). */
export function canSendMessage(content: string, attachmentCount: number): boolean {
  return attachmentCount > 0 || plainText(content) !== '';
}

/** The new customer chat: a customer must be chosen ('Valitse asiakas'). */
export const newCustomerChatSchema = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'maxLength'),
  description: z.string().max(2000, 'maxLength'),
  customer: z.number({ error: 'chooseCustomer' }).int().positive('chooseCustomer'),
  add_all_members: z.boolean(),
  add_customer: z.boolean(),
});
export type NewCustomerChatValues = z.infer<typeof newCustomerChatSchema>;

/** A team group: a name (its description is sent empty). */
export const newTeamGroupSchema = z.object({
  name: z.string().trim().min(1, 'required').max(200, 'maxLength'),
});
export type NewTeamGroupValues = z.infer<typeof newTeamGroupSchema>;

/** The group list's order: pinned first, then the latest message first, groups without messages last. */
export function compareChatGroups(
  a: Pick<ChatGroup, 'is_pinned' | 'latest_message_at' | 'id'>,
  b: Pick<ChatGroup, 'is_pinned' | 'latest_message_at' | 'id'>,
): number {
  if (a.is_pinned !== b.is_pinned) return a.is_pinned ? -1 : 1;
  const at = a.latest_message_at ? new Date(a.latest_message_at).getTime() : -Infinity;
  const bt = b.latest_message_at ? new Date(b.latest_message_at).getTime() : -Infinity;
  return bt - at || b.id - a.id;
}

/** Search of the group list: name, customer, description or the transport's vehicle, case-insensitive. */
export function matchesChatGroupSearch(group: ChatGroup, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase('fi');
  if (needle === '') return true;
  return [group.name, group.customer?.name, group.description, group.transport_transporting?.vehicle]
    .filter((value): value is string => typeof value === 'string')
    .some((value) => value.toLocaleLowerCase('fi').includes(needle));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The composer's plain text as message HTML: escaped, one paragraph, line breaks kept ('' when empty). */
export function plainTextToHtml(text: string): string {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return `<p>${trimmed.split(/\r?\n/).map(escapeHtml).join('<br>')}</p>`;
}
