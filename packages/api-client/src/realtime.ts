import type { components } from './generated/schema.ts';

/**
 * The realtime chat channel `/chats/?token=<access>` (a websocket; see x-websocket and the description in
 * openapi/openapi.yaml). It is used only when GET /admin_data/status/ answers `WEBSOCKET: 1`.
 */
export type RealtimeEvent =
  | { type: 'chat_message'; chat_group_id: number; message: components['schemas']['Message'] }
  | { type: 'new_chat_message'; chat_group_id: number; unread_count: number }
  | { type: 'pong' };

/** The close code the server uses for a missing, invalid or expired token. */
export const REALTIME_UNAUTHORIZED_CLOSE_CODE = 4401;

/**
 * The websocket URL for an API base URL: `/api` on https://siirto.example gives `wss://siirto.example/api/chats/?token=…`.
 * `origin` is the page's origin in the browser (location.origin).
 */
export function realtimeUrl(baseUrl: string, accessToken: string, origin: string): string {
  const url = new URL(`${baseUrl.replace(/\/+$/, '')}/chats/`, origin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', accessToken);
  return url.toString();
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Parses one text frame; anything that is not a known event gives null (the caller ignores it). */
export function parseRealtimeEvent(frame: unknown): RealtimeEvent | null {
  if (typeof frame !== 'string') return null;
  let data: unknown;
  try {
    data = JSON.parse(frame);
  } catch {
    return null;
  }
  if (!isRecord(data)) return null;
  if (data.type === 'pong') return { type: 'pong' };
  if (typeof data.chat_group_id !== 'number') return null;
  if (data.type === 'chat_message' && isRecord(data.message) && typeof data.message.id === 'number') {
    return {
      type: 'chat_message',
      chat_group_id: data.chat_group_id,
      message: data.message as components['schemas']['Message'],
    };
  }
  if (data.type === 'new_chat_message' && typeof data.unread_count === 'number') {
    return { type: 'new_chat_message', chat_group_id: data.chat_group_id, unread_count: data.unread_count };
  }
  return null;
}
