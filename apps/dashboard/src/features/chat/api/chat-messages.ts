/**
 * The message calls of one group (spec 2 §7): list (newest first), post (JSON or multipart with attachments)
 * and delete. The chat room machine calls them (features/chat/machines/chat-room.ts).
 */
import { CHAT_MESSAGE_ORDERING, type ChatMessage, type ChatMessagePage } from '@siirto/domain';
import { apiClient, unwrap } from '../../../lib/api';

export async function getChatMessages(
  groupId: number,
  offset: number,
  limit: number,
  signal?: AbortSignal,
): Promise<ChatMessagePage> {
  const page = await unwrap(
    apiClient.GET('/chat/v1/groups/{id}/messages/', {
      signal,
      params: { path: { id: groupId }, query: { chat_id: groupId, offset, limit, ordering: CHAT_MESSAGE_ORDERING } },
    }),
  );
  return { count: page.count, results: page.results };
}

/**
 * Posts a message with the client's id (`client_id`), so that a retried send is one message. With files the
 * body is multipart: `content`, `client_id` and one `attachments` part per file.
 */
export async function postChatMessage(
  groupId: number,
  message: { clientId: string; content: string; files: readonly File[] },
): Promise<ChatMessage> {
  const multipart = () => {
    const form = new FormData();
    form.append('content', message.content);
    form.append('client_id', message.clientId);
    for (const file of message.files) form.append('attachments', file, file.name);
    return form;
  };
  return await unwrap(
    apiClient.POST('/chat/v1/groups/{id}/messages/', {
      params: { path: { id: groupId } },
      body: { content: message.content, client_id: message.clientId },
      ...(message.files.length > 0 ? { bodySerializer: multipart } : {}),
    }),
  );
}

export const deleteChatMessage = (groupId: number, messageId: number) =>
  unwrap(
    apiClient.DELETE('/chat/v1/groups/{id}/messages/{messageId}/', { params: { path: { id: groupId, messageId } } }),
  );
