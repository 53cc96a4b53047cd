/** The order's route: the map (lazy, the design system's RouteMap) with the distance and the drive time. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Stack, Text } from '@siirto/ui';
import type { GeoRoute, LngLat } from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { logGeoFailure, mapboxToken, useGeoService } from '../../../lib/geo/react';

const RouteMap = lazy(() => import('@siirto/ui/map').then((module) => ({ default: module.RouteMap })));

/** The driving route between the two places (through the waypoints); a failure is only logged (spec 2 §7). */
export function useOrderRoute(pickup: LngLat | null, destination: LngLat | null, waypoints: readonly LngLat[]) {
  const geo = useGeoService();
  const [route, setRoute] = useState<GeoRoute | null>(null);
  const key = JSON.stringify([pickup, destination, waypoints]);
  useEffect(() => {
    if (!pickup || !destination) {
      setRoute(null);
      return;
    }
    const controller = new AbortController();
    geo
      .route([pickup, destination], waypoints, { signal: controller.signal })
      .then((next) => {
        if (!controller.signal.aborted) setRoute(next);
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          logGeoFailure('directions', error);
          setRoute(null);
        }
      });
    return () => controller.abort();
    // `key` holds every input (the arrays are new on every render)
  }, [geo, key]);
  return route;
}

export function RoutePanel({
  pickup,
  destination,
  waypoints,
  route,
  waypointNames = [],
  showMap = true,
}: {
  pickup: LngLat | null;
  destination: LngLat | null;
  waypoints: readonly LngLat[];
  route: GeoRoute | null;
  /** The waypoints' names in order (an order abroad goes by the ferry's two harbours). */
  waypointNames?: readonly string[];
  showMap?: boolean;
}) {
  const { t, language, intl } = useI18n();
  const minutes = route ? Math.round(route.durationSeconds / 60) : 0;
  return (
    <Stack space="small">
      {showMap && (pickup || destination) ? (
        <Suspense fallback={<Text tone="muted">{t('wizard.map.loading')}</Text>}>
          <RouteMap
            pickup={pickup}
            destination={destination}
            waypoints={waypoints}
            route={route?.geometry ?? null}
            height={280}
            language={language}
            mapboxToken={mapboxToken ?? null}
            loadingText={t('wizard.map.loading')}
            errorText={t('wizard.map.error')}
            labels={{
              map: t('wizard.map.label'),
              canvas: t('wizard.map.canvas'),
              attribution: t('wizard.map.attribution'),
              pickup: t('wizard.map.pickup'),
              destination: t('wizard.map.destination'),
              car: t('wizard.map.car'),
              waypoint: (n) => t('wizard.map.waypoint', { n }),
            }}
          />
        </Suspense>
      ) : null}
      {waypointNames.length > 0 ? (
        <Text data-testid="order-waypoints">{t('wizard.map.waypoints', { names: waypointNames.join(' → ') })}</Text>
      ) : null}
      {route ? (
        <Text data-testid="order-route-summary">
          {t('wizard.map.distance', { km: intl.formatKm(route.distanceKm) })}
          {' · '}
          {t('wizard.map.driveTime', { duration: intl.formatDuration(minutes) })}
        </Text>
      ) : (
        <Text tone="muted">{t('wizard.map.noRoute')}</Text>
      )}
    </Stack>
  );
}
