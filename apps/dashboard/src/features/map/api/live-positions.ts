import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { TransportRealtimeEvent } from '@siirto/api-client';
import { useTransportEvents } from '../../../lib/live';
import type { MapTransport } from '../map-view';
import { mapKeys } from './keys';

/**
 * Moves a car on the map as soon as its `transport_position` event arrives (the live hook also refetches the map,
 * which brings the same position; a state change waits for that refetch, as it may take the transport off the map).
 */
export function useLivePositions() {
  const queryClient = useQueryClient();
  const onEvent = useCallback(
    (event: TransportRealtimeEvent) => {
      if (event.type !== 'transport_position') return;
      queryClient.setQueryData<MapTransport[]>(mapKeys.all, (current) =>
        current?.map((transport) =>
          transport.id === event.transport_id
            ? { ...transport, car_coordinates: event.car_coordinates, car_position_time: event.position_time }
            : transport,
        ),
      );
    },
    [queryClient],
  );
  useTransportEvents(onEvent);
}
