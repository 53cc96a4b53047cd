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

  it('reads chat_group_deleted', () => {
    expect(parseRealtimeEvent('{"type":"chat_group_deleted","chat_group_id":12}')).toEqual({
      type: 'chat_group_deleted',
      chat_group_id: 12,
    });
  });
});

describe('parseRealtimeEvent: transport events', () => {
  it('reads transport_state and transport_position with the company sequence', () => {
    expect(
      parseRealtimeEvent(
        JSON.stringify({
          type: 'transport_state',
          sequence: 41,
          transport_id: 101,
          state: 5,
          version: 4,
          updated: '2026-11-25T10:00:00Z',
        }),
      ),
    ).toEqual({
      type: 'transport_state',
      sequence: 41,
      transport_id: 101,
      state: 5,
      version: 4,
      updated: '2026-11-25T10:00:00Z',
    });
    const point = { type: 'Point', coordinates: [24.94, 60.17] };
    expect(
      parseRealtimeEvent(
        JSON.stringify({
          type: 'transport_position',
          sequence: 42,
          transport_id: 101,
          car_coordinates: point,
          position_time: '2026-11-25T10:00:05Z',
        }),
      ),
    ).toEqual({
      type: 'transport_position',
      sequence: 42,
      transport_id: 101,
      car_coordinates: point,
      position_time: '2026-11-25T10:00:05Z',
    });
  });

  it('ignores transport frames without a sequence or with a broken position', () => {
    expect(
      parseRealtimeEvent(
        JSON.stringify({ type: 'transport_state', transport_id: 1, state: 5, version: 1, updated: 'x' }),
      ),
    ).toBeNull();
    expect(
      parseRealtimeEvent(
        JSON.stringify({
          type: 'transport_position',
          sequence: 1,
          transport_id: 1,
          car_coordinates: { type: 'Point', coordinates: ['24', 60] },
          position_time: '2026-11-25T10:00:05Z',
        }),
      ),
    ).toBeNull();
  });
});
