import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from '@siirto/ui';
import { estimateArrival, isLngLat, SHARED_MAP_HEIGHT_PX, showsArrivalEstimate, type LngLat } from '@siirto/domain';
import { Notice, Spinner } from '../../../components/feedback';
import { Card, Columns, DescriptionList } from '../../../components/layout';
import { StateBadge } from '../../../components/StateBadge';
import * as c from '../../../components/components.css';
import { useI18n } from '../../../i18n/intl';
import type { SharedTransport } from '../../../lib/api-types';
import { errorAsText } from '../../../lib/form-errors';
import { formatDateTime } from '../../../lib/format';
import { createGeoService } from '../../../lib/geo';
import { publicStatusQuery, sharedTransportQuery } from '../api/get-shared-transport';

const RouteMap = lazy(() => import('@siirto/ui/map').then((module) => ({ default: module.RouteMap })));

const point = (value: { coordinates: number[] } | null | undefined): LngLat | null =>
  value && isLngLat(value.coordinates) ? value.coordinates : null;

/** Where the car is now: the newest recorded route point, else the pickup acknowledgement, else the pickup. */
function carPosition(transport: SharedTransport): LngLat | null {
  const last = transport.routes.at(-1);
  return point(last?.coordinates_point) ?? point(transport.pickup_acknowledged_coordinates) ?? null;
}

function useArrivalEstimate(transport: SharedTransport | undefined, marginPercent: number | undefined) {
  const [estimate, setEstimate] = useState<Date | null | 'failed'>(null);
  const geo = useMemo(
    () => createGeoService({ mapboxToken: import.meta.env.VITE_MAPBOX_TOKEN as string | undefined }),
    [],
  );
  // coordinates as text so that a refetch with the same positions does not recompute
  const fromKey = transport
    ? (carPosition(transport) ?? point(transport.pickup_location_coordinates))?.join(',')
    : undefined;
  const toKey = transport ? point(transport.destination_location_coordinates)?.join(',') : undefined;
  const state = transport?.state;
  useEffect(() => {
    const from = fromKey?.split(',').map(Number);
    const to = toKey?.split(',').map(Number);
    if (state === undefined || !showsArrivalEstimate(state) || !isLngLat(from) || !isLngLat(to)) return;
    const signal = { aborted: false };
    geo
      .travelTimes([from], [to], { signal })
      .then((times) => {
        if (signal.aborted) return;
        const seconds = times.durationsSeconds[0]?.[0] ?? null;
        setEstimate(estimateArrival({ state, travelSeconds: seconds, marginPercent, now: new Date() }) ?? 'failed');
      })
      .catch((error: unknown) => {
        // a distance failure is only logged (spec 1 §8)
        console.warn('arrival estimate failed', error);
        if (!signal.aborted) setEstimate('failed');
      });
    return () => {
      signal.aborted = true;
    };
  }, [state, fromKey, toKey, marginPercent, geo]);
  return estimate;
}

/** /shared/transport/{id}?token=: the public tracking view, also for signed-out visitors. */
export default function SharedTransportRoute() {
  const { t } = useI18n();
  const { transportId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('amp;token') ?? '';
  const transport = useQuery(sharedTransportQuery(transportId, token));
  const status = useQuery(publicStatusQuery);
  const estimate = useArrivalEstimate(transport.data, status.data?.WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);

  const copy = () => {
    navigator.clipboard.writeText(window.location.href).then(
      () => setCopied('ok'),
      () => setCopied('failed'),
    );
  };

  if (transport.isPending) {
    return (
      <main className={c.fullScreen}>
        <Spinner label={t('common.loading')} />
      </main>
    );
  }
  if (transport.isError) {
    return (
      <main className={c.fullScreen}>
        <Notice tone="critical" title={t('tracking.loadFailed')}>
          {errorAsText(transport.error)}
        </Notice>
      </main>
    );
  }
  const data = transport.data;
  const waypoints = data.waypoints.map((waypoint): LngLat => [waypoint.lng, waypoint.lat]).filter(isLngLat);
  const route = data.routes
    .map((item) => point(item.coordinates_point))
    .filter((value): value is LngLat => value !== null);
  return (
    <main className={c.stack} style={{ padding: '1.5rem', maxWidth: '72rem', margin: '0 auto' }}>
      <div className={c.inline} style={{ justifyContent: 'space-between' }}>
        <h1 style={{ margin: 0 }}>{data.name ?? t('tracking.title', { id: data.id })}</h1>
        <StateBadge state={data.state} />
      </div>
      {showsArrivalEstimate(data.state) ? (
        <Notice tone="info" title={t('tracking.estimate')}>
          {estimate === 'failed'
            ? t('tracking.estimateUnknown')
            : estimate
              ? formatDateTime(estimate)
              : t('common.loading')}
        </Notice>
      ) : null}
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <RouteMap
          height={SHARED_MAP_HEIGHT_PX}
          pickup={point(data.pickup_location_coordinates)}
          destination={point(data.destination_location_coordinates)}
          car={carPosition(data)}
          route={route.length > 1 ? route : null}
          waypoints={waypoints}
          labels={{
            map: t('tracking.map'),
            pickup: t('tracking.pickup'),
            destination: t('tracking.destination'),
            car: t('tracking.car'),
            waypoint: (n) => t('tracking.waypoint', { n }),
          }}
          loadingText={t('common.loading')}
          errorText={t('tracking.mapFailed')}
        />
      </Suspense>
      <Columns>
        <Card title={t('tracking.pickup')}>
          <DescriptionList
            items={[
              { term: t('tracking.place'), value: data.pickup_location ?? '' },
              {
                term: t('tracking.address'),
                value: [data.pickup_address, [data.pickup_postal_code, data.pickup_city_name].filter(Boolean).join(' ')]
                  .filter(Boolean)
                  .join(', '),
              },
              { term: t('tracking.time'), value: formatDateTime(data.pickup_time) },
              { term: t('tracking.contact'), value: data.pickup_name ?? '' },
              { term: t('tracking.phone'), value: data.pickup_phone ?? '' },
              { term: t('tracking.email'), value: data.pickup_contact_email ?? '' },
            ]}
          />
        </Card>
        <Card title={t('tracking.destination')}>
          <DescriptionList
            items={[
              { term: t('tracking.place'), value: data.destination_location ?? '' },
              {
                term: t('tracking.address'),
                value: [
                  data.destination_address,
                  [data.destination_postal_code, data.destination_city_name].filter(Boolean).join(' '),
                ]
                  .filter(Boolean)
                  .join(', '),
              },
              { term: t('tracking.latestArrival'), value: formatDateTime(data.destination_time) },
              { term: t('tracking.contact'), value: data.destination_name ?? '' },
              { term: t('tracking.phone'), value: data.destination_phone ?? '' },
              { term: t('tracking.email'), value: data.destination_contact_email ?? '' },
            ]}
          />
        </Card>
      </Columns>
      <div className={c.inline}>
        <Button tone="secondary" onClick={copy}>
          {t('tracking.copyLink')}
        </Button>
        <span role="status">
          {copied === 'ok' ? t('tracking.copied') : copied === 'failed' ? t('tracking.copyFailed') : ''}
        </span>
      </div>
    </main>
  );
}
