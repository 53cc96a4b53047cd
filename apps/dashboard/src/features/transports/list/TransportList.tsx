import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { Button, EmptyState, Icon, MultiSelect, Select, StatusBadge, Switch, Card } from '@siirto/ui';
import { DataTable, type ColumnDef, type SortingState } from '@siirto/ui/table';
import {
  canEditTransport,
  canShowTransport,
  isDeliveredState,
  isEditableState,
  isPartlyDelivered,
  TRANSPORT_LIST_PAGE_SIZES,
  TRANSPORT_STATES,
  transportStateTone,
  type TransportListOrdering,
  type TransportListSortField,
  formatDateTime,
  repeatRuleOf,
} from '@siirto/domain';
import type { TransportSummary as Transport } from '../../../lib/api-types';
import { paths } from '../../../config/paths';
import { SearchField } from '../../../components/search-field';
import { useI18n } from '../../../i18n/intl';
import { useAdminStatus } from '../../../lib/queries/get-status';
import { useEnumLabel } from '../../../lib/queries/get-enums';
import { transportsQueryOptions } from '../api/get-transports';
import { filterLocationsQuery } from '../api/get-business-locations';
import { seriesListQuery } from '../series/api/get-series-list';
import { repeatRuleText } from '../series/series-text';
import {
  activeFilterCount,
  defaultView,
  isFiltered,
  listParams,
  readView,
  writeView,
  type TransportListView,
} from './list-view';
import * as styles from './list.css';
import { PageHeading } from '../../../components/page-heading';

type T = ReturnType<typeof useI18n>['t'];

/** `-pickup_time` as the table's sorting state, and back. */
const toSorting = (ordering: TransportListOrdering): SortingState => [
  { id: ordering.replace(/^-/, ''), desc: ordering.startsWith('-') },
];

const rowId = (row: Transport) => String(row.id);

const stopPropagation = (event: { stopPropagation: () => void }) => event.stopPropagation();

/** Longer than any Finnish place word ('maanmittaustoimiston' has 20 letters): not a word but a code, a URL or a formula. */
const LONGEST_WORD = 24;

/**
 * A place's text with its words whole; a run of more than LONGEST_WORD characters without a space (the demo's
 * '=HYPERLINK("https://example.com","Varikko') may break anywhere, so that it never widens the list past the screen.
 */
function PlaceText({ text }: { text: string }) {
  return text.split(/(\s+)/).map((part, index) =>
    part.length > LONGEST_WORD ? (
      <span key={index} className={styles.breakAnywhere}>
        {part}
      </span>
    ) : (
      part
    ),
  );
}

function Place({ name, city, time }: { name?: string | null; city?: string | null; time?: string | null }) {
  return (
    <span className={styles.place}>
      <span className={styles.placeName}>
        <PlaceText text={[name, city].filter(Boolean).join(' / ')} />
      </span>
      <span className={styles.muted}>{formatDateTime(time)}</span>
    </span>
  );
}

function RowActions({ transport, t }: { transport: Transport; t: T }) {
  const id = transport.id;
  return (
    <span className={styles.actions}>
      {canShowTransport(transport) ? (
        <Button asChild size="small" tone="secondary" onClick={stopPropagation}>
          <RouterLink
            to={paths.dashboard.transports.detail.href(id)}
            aria-label={t('transports.list.showLabel', { id })}
          >
            {t('transports.show')}
          </RouterLink>
        </Button>
      ) : null}
      {isEditableState(transport.state) ? (
        canEditTransport(transport) ? (
          <Button asChild size="small" tone="secondary" onClick={stopPropagation}>
            <RouterLink
              to={paths.dashboard.transports.edit.href(id)}
              aria-label={t('transports.list.editLabel', { id })}
            >
              {t('transports.list.edit')}
            </RouterLink>
          </Button>
        ) : (
          <Button size="small" tone="secondary" disabled aria-label={t('transports.list.editLabel', { id })}>
            {t('transports.list.edit')}
          </Button>
        )
      ) : null}
    </span>
  );
}

