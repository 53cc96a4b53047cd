import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  Button,
  EmptyState,
  MultiSelect,
  SegmentedControl,
  Select,
  SelectableList,
  type SelectableListItem,
  Notice,
  Spinner,
  Stack,
} from '@siirto/ui';
import {
  MAP_TRANSPORT_STATES,
  POSITION_STALE_AFTER_MS,
  formatDateTime,
  mapTransportCounts,
  showsCarPosition,
} from '@siirto/domain';
import { paths } from '../../../config/paths';
import { StateBadge } from '../../../components/StateBadge';
import { useI18n } from '../../../i18n/intl';
import { useEnumLabel } from '../../../lib/queries/get-enums';
import { useEveryBusinessLocation } from '../../../lib/queries/get-every-business-location';
import { useMapTransports } from '../api/get-map-transports';
import { useLivePositions } from '../api/live-positions';
import { TransportsMap, useMapPoints } from '../components/TransportsMap';
import { usePhone } from '../components/use-phone';
import * as styles from '../components/map.css';
import {
  filterMapTransports,
  mapPlaces,
  readMapView,
  writeMapView,
  type MapTransport,
  type MapView,
} from '../map-view';
import { PageHeading } from '../../../components/page-heading';

/** The clock the stale rule reads: it moves every 30 s, so a position turns stale without a new answer. */
function useNow(intervalMs = 30_000) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** How long ago a position was reported, in the UI's language ('2 minuuttia sitten'); a date after a day. */
function useAge() {
  const { t, language } = useI18n();
  return (time: string | null, now: Date) => {
    const at = time ? Date.parse(time) : NaN;
    if (Number.isNaN(at)) return t('map.item.timeUnknown');
    const minutes = Math.max(0, Math.floor((now.getTime() - at) / 60_000));
    if (minutes >= 24 * 60) return formatDateTime(time);
    const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
    return minutes >= 60 ? relative.format(-Math.floor(minutes / 60), 'hour') : relative.format(-minutes, 'minute');
  };
}

function ItemContent({ transport, now }: { transport: MapTransport; now: Date }) {
  const { t } = useI18n();
  const age = useAge();
  const places = mapPlaces(transport, now);
  const from = transport.pickup_city_name || transport.pickup_location;
  const to = transport.destination_city_name || transport.destination_location;
  return (
    <span className={styles.item}>
      <span className={styles.itemTitle}>
        <span>#{transport.id}</span>
        <span>{transport.vehicle}</span>
        <StateBadge state={transport.state} />
      </span>
      <span className={styles.itemLine}>
        {from} → {to}
      </span>
      {transport.driver_name ? (
        <span className={styles.itemMuted}>{t('map.item.driver', { name: transport.driver_name })}</span>
      ) : null}
      {places.car ? (
        places.stale ? (
          <span className={styles.stale}>
            {t('map.item.positionStale', { time: age(transport.car_position_time, now) })}
          </span>
        ) : (
          <span className={styles.itemMuted}>
            {t('map.item.position', { time: age(transport.car_position_time, now) })}
          </span>
        )
      ) : showsCarPosition(transport.state) ? (
        <span className={styles.itemMuted}>{t('map.item.positionUnknown')}</span>
      ) : null}
      {!places.pickup && !places.destination && !places.car ? (
        <span className={styles.itemMuted}>{t('map.item.noPlaces')}</span>
      ) : null}
    </span>
  );
}

function OpenLink({ id }: { id: number }) {
  const { t } = useI18n();
  return (
    <Button asChild size="small" tone="secondary">
      <RouterLink to={paths.dashboard.transports.detail.href(id)} aria-label={t('map.item.openLabel', { id })}>
        {t('map.item.open')}
      </RouterLink>
    </Button>
  );
}

/**
 * The coordinator's map (issue 19, spec 2 §2 "Map"): every transport in progress (states 4–9) with its pickup,
 * destination and, from state 5 on, the car's last position (grey when older than the domain's limit), clustered
 * when zoomed out; the list beside it is kept in step (select on either side), the filters and the selection live
 * in the address bar, and each item opens the transport's detail. A phone shows the list or the map.
 */
