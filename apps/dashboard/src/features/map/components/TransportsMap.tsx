import { lazy, Suspense, useMemo } from 'react';
import type { ClusterMapPoint } from '@siirto/ui/map';
import { Spinner } from '@siirto/ui';
import { useI18n } from '../../../i18n/intl';
import { mapPlaces, type MapTransport } from '../map-view';

// the map libraries load with the map, never with the screen's first chunk
const ClusterMap = lazy(() => import('@siirto/ui/map').then((module) => ({ default: module.ClusterMap })));

/** Every point of the transports: pickup (A), the car (states 5–9, stale when old) and destination (B). */
export function useMapPoints(transports: readonly MapTransport[], now: Date): ClusterMapPoint[] {
  const { t } = useI18n();
  return useMemo(
    () =>
      transports.flatMap((transport) => {
        const places = mapPlaces(transport, now);
        const itemId = String(transport.id);
        const who = { id: transport.id, vehicle: transport.vehicle };
        const points: ClusterMapPoint[] = [];
        if (places.pickup)
          points.push({
            id: `${itemId}:pickup`,
            itemId,
            kind: 'pickup',
            position: places.pickup,
            label: t('map.marker.pickup', { ...who, place: transport.pickup_city_name || transport.pickup_location }),
          });
        if (places.car)
          points.push({
            id: `${itemId}:car`,
            itemId,
            kind: 'car',
            position: places.car,
            stale: places.stale,
            label: t(places.stale ? 'map.marker.carStale' : 'map.marker.car', who),
          });
        if (places.destination)
          points.push({
            id: `${itemId}:destination`,
            itemId,
            kind: 'destination',
            position: places.destination,
            label: t('map.marker.destination', {
              ...who,
              place: transport.destination_city_name || transport.destination_location,
            }),
          });
        return points;
      }),
    [transports, now, t],
  );
}

export function TransportsMap({
  points,
  selectedId,
  onSelect,
  fitKey,
}: {
  points: ClusterMapPoint[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  fitKey: string;
}) {
  const { t, language } = useI18n();
  return (
    // the map paints tiles at its own pace: screenshot tests mask it
    <div data-testid="screenshot-mask" style={{ minHeight: 0, height: '100%' }}>
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <ClusterMap
          points={points}
          selectedItemId={selectedId}
          onSelectItem={onSelect}
          fitKey={fitKey}
          language={language}
          mapboxToken={import.meta.env.VITE_MAPBOX_TOKEN as string | undefined}
          labels={{
            map: t('map.region'),
            canvas: t('map.canvas'),
            attribution: t('map.attribution'),
            cluster: (count) => t('map.cluster', { count }),
          }}
          loadingText={t('common.loading')}
          errorText={t('map.mapFailed')}
        />
      </Suspense>
    </div>
  );
}