/**
 * The list's width (rem) from which the optional columns show (round trip, business location, created); a narrower
 * list shows them inside the id, vehicle and state cells, so that id, state, vehicle, pickup, destination and the
 * actions fit without a sideways scroll (issue 28: 1024 to 1440 px screens). Phone cards show every column.
 */
const OPTIONAL_COLUMNS_FROM = 84;
/**
 * The list's width (rem) under which pickup and destination share one column, 'Reitti', one above the other: two
 * columns of place names never broken in a word ('Kristiinankaupunki', 'maanmittaustoimiston') need about 47rem with
 * the other main columns, more than a 1024 px screen gives the list (about 41rem); phone cards show both as before.
 */
const ROUTE_BELOW = 50;

/**
 * The columns; `stateLabel` names a state from the server's enumeration (looked up once for the list, not by a
 * query hook in each row's badge: a hook per row was a visible part of each scroll step of page size All).
 */
function transportColumns(t: T, stateLabel: (state: number) => string): ColumnDef<Transport>[] {
  return [
    {
      id: 'id',
      accessorFn: (row) => row.id,
      header: t('transports.columns.id'),
      // a repeated transport (issue 30 §2) is marked beside its number
      cell: ({ row }) =>
        (row.original.series_id ?? null) !== null ? (
          <span>
            {`#${String(row.original.id)} `}
            <Icon name="calendar" label={t('transports.list.repeated')} />
          </span>
        ) : (
          `#${String(row.original.id)}`
        ),
      meta: { nowrap: true, width: '6rem' },
    },
    {
      id: 'round_trip',
      header: () => <Icon name="round-trip" label={t('transports.list.columns.roundTrip')} />,
      cell: ({ row }) =>
        row.original.round_trip ? <Icon name="round-trip" label={t('transports.list.roundTrip')} /> : null,
      enableSorting: false,
      meta: {
        width: '3.5rem',
        cardLabel: t('transports.list.columns.roundTrip'),
        hideBelow: OPTIONAL_COLUMNS_FROM,
        foldInto: 'id',
      },
    },
    {
      id: 'vehicle',
      header: t('transports.list.columns.vehicle'),
      cell: ({ row }) => {
        const back = row.original.round_trip_return_trip_vehicle;
        return (
          <span className={styles.lines}>
            <span className={styles.registration}>{row.original.vehicle}</span>
            {back && back !== row.original.vehicle ? (
              <span className={styles.muted}>{t('transports.list.returnVehicle', { vehicle: back })}</span>
            ) : null}
          </span>
        );
      },
      enableSorting: false,
      // the registration never wraps; the return trip's line and a folded business location wrap between words
      meta: { width: '9rem' },
    },
    {
      id: 'business_location',
      header: t('transports.list.columns.location'),
      cell: ({ row }) => row.original.business_location?.name ?? '',
      enableSorting: false,
      meta: { width: '11rem', hideBelow: OPTIONAL_COLUMNS_FROM, foldInto: 'vehicle' },
    },
    {
      id: 'pickup_time',
      accessorFn: (row) => row.pickup_time,
      header: t('transports.columns.pickup'),
      cell: ({ row }) => (
        <Place
          name={row.original.pickup_location}
          city={row.original.pickup_city_name}
          time={row.original.pickup_time}
        />
      ),
      meta: { width: '15rem', hideBelow: ROUTE_BELOW },
    },
    {
      id: 'destination_time',
      accessorFn: (row) => row.destination_time,
      header: t('transports.columns.destination'),
      cell: ({ row }) => (
        <Place
          name={row.original.destination_location}
          city={row.original.destination_city_name}
          time={row.original.destination_time}
        />
      ),
      meta: { width: '15rem', hideBelow: ROUTE_BELOW },
    },
    {
      id: 'route',
      header: t('transports.list.columns.route'),
      cell: ({ row }) => (
        <span className={styles.route}>
          {(['pickup', 'destination'] as const).map((side) => (
            <span key={side} className={styles.lines}>
              <span className={styles.muted}>{t(`transports.columns.${side}`)}</span>
              <Place
                name={row.original[`${side}_location`]}
                city={row.original[`${side}_city_name`]}
                time={row.original[`${side}_time`]}
              />
            </span>
          ))}
        </span>
      ),
      enableSorting: false,
      // its header sorts by the pickup or the destination time, as their own headers do in a wider list
      meta: { width: '15rem', showBelow: ROUTE_BELOW, sortFor: ['pickup_time', 'destination_time'] },
    },
    {
      id: 'created',
      accessorFn: (row) => row.created,
      header: t('transports.columns.created'),
      cell: ({ row }) => formatDateTime(row.original.created),
      meta: { nowrap: true, width: '10rem', hideBelow: OPTIONAL_COLUMNS_FROM, foldInto: 'state' },
    },
    {
      id: 'state',
      accessorFn: (row) => row.state,
      header: t('transports.columns.state'),
      // as the shared StateBadge shows it: the domain's tone, 'Osatoimitettu' for a partly delivered round trip
      cell: ({ row }) => (
        <StatusBadge
          className={styles.stateBadge}
          tone={transportStateTone(row.original.state)}
          label={
            isPartlyDelivered({
              state: row.original.state,
              round_trip_return_trip_state: row.original.round_trip_return_trip_state,
            })
              ? t('transports.partlyDelivered')
              : stateLabel(row.original.state)
          }
        />
      ),
      meta: { width: '11rem' },
    },
    {
      id: 'actions',
      header: t('common.actions'),
      cell: ({ row }) => <RowActions transport={row.original} t={t} />,
      enableSorting: false,
      // the buttons name themselves: a phone's card shows them without the column's name
      meta: { width: '12rem', cardLabel: '' },
    },
  ];
}