export default function MapRoute() {
  const { t } = useI18n();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readMapView(searchParams), [searchParams]);
  const transports = useMapTransports();
  useLivePositions();
  const locations = useEveryBusinessLocation();
  const enumLabel = useEnumLabel();
  const now = useNow();
  const phone = usePhone();
  const [phoneView, setPhoneView] = useState<'list' | 'map'>('map');

  const update = useCallback(
    (change: Partial<MapView>, replace = false) =>
      setSearchParams((current) => writeMapView({ ...readMapView(current), ...change }, current), { replace }),
    [setSearchParams],
  );

  const all = transports.data;
  const shown = useMemo(() => filterMapTransports(all ?? [], view), [all, view]);
  const selected = shown.find((transport) => transport.id === view.selected) ?? null;
  const selectedId = selected ? String(selected.id) : null;
  const points = useMapPoints(shown, now);
  const fitKey = `${String(view.state)}|${view.locations.join(',')}`;

  const select = useCallback((id: string) => update({ selected: Number(id) }, true), [update]);
  const selectFromList = (id: string) => {
    select(id);
    if (phone) setPhoneView('map');
  };

  const stateOptions = useMemo(() => {
    const label = (state: number) => enumLabel('transports.transport.state', state, t('transports.state', { state }));
    return [
      { value: 'all', label: t('common.all') },
      ...MAP_TRANSPORT_STATES.map((state) => ({ value: String(state), label: label(state) })),
    ];
  }, [enumLabel, t]);
  const locationOptions = (locations.data ?? []).map((location) => ({
    value: String(location.id),
    label: location.name,
  }));

  const items: SelectableListItem[] = shown.map((transport) => ({
    id: String(transport.id),
    content: <ItemContent transport={transport} now={now} />,
    action: <OpenLink id={transport.id} />,
  }));

  const filters = (
    <div role="search" aria-label={t('map.filters')} className={styles.filters}>
      <Select
        label={t('map.filters.state')}
        options={stateOptions}
        value={view.state === null ? 'all' : String(view.state)}
        onValueChange={(value) => update({ state: value && value !== 'all' ? Number(value) : null })}
      />
      <MultiSelect
        label={t('map.filters.location')}
        placeholder={t('common.all')}
        options={locationOptions}
        value={view.locations.map(String)}
        onValueChange={(value) => update({ locations: value.map(Number) })}
      />
    </div>
  );

  let body;
  if (transports.isError) {
    body = (
      <Notice tone="critical" title={t('map.loadFailed')} live="assertive">
        {t('map.loadFailedHint')}{' '}
        <Button size="small" tone="secondary" onClick={() => void transports.refetch()}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  } else if (!all) {
    body = <Spinner label={t('common.loading')} />;
  } else if (all.length === 0) {
    body = <EmptyState headingLevel={2} title={t('map.emptyTitle')} description={t('map.emptyText')} />;
  } else {
    const showList = !phone || phoneView === 'list';
    const showMap = !phone || phoneView === 'map';
    body = (
      <div className={styles.body}>
        {phone ? (
          <SegmentedControl
            label={t('map.view')}
            hideLabel
            fullWidth
            options={[
              { value: 'map', label: t('map.view.map') },
              { value: 'list', label: t('map.view.list') },
            ]}
            value={phoneView}
            onValueChange={setPhoneView}
          />
        ) : null}
        <div className={styles.workspace}>
          <div className={showList ? styles.listPane : styles.hidden}>
            {shown.length === 0 ? (
              <EmptyState
                headingLevel={2}
                title={t('map.noResultsTitle')}
                action={
                  <Button tone="secondary" onClick={() => update({ state: null, locations: [] })}>
                    {t('map.clear')}
                  </Button>
                }
              />
            ) : (
              <SelectableList label={t('map.list')} items={items} selectedId={selectedId} onSelect={selectFromList} />
            )}
          </div>
          {/* the map stays mounted while the phone shows the list: it keeps its view and needs no reload */}
          <div className={showMap ? styles.mapPane : styles.hidden}>
            <TransportsMap points={points} selectedId={selectedId} onSelect={select} fitKey={fitKey} />
            <p className={styles.legend}>{t('map.legend', { minutes: POSITION_STALE_AFTER_MS / 60_000 })}</p>
            {phone && selected ? (
              <div className={styles.sheet}>
                <ItemContent transport={selected} now={now} />
                <OpenLink id={selected.id} />
              </div>
            ) : null}
          </div>
        </div>
      </div>
    );
  }

  return (
    <Stack>
      <div className={styles.header}>
        <PageHeading>{t('map.title')}</PageHeading>
        {all ? (
          <p className={styles.count} aria-live="polite">
            {t('map.count', mapTransportCounts(shown))}
          </p>
        ) : null}
      </div>
      {filters}
      {body}
    </Stack>
  );
}
