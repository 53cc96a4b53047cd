import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useHref, useParams, useSearchParams } from 'react-router-dom';
import {
  Box,
  Card,
  Column,
  Columns,
  CopyButton,
  DescriptionList,
  Inline,
  Stack,
  Timeline,
  type DescriptionListItem,
  Notice,
  Spinner,
  Button,
} from '@siirto/ui';
import {
  estimateArrival,
  isLngLat,
  SHARED_MAP_HEIGHT_PX,
  showsArrivalEstimate,
  transportTimeline,
  type LngLat,
  formatDateTime,
  sharesConditionReport,
} from '@siirto/domain';
import { StateBadge } from '../../../components/StateBadge';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/intl';
import type { SharedTransport } from '../../../lib/api-types';
import { ApiError } from '../../../lib/api';
import { throttledMessage } from '../../../lib/form-errors';
import { createGeoService } from '../../../lib/geo';
import { useDownloadSharedConditionReport } from '../api/download-condition-report';
import { publicStatusQuery } from '../api/get-public-status';
import { sharedTransportQuery } from '../api/get-shared-transport';
import { PageHeading } from '../../../components/page-heading';

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

/** A place's table: the same rows for pickup and destination, the time row named by the caller. */
function PlaceCard({ title, items }: { title: string; items: DescriptionListItem[] }) {
  return (
    <Card title={title}>
      <DescriptionList items={items} emptyValue="–" />
    </Card>
  );
}