/** The header text of a sortable column, for the announcement. */
const sortColumnLabel = (t: T, field: TransportListSortField) =>
  ({
    id: t('transports.columns.id'),
    state: t('transports.columns.state'),
    created: t('transports.columns.created'),
    pickup_time: t('transports.columns.pickup'),
    destination_time: t('transports.columns.destination'),
  })[field];

/** The company's transports (spec 2 §2 "Transport list"): filters, server sort and paging, all in the address bar. */
export function TransportList() {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const view = useMemo(() => readView(searchParams), [searchParams]);
  const params = listParams(view);
  // a new view's query replaces the old one, whose call the query client aborts (spec 2 §7)
  const transports = useQuery(transportsQueryOptions(params));
  const locations = useQuery(filterLocationsQuery);
  const status = useAdminStatus();
  const enumLabel = useEnumLabel();
  // on a phone the filters fold behind a button (closed at first); a wide screen always shows them
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();

  // a polite announcement of the order and the number of results after the user sorts or filters
  const changed = useRef(false);
  /** Changes the view (back to its first page unless the page is what changes). */
  const update = useCallback(
    (change: Partial<TransportListView>) => {
      changed.current = true;
      setSearchParams((current) => writeView({ ...readView(current), page: 1, ...change }, current));
    },
    [setSearchParams],
  );
  const search = useCallback((value: string) => update({ search: value }), [update]);

  const [announcement, setAnnouncement] = useState('');
  const data = transports.data;
  const placeholder = transports.isPlaceholderData;
  useEffect(() => {
    if (!changed.current || !data || placeholder) return;
    const field = view.ordering.replace(/^-/, '') as TransportListSortField;
    setAnnouncement(
      t('transports.list.announce', {
        count: data.count,
        column: sortColumnLabel(t, field),
        direction: view.ordering.startsWith('-') ? t('transports.list.descending') : t('transports.list.ascending'),
      }),
    );
  }, [data, placeholder, view.ordering, t]);

  const stateLabel = useCallback(
    (state: number) => enumLabel('transports.transport.state', state, t('transports.state', { state })),
    [enumLabel, t],
  );
  const columns = useMemo(() => transportColumns(t, stateLabel), [t, stateLabel]);
  const stateOptions = useMemo(() => {
    const label = stateLabel;
    return [
      { value: 'all', label: t('common.all') },
      ...TRANSPORT_STATES.map((state) => ({ value: String(state), label: label(state) })),
    ];
  }, [stateLabel, t]);
  // stable between renders: the arrival of the rows (10,000 at page size All) re-renders the list, and new option
  // arrays would rebuild every filter's collection with it
  const locationOptions = useMemo(
    () => (locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
    [locations.data],
  );
  const placeOptions = useMemo(
    () => [{ value: 'all', label: t('common.all') }, ...locationOptions],
    [locationOptions, t],
  );
  const creatorOptions = useMemo(
    () => [
      { value: 'all', label: t('common.all') },
      { value: 'me', label: t('transports.list.creatorMe') },
    ],
    [t],
  );
  // the repeating series (issue 30 §2): the filter shows once the company has one, or a series' link chose one
  const seriesList = useQuery(seriesListQuery);
  const seriesOptions = useMemo(() => {
    const listed = (seriesList.data ?? []).map((series) => {
      const label = `#${String(series.id)} · ${repeatRuleText(repeatRuleOf(series.rule), t)}`;
      return { value: String(series.id), label };
    });
    const chosen = view.series;
    const unlisted =
      chosen !== null && !listed.some((option) => option.value === String(chosen))
        ? [{ value: String(chosen), label: `#${String(chosen)}` }]
        : [];
    return listed.length + unlisted.length > 0
      ? [{ value: 'all', label: t('common.all') }, ...unlisted, ...listed]
      : [];
  }, [seriesList.data, view.series, t]);
  const getRowLabel = useCallback((row: Transport) => t('transports.list.rowLabel', { id: row.id }), [t]);
  const openRow = useCallback(
    (row: Transport) => void navigate(paths.dashboard.transports.detail.href(row.id)),
    [navigate],
  );

  const createHref =
    status.data?.WEB_TRANSPORT_CREATE_VERSION === 1
      ? `${paths.dashboard.transports.list.href()}?${writeView(view, new URLSearchParams([['create', '1']])).toString()}`
      : paths.dashboard.transports.edit.href(0);
  const filtered = isFiltered(view);
  const deliveredForced = isDeliveredState(view.state);
  const rows = data?.results ?? [];

  const empty = filtered ? (
    <EmptyState
      headingLevel={2}
      title={t('transports.list.noResultsTitle')}
      description={t('transports.list.noResultsText')}
      action={
        <Button
          tone="secondary"
          onClick={() => update({ ...defaultView, ordering: view.ordering, pageSize: view.pageSize })}
        >
          {t('transports.list.clear')}
        </Button>
      }
    />
  ) : (
    <EmptyState
      headingLevel={2}
      title={t('transports.list.emptyTitle')}
      description={t('transports.list.emptyText')}
      action={
        <Button asChild>
          <RouterLink to={createHref}>{t('transports.list.emptyAction')}</RouterLink>
        </Button>
      }
    />
  );

  return (
    <>
      <div className={styles.header}>
        <PageHeading>{t('transports.title')}</PageHeading>
        <div className={styles.headerActions}>
          <Button asChild tone="secondary">
            <RouterLink to={paths.dashboard.transports.import.href()}>{t('transports.list.import')}</RouterLink>
          </Button>
          <Button asChild>
            <RouterLink to={createHref}>{t('transports.list.create')}</RouterLink>
          </Button>
        </div>
      </div>
      <Card space="medium">
        <Button
          tone="secondary"
          className={styles.filterToggle}
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          iconEnd={<Icon name={filtersOpen ? 'chevron-up' : 'chevron-down'} />}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t('transports.list.filtersToggle', { count: activeFilterCount(view) })}
        </Button>
        <div
          role="search"
          id={filtersId}
          className={styles.filters}
          data-collapsed={!filtersOpen}
          aria-label={t('transports.list.filters')}
        >
          <Select
            label={t('transports.list.state')}
            options={stateOptions}
            value={view.state === null ? 'all' : String(view.state)}
            onValueChange={(value) => update({ state: value && value !== 'all' ? Number(value) : null })}
          />
          <MultiSelect
            label={t('transports.list.costCentre')}
            placeholder={t('common.all')}
            options={locationOptions}
            value={view.locations.map(String)}
            onValueChange={(value) => update({ locations: value.map(Number) })}
          />
          <Select
            label={t('transports.list.pickupPlace')}
            options={placeOptions}
            value={view.pickup === null ? 'all' : String(view.pickup)}
            onValueChange={(value) => update({ pickup: value && value !== 'all' ? Number(value) : null })}
          />
          <Select
            label={t('transports.list.destinationPlace')}
            options={placeOptions}
            value={view.destination === null ? 'all' : String(view.destination)}
            onValueChange={(value) => update({ destination: value && value !== 'all' ? Number(value) : null })}
          />
          <Select
            label={t('transports.list.creator')}
            options={creatorOptions}
            value={view.creator}
            onValueChange={(value) => update({ creator: value === 'me' ? 'me' : 'all' })}
          />
          {seriesOptions.length > 1 ? (
            <Select
              label={t('transports.list.series')}
              options={seriesOptions}
              value={view.series === null ? 'all' : String(view.series)}
              onValueChange={(value) => update({ series: value && value !== 'all' ? Number(value) : null })}
            />
          ) : null}
          <SearchField
            value={view.search}
            onSearch={search}
            label={t('transports.list.search')}
            description={t('transports.list.searchHint')}
          />
          <div className={styles.filterActions}>
            <Switch
              label={t('transports.list.delivered')}
              description={deliveredForced ? t('transports.list.deliveredForced') : undefined}
              checked={view.delivered || deliveredForced}
              disabled={deliveredForced}
              onCheckedChange={(checked) => update({ delivered: checked })}
            />
          </div>
        </div>
        <DataTable
          caption={t('transports.title')}
          data={rows}
          columns={columns}
          getRowId={rowId}
          rowHeight={64}
          phoneCards
          getRowLabel={getRowLabel}
          onRowClick={openRow}
          status={transports.isError ? 'error' : transports.isFetching ? 'loading' : 'ready'}
          errorMessage={t('transports.list.loadFailed')}
          onRetry={() => void transports.refetch()}
          retryLabel={t('common.retry')}
          emptyMessage={empty}
          sorting={toSorting(view.ordering)}
          onSortingChange={(sorting) => {
            const first = sorting[0];
            const current = view.ordering.replace(/^-/, '');
            // the table's third click removes the sort; the list always has one, so the order flips instead
            const ordering = first
              ? `${first.desc ? '-' : ''}${first.id}`
              : `${view.ordering.startsWith('-') ? '' : '-'}${current}`;
            update({ ordering: ordering as TransportListOrdering });
          }}
          manualSorting
          pagination={{ pageIndex: view.page - 1, pageSize: view.pageSize }}
          onPaginationChange={(next) => update({ page: next.pageIndex + 1, pageSize: next.pageSize })}
          manualPagination
          rowCount={data?.count ?? 0}
          pageSizes={TRANSPORT_LIST_PAGE_SIZES}
          labels={{
            pageSize: t('common.table.pageSize'),
            all: t('common.all'),
            loading: t('common.loading'),
            sort: t('transports.list.sort'),
            range: (from, to, total) =>
              data?.countEstimated
                ? t('transports.list.rangeEstimated', { from, to, total })
                : t('transports.list.range', { from, to, total }),
            pagination: {
              root: t('common.pagination'),
              previous: t('common.previous'),
              next: t('common.next'),
              page: (page, pages) => t('common.pageOf', { page, pages }),
            },
          }}
        />
        <div role="status" aria-live="polite" className={styles.visuallyHidden}>
          {announcement}
        </div>
      </Card>
    </>
  );
}
