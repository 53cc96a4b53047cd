import { useCallback, useEffect, useRef } from 'react';
import { focusManager, useQueryClient } from '@tanstack/react-query';
import type { RealtimeNotice, TransportRealtimeEvent } from '@siirto/api-client';
import { useRealtime, useRealtimeStatus } from '../realtime';
import { useAdminStatus } from '../queries/get-status';
import { sharedKeys } from '../queries/keys';
import { liveRefresh } from './live-refresh';

const transportListeners = new Set<(event: TransportRealtimeEvent) => void>();

/**
 * The live transport status (issue 19), mounted once in the signed-in layout (DashboardLayout, which shows only for
 * a signed-in user; the session closes the socket at sign-out, lib/realtime.ts stopRealtime): keeps the tab's one realtime socket
 * open while the status flag WEBSOCKET is 1 and refreshes the transport list, the front page's widget, the detail
 * and the map on `transport_state` / `transport_position` (liveRefresh), and all of them after a reconnect or a
 * missed event. While the socket is not open (WEBSOCKET 0, or a channel that failed) they refetch when the window
 * regains focus instead. Returns whether the live connection is lost and being restored (the shell shows it).
 */
export function useLiveTransports(): { reconnecting: boolean } {
  const queryClient = useQueryClient();
  const status = useAdminStatus();
  const live = status.data?.WEBSOCKET === 1;
  const socketStatus = useRealtimeStatus();
  const lastSequence = useRef<number | null>(null);

  const onNotice = useCallback(
    (notice: RealtimeNotice) => {
      const refresh = liveRefresh(notice, lastSequence.current);
      lastSequence.current = refresh.sequence;
      for (const queryKey of refresh.keys) void queryClient.invalidateQueries({ queryKey });
      if (notice.type === 'transport_state' || notice.type === 'transport_position')
        for (const listener of [...transportListeners]) listener(notice);
    },
    [queryClient],
  );
  useRealtime(live, onNotice);

  const connected = live && socketStatus === 'open';
  useEffect(() => {
    if (connected) return;
    return focusManager.subscribe((focused) => {
      if (focused) void queryClient.invalidateQueries({ queryKey: sharedKeys.transports });
    });
  }, [connected, queryClient]);
  return { reconnecting: live && (socketStatus === 'reconnecting' || socketStatus === 'failing') };
}

/**
 * Passes every transport event to `listener` while mounted (e.g. the map moves a marker from the event itself);
 * the queries are refreshed by useLiveTransports either way. Keep `listener` stable (useCallback).
 */
export function useTransportEvents(listener: (event: TransportRealtimeEvent) => void) {
  useEffect(() => {
    transportListeners.add(listener);
    return () => {
      transportListeners.delete(listener);
    };
  }, [listener]);
}
