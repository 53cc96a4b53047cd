import { useMemo, type ReactNode } from 'react';
import { DataTable, type ColumnDef, type SortingState } from '@siirto/ui/table';
import { formatDateTime } from '@siirto/domain';
import type { Schema } from '@siirto/api-client';
import { StateBadge } from '../../../components/StateBadge';
import { useI18n } from '../../../i18n/intl';
import { REPORT_SORTABLE, type ReportParams, type ReportSortField } from '../report-params';
import * as styles from './reports.css';

type ReportRow = Schema<'ReportRow'>;
type ReportTotals = Schema<'ReportTotals'>;

/** The wide report table of spec 2 §3 "Report row": the id column stays in view, the totals row at the bottom. */
export function ReportTable({
  rows,
  count,
  totals,
  params,
  loading,
  onSort,
  onPage,
}: {
  rows: ReportRow[];
  count: number;
  totals: ReportTotals | undefined;
  params: ReportParams;
  loading: boolean;
  onSort: (field: ReportSortField, descending: boolean) => void;
  onPage: (page: number, pageSize: number) => void;
}) {
  const { t, intl } = useI18n();
  const columns = useMemo<ColumnDef<ReportRow>[]>(() => {
    const euros = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : intl.formatEuros(value);
    const km = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : intl.formatKm(value);
    const minutes = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : t('reports.minutes', { minutes: value });
    const drive = (value: number | null | undefined) =>
      value === null || value === undefined ? '' : intl.formatDuration(value);
    const right = (content: ReactNode) => <span className={styles.number}>{content}</span>;
    const sortable = (id: string) => (REPORT_SORTABLE as readonly string[]).includes(id);
    const column = (
      id: string,
      header: string,
      cell: (row: ReportRow) => ReactNode,
      options: { nowrap?: boolean; footer?: ReactNode } = {},
    ): ColumnDef<ReportRow> => ({
      id,
      header,
      cell: ({ row }) => cell(row.original),
      enableSorting: sortable(id),
      meta: { nowrap: options.nowrap },
      ...(options.footer !== undefined ? { footer: () => options.footer } : {}),
    });
    const total = (value: ReactNode) => (totals ? right(value) : '');
    return [
      column('id', t('reports.columns.id'), (row) => `#${String(row.id)}`, {
        nowrap: true,
        footer: t('reports.totalsRow'),
      }),
      column('created', t('reports.columns.created'), (row) => formatDateTime(row.created), { nowrap: true }),
      column('vehicle', t('reports.columns.vehicle'), (row) => row.vehicle, { nowrap: true }),
      column('business_location', t('reports.columns.businessLocation'), (row) => row.business_location_obj?.name),
      column('creator', t('reports.columns.creator'), (row) => row.creator?.full_name),
      column('pickup_location', t('reports.columns.pickupPlace'), (row) => row.pickup_location),
      column('pickup_postal_code', t('reports.columns.postalCode'), (row) => row.pickup_postal_code, {
        nowrap: true,
      }),
      column('pickup_city', t('reports.columns.city'), (row) => row.pickup_city),
      column('pickup_time', t('reports.columns.pickupTime'), (row) => formatDateTime(row.pickup_time), {
        nowrap: true,
      }),
      column('pickup_acknowledged', t('reports.columns.pickedUp'), (row) => formatDateTime(row.pickup_acknowledged), {
        nowrap: true,
      }),
      column(
        'pickup_latency',
        t('reports.columns.pickupLatency'),
        (row) => right(minutes(row.pickup_latency_minutes)),
        {
          nowrap: true,
        },
      ),
      column('destination_location', t('reports.columns.destinationPlace'), (row) => row.destination_location),
      column('destination_postal_code', t('reports.columns.postalCode'), (row) => row.destination_postal_code, {
        nowrap: true,
      }),
      column('destination_city', t('reports.columns.city'), (row) => row.destination_city),
      column('destination_time', t('reports.columns.destinationTime'), (row) => formatDateTime(row.destination_time), {
        nowrap: true,
      }),
      column(
        'destination_acknowledged',
        t('reports.columns.delivered'),
        (row) => formatDateTime(row.destination_acknowledged),
        { nowrap: true },
      ),
      column(
        'destination_latency',
        t('reports.columns.destinationLatency'),
        (row) => right(minutes(row.destination_latency_minutes)),
        { nowrap: true },
      ),
      column('drive_time', t('reports.columns.driveTime'), (row) => right(drive(row.drive_time_minutes)), {
        nowrap: true,
      }),
      column('trip_length_km', t('reports.columns.km'), (row) => right(km(row.trip_length_km)), {
        nowrap: true,
        footer: total(km(totals?.trip_length_km)),
      }),
      column('price', t('reports.columns.price', { vat: intl.formatVatPercent(0) }), (row) => right(euros(row.price)), {
        nowrap: true,
        footer: total(euros(totals?.price)),
      }),
      column('extras', t('reports.columns.extras'), (row) => right(euros(row.price_list_rows_price_total)), {
        nowrap: true,
        footer: total(euros(totals?.price_list_rows_price_total)),
      }),
      column('expense_fees', t('reports.columns.expenseFees'), (row) => right(euros(row.expenses_service_prices)), {
        nowrap: true,
        footer: total(euros(totals?.expenses_service_prices)),
      }),
      column('expenses', t('reports.columns.expenses'), (row) => right(euros(row.expenses_price_total)), {
        nowrap: true,
        footer: total(euros(totals?.expenses_price_total)),
      }),
      column('total', t('reports.columns.total'), (row) => right(euros(row.transport_total_price)), {
        nowrap: true,
        footer: total(euros(totals?.transport_total_price)),
      }),
      column('round_trip', t('reports.columns.roundTrip'), (row) =>
        row.round_trip ? t('common.yes') : t('common.no'),
      ),
      column('state', t('reports.columns.state'), (row) => <StateBadge state={row.state} />),
    ];
  }, [t, intl, totals]);

  const sorting: SortingState = [{ id: params.ordering.field, desc: params.ordering.descending }];
  return (
    <DataTable
      caption={t('reports.tableCaption')}
      data={rows}
      columns={columns}
      getRowId={(row) => String(row.id)}
      status={loading ? 'loading' : 'ready'}
      emptyMessage={t('reports.empty')}
      manualSorting
      sorting={sorting}
      onSortingChange={(next) => {
        const first = next[0];
        // a third click on a header would clear the order: the report keeps one, newest first by default
        if (!first) onSort('id', true);
        else if ((REPORT_SORTABLE as readonly string[]).includes(first.id)) {
          onSort(first.id as ReportSortField, first.desc);
        }
      }}
      manualPagination
      rowCount={count}
      pagination={{ pageIndex: params.page - 1, pageSize: params.pageSize }}
      onPaginationChange={(next) => onPage(next.pageIndex + 1, next.pageSize)}
      stickyFirstColumn
      labels={{
        pageSize: t('common.table.pageSize'),
        all: t('common.all'),
        loading: t('common.loading'),
        sort: t('reports.sort'),
        range: (from, to, total) => t('reports.range', { from, to, total }),
        pagination: {
          root: t('common.pagination'),
          previous: t('common.previous'),
          next: t('common.next'),
          page: (page, pages) => t('common.pageOf', { page, pages }),
        },
      }}
    />
  );
}
