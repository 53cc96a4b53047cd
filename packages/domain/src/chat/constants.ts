/** Business constants of the chat (spec 2 §9, §5). */

/** Chat groups per page of the group list. */
export const CHAT_GROUP_PAGE_SIZE = 20;
/** Messages on the first load of a group (and per older page). */
export const CHAT_MESSAGE_FIRST_PAGE_SIZE = 21;
/** Messages a realtime notification refetches. */
export const CHAT_LATEST_REFETCH_SIZE = 10;
/** How many pages of 10 a catch-up reads before it gives up and starts the history again from the newest. */
export const CHAT_CATCH_UP_MAX_PAGES = 10;
/** Consecutive messages of one sender within this window are grouped (5 minutes). */
export const CHAT_GROUPING_WINDOW_MS = 300_000;
export const CHAT_GROUP_ORDERING = '-is_pinned,-latest_message_at';
export const CHAT_MESSAGE_ORDERING = '-created_at';
export const CHAT_ROLES = ['admin', 'moderator', 'member'] as const;
/** Attachment types a message may carry (checked by extension and, when the browser knows it, MIME type). */
export const CHAT_ATTACHMENT_EXTENSIONS = ['png', 'jpg', 'jpeg', 'pdf', 'doc', 'docx', 'xls', 'xlsx'] as const;
export const CHAT_ATTACHMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
