/** The chat room machine's wiring: its effects are the message calls of features/chat/api/chat-messages.ts. */
import {
  chatRoomMachine,
  type ChatMessage,
  type ChatMessagePage,
  type DeleteMessageInput,
  type FetchMessagesInput,
  type SendMessageInput,
} from '@siirto/domain';
import { fromPromise } from 'xstate';
import { deleteChatMessage, getChatMessages, postChatMessage } from '../api/chat-messages';

export const dashboardChatRoomMachine = chatRoomMachine.provide({
  actors: {
    fetchMessages: fromPromise<ChatMessagePage, FetchMessagesInput>(({ input, signal }) =>
      getChatMessages(input.groupId, input.offset, input.limit, signal),
    ),
    sendMessage: fromPromise<ChatMessage, SendMessageInput>(({ input }) =>
      // the composer hands the machine browser Files
      postChatMessage(input.groupId, { ...input, files: input.files as readonly File[] }),
    ),
    deleteMessage: fromPromise<unknown, DeleteMessageInput>(({ input }) =>
      deleteChatMessage(input.groupId, input.messageId),
    ),
  },
});
