/**
 * The live status hook with the real realtime client (lib/realtime.ts) on a fake WebSocket: transport events
 * refresh the transport queries, a reopened socket catches up, and with WEBSOCKET 0 a window focus refetches.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { focusManager, QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { status } from '../../mocks/fixtures';
import { stopRealtime } from '../realtime';
import { statusQueryOptions } from '../queries/get-status';
import { tokenStore } from '../tokens';
import { sharedKeys } from '../queries/keys';
import { useLiveTransports } from './index';

class FakeSocket {
  static instances: FakeSocket[] = [];
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  closed = false;
  constructor(readonly url: string) {
    FakeSocket.instances.push(this);
  }
  send() {}
  close() {
    this.closed = true;
  }
  open() {
    this.onopen?.(new Event('open'));
  }
  emit(frame: unknown) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
  drop() {
    this.onclose?.(new CloseEvent('close', { code: 1006, wasClean: false }));
  }
}

const realWebSocket = window.WebSocket;
let fetches: { list: number; map: number };

function Probe() {
  useLiveTransports();
  useQuery({
    queryKey: [...sharedKeys.transports, 'list', { limit: 30 }],
    queryFn: () => {
      fetches.list += 1;
      return fetches.list;
    },
  });
  useQuery({
    queryKey: sharedKeys.transportMap,
    queryFn: () => {
      fetches.map += 1;
      return fetches.map;
    },
  });
  return null;
}

function renderProbe(websocket: 0 | 1) {
  // as the app's client: no refetch on focus of its own, so only the live status's fallback can refetch
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false } },
  });
  client.setQueryData(statusQueryOptions.queryKey, { ...status, WEBSOCKET: websocket });
  return render(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  fetches = { list: 0, map: 0 };
  FakeSocket.instances = [];
  window.WebSocket = FakeSocket as unknown as typeof WebSocket;
  tokenStore.set('access-token', 'refresh-token');
});
afterEach(() => {
  stopRealtime();
  window.WebSocket = realWebSocket;
  tokenStore.clear();
});

describe('useLiveTransports', () => {
  it('refreshes on transport events and catches up after the socket reopens', async () => {
    const screen = await renderProbe(1);
    await expect.poll(() => FakeSocket.instances.length).toBe(1);
    const first = FakeSocket.instances[0];
    expect(first?.url).toContain('/api/chats/?token=access-token');
    first?.open();
    await expect.poll(() => fetches).toEqual({ list: 1, map: 1 });

    first?.emit({ type: 'transport_state', sequence: 1, transport_id: 7, state: 5, version: 2, updated: 'x' });
    await expect.poll(() => fetches).toEqual({ list: 2, map: 2 });
    // a position in sequence: the map (and the detail), not the list
    first?.emit({
      type: 'transport_position',
      sequence: 2,
      transport_id: 7,
      car_coordinates: { type: 'Point', coordinates: [24.9, 60.2] },
      position_time: '2026-11-25T10:00:05Z',
    });
    await expect.poll(() => fetches).toEqual({ list: 2, map: 3 });

    // the socket drops; the client reconnects after 3 s (+ up to 1 s jitter, spec 2 §4), so this waits for it
    first?.drop();
    await expect.poll(() => FakeSocket.instances.length, { timeout: 6000 }).toBe(2);
    FakeSocket.instances[1]?.open();
    await expect.poll(() => fetches).toEqual({ list: 3, map: 4 });

    await screen.unmount();
    expect(FakeSocket.instances[1]?.closed).toBe(true);
  });

  it('with WEBSOCKET 0 opens no socket and refetches when the window regains focus', async () => {
    await renderProbe(0);
    await expect.poll(() => fetches).toEqual({ list: 1, map: 1 });
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await expect.poll(() => fetches).toEqual({ list: 2, map: 2 });
    expect(FakeSocket.instances).toEqual([]);
    focusManager.setFocused(undefined);
  });
});
