import { describe, expect, it } from 'vitest';
import type { TransportRealtimeEvent } from '@siirto/api-client';
import { sharedKeys } from '../queries/keys';
import { liveRefresh } from './live-refresh';

const state = (sequence: number): TransportRealtimeEvent => ({
  type: 'transport_state',
  sequence,
  transport_id: 7,
  state: 5,
  version: 3,
  updated: '2026-11-25T10:00:00Z',
});
const position = (sequence: number): TransportRealtimeEvent => ({
  type: 'transport_position',
  sequence,
  transport_id: 7,
  car_coordinates: { type: 'Point', coordinates: [24.9, 60.2] },
  position_time: '2026-11-25T10:00:05Z',
});

describe('liveRefresh', () => {
  it('refreshes every transport query on a state change and remembers the sequence', () => {
    expect(liveRefresh(state(4), 3)).toEqual({ keys: [sharedKeys.transports], sequence: 4 });
    expect(liveRefresh(state(1), null)).toEqual({ keys: [sharedKeys.transports], sequence: 1 });
  });

  it('refreshes only the detail and the map on a position in sequence', () => {
    expect(liveRefresh(position(5), 4)).toEqual({
      keys: [sharedKeys.transportDetail(7), sharedKeys.transportMap],
      sequence: 5,
    });
  });

  it('catches up on everything after a missed event or a reconnect', () => {
    expect(liveRefresh(position(7), 4)).toEqual({ keys: [sharedKeys.transports], sequence: 7 });
    expect(liveRefresh({ type: 'reconnected' }, 9)).toEqual({ keys: [sharedKeys.transports], sequence: null });
  });

  it('leaves transports alone on chat notices and pongs, and never goes back in sequence', () => {
    expect(liveRefresh({ type: 'pong' }, 4)).toEqual({ keys: [], sequence: 4 });
    expect(liveRefresh({ type: 'new_chat_message', chat_group_id: 1, unread_count: 2, sequence: 40 }, 4)).toEqual({
      keys: [],
      sequence: 4,
    });
    expect(liveRefresh(position(3), 4).sequence).toBe(4);
  });
});
