import { describe, expect, it } from 'vitest';
import { parseRealtimeEvent, realtimeUrl } from './realtime.ts';

describe('realtimeUrl', () => {
  it('turns the API base into the websocket URL with the token', () => {
    expect(realtimeUrl('/api', 'abc', 'https://siirto.example')).toBe('wss://siirto.example/api/chats/?token=abc');
    expect(realtimeUrl('http://127.0.0.1:8000/', 'a b', 'http://localhost:5173')).toBe(
      'ws://127.0.0.1:8000/chats/?token=a+b',
    );
  });
});

describe('parseRealtimeEvent', () => {
  it('reads chat_message with its message', () => {
    const message = { id: 5, content: '<p>Hei</p>', created_at: '2026-11-21T09:00:00Z', attachments: [] };
    expect(parseRealtimeEvent(JSON.stringify({ type: 'chat_message', chat_group_id: 12, message }))).toEqual({
      type: 'chat_message',
      chat_group_id: 12,
      message,
    });
  });

  it('reads new_chat_message and pong', () => {
    expect(parseRealtimeEvent('{"type":"new_chat_message","chat_group_id":12,"unread_count":3}')).toEqual({
      type: 'new_chat_message',
      chat_group_id: 12,
      unread_count: 3,
    });
    expect(parseRealtimeEvent('{"type":"pong"}')).toEqual({ type: 'pong' });
  });

  it('ignores frames that are not known events', () => {
    for (const frame of ['not json', '[]', '{"type":"chat_message"}', '{"type":"other","chat_group_id":1}', 42]) {
      expect(parseRealtimeEvent(frame)).toBeNull();
    }
  });
});

describe('parseRealtimeEvent: sequences and deletions', () => {
  it('keeps the per-group sequence, from the frame or from its message', () => {
    const message = { id: 5, content: 'x', created_at: '2026-11-21T09:00:00Z', attachments: [], sequence: 9 };
    expect(parseRealtimeEvent(JSON.stringify({ type: 'chat_message', chat_group_id: 1, message }))).toMatchObject({
      sequence: 9,
    });
    expect(
      parseRealtimeEvent('{"type":"new_chat_message","chat_group_id":1,"unread_count":1,"sequence":4}'),
    ).toMatchObject({ sequence: 4 });
  });

  it('reads chat_message_deleted', () => {
    expect(parseRealtimeEvent('{"type":"chat_message_deleted","chat_group_id":1,"message_id":8}')).toEqual({
      type: 'chat_message_deleted',
      chat_group_id: 1,
      message_id: 8,
    });
  });
});