const addressLine = (
  address: string | null | undefined,
  postalCode: string | null | undefined,
  city: string | null | undefined,
) => [address, [postalCode, city].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The server refused the link itself (unknown transport, wrong or withdrawn token): the visitor needs a new link. */
const isInvalidLink = (error: unknown) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/** The delivered car's condition report (PDF), with the link's token; a failure is said beside the button. */
function ConditionReportDownload({ transportId, token }: { transportId: number; token: string }) {
  const { t } = useI18n();
  const download = useDownloadSharedConditionReport(transportId, token);
  return (
    <Stack space="small">
      <Inline space="small">
        <Button tone="secondary" onClick={() => download.mutate()} loading={download.isPending}>
          {t('tracking.conditionReport')}
        </Button>
      </Inline>
      {download.isError ? (
        <Notice tone="critical" live="assertive">
          {t('tracking.conditionReportFailed')}
        </Notice>
      ) : null}
    </Stack>
  );
}

/** /shared/transport/{id}?token=: the public tracking view, also for signed-out visitors. */
export default function SharedTransportRoute() {
  const i18n = useI18n();
  const { t, language } = i18n;
  const { transportId = '' } = useParams();
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('amp;token') ?? '';
  const transport = useQuery(sharedTransportQuery(transportId, token));
  const status = useQuery(publicStatusQuery);
  const estimate = useArrivalEstimate(transport.data, status.data?.WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT);
  // the share link's shape (spec 1 §7): web base URL, /shared/transport/{id}, token={token}
  const shareHref = useHref(paths.shared.transport.href(transportId, token));
  const shareLink = new URL(shareHref, window.location.origin).href;

  if (transport.isPending) {
    return (
      <Box as="main" display="flex" justifyContent="center" paddingX="medium" paddingY="xxlarge">
        <Spinner label={t('common.loading')} />
      </Box>
    );
  }
  if (transport.isError) {
    const throttled = throttledMessage(transport.error, i18n);
    return (
      <Box as="main" display="flex" justifyContent="center" paddingX="medium" paddingY="xxlarge">
        <Box width="full" maxWidth="medium">
          {throttled ? (
            <Notice tone="caution" title={t('tracking.loadFailed')} live="assertive">
              {throttled}
            </Notice>
          ) : isInvalidLink(transport.error) ? (
            <Notice tone="critical" title={t('tracking.invalidLinkTitle')} live="assertive">
              {t('tracking.invalidLinkText')}
            </Notice>
          ) : (
            <Notice tone="critical" title={t('tracking.loadFailed')} live="assertive">
              {t('tracking.loadFailedText')}
            </Notice>
          )}
        </Box>
      </Box>
    );
  }
  const data = transport.data;
  const waypoints = data.waypoints.map((waypoint): LngLat => [waypoint.lng, waypoint.lat]).filter(isLngLat);
  const route = data.routes
    .map((item) => point(item.coordinates_point))
    .filter((value): value is LngLat => value !== null);
  return (
    <Box as="main" display="flex" justifyContent="center" padding={{ mobile: 'medium', tablet: 'large' }}>
      <Stack space="medium" width="full" maxWidth="xlarge">
        <Inline align="space-between" space="small">
          <PageHeading>{data.name ?? t('tracking.title', { id: data.id })}</PageHeading>
          <StateBadge state={data.state} />
        </Inline>
        {showsArrivalEstimate(data.state) ? (
          <Notice tone="info" title={t('tracking.estimate')} live="polite">
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
            language={language}
            pickup={point(data.pickup_location_coordinates)}
            destination={point(data.destination_location_coordinates)}
            car={carPosition(data)}
            route={route.length > 1 ? route : null}
            waypoints={waypoints}
            labels={{
              map: t('tracking.map'),
              canvas: t('tracking.mapCanvas'),
              attribution: t('tracking.mapAttribution'),
              pickup: t('tracking.pickup'),
              destination: t('tracking.destination'),
              car: t('tracking.car'),
              waypoint: (n) => t('tracking.waypoint', { n }),
            }}
            loadingText={t('common.loading')}
            errorText={t('tracking.mapFailed')}
          />
        </Suspense>
        <Columns space="medium" collapseBelow="tablet">
          <Column>
            <PlaceCard
              title={t('tracking.pickup')}
              items={[
                { id: 'place', term: t('tracking.place'), description: data.pickup_location },
                {
                  id: 'address',
                  term: t('tracking.address'),
                  description: addressLine(data.pickup_address, data.pickup_postal_code, data.pickup_city_name),
                },
                { id: 'time', term: t('tracking.time'), description: formatDateTime(data.pickup_time) },
                { id: 'contact', term: t('tracking.contact'), description: data.pickup_name },
                { id: 'phone', term: t('tracking.phone'), description: data.pickup_phone },
                { id: 'email', term: t('tracking.email'), description: data.pickup_contact_email },
              ]}
            />
          </Column>
          <Column>
            <PlaceCard
              title={t('tracking.destination')}
              items={[
                { id: 'place', term: t('tracking.place'), description: data.destination_location },
                {
                  id: 'address',
                  term: t('tracking.address'),
                  description: addressLine(
                    data.destination_address,
                    data.destination_postal_code,
                    data.destination_city_name,
                  ),
                },
                {
                  id: 'time',
                  term: t('tracking.latestArrival'),
                  description: formatDateTime(data.destination_time),
                },
                { id: 'contact', term: t('tracking.contact'), description: data.destination_name },
                { id: 'phone', term: t('tracking.phone'), description: data.destination_phone },
                { id: 'email', term: t('tracking.email'), description: data.destination_contact_email },
              ]}
            />
          </Column>
        </Columns>
        <Card title={t('detail.timeline.title')}>
          <Timeline
            label={t('detail.timeline.title')}
            pointLabels={{ filled: t('detail.timeline.done'), empty: t('detail.timeline.pending') }}
            items={transportTimeline(data).map((entry) => ({
              id: entry.step,
              title: t(`detail.timeline.${entry.step}`),
              filled: entry.filled,
              ...(entry.time ? { time: formatDateTime(entry.time), dateTime: entry.time } : {}),
            }))}
          />
        </Card>
        {sharesConditionReport(data) ? <ConditionReportDownload transportId={data.id} token={token} /> : null}
        <Inline space="small">
          <CopyButton
            value={shareLink}
            label={t('tracking.copyLink')}
            copiedLabel={t('tracking.copied')}
            failedLabel={t('tracking.copyFailed')}
          />
        </Inline>
      </Stack>
    </Box>
  );
}
