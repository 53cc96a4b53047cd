import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DateField, EmptyState, Select, Notice, Card, Stack } from '@siirto/ui';
import { REPORT_FILTER_STATES, TRANSPORT_STATE_LABELS } from '@siirto/domain';
import { useCalendarTexts } from '../../../components/calendar';
import { useI18n } from '../../../i18n/intl';
import { useReports } from '../api/get-reports';
import { useEveryBusinessLocation } from '../../../lib/queries/get-every-business-location';
import { ExportButton } from '../components/ExportButton';
import { ReportFigures } from '../components/ReportFigures';
import { ReportTable } from '../components/ReportTable';
import * as styles from '../components/reports.css';
import { parseReportParams, reportSearch, type ReportParams } from '../report-params';
import { PageHeading } from '../../../components/page-heading';

const ALL = 'all';

/** The charts and their library (visx) load after the route, beside the summary's request. */
const ReportCharts = lazy(() => import('../components/ReportCharts'));

/**
 * Reports (spec 2 §2, §7): the company's delivered and invoiced transports (states above 5), filtered by state,
 * business location, creator and pickup days, ordered and paged, with the filtered set's totals from the server and
 * the same set as an Excel file. Filters, ordering and page live in the address bar.
 */
export default function ReportsRoute() {
  const { t, language } = useI18n();
  const [search, setSearch] = useSearchParams();
  const params = parseReportParams(search);
  const reports = useReports(params);
  const locations = useEveryBusinessLocation();
  const calendar = useCalendarTexts();

  // a changed filter goes back to the first page; the ordering and page size stay
  const update = (change: Partial<ReportParams>) =>
    setSearch(reportSearch({ ...params, page: 1, ...change }), { replace: false });

  const stateOptions = [
    { value: ALL, label: t('common.all') },
    ...REPORT_FILTER_STATES.map((state) => ({ value: String(state), label: TRANSPORT_STATE_LABELS[state][language] })),
  ];
  const locationOptions = [
    { value: ALL, label: t('common.all') },
    ...(locations.data ?? []).map((location) => ({ value: String(location.id), label: location.name })),
  ];
  const creatorOptions = [
    { value: ALL, label: t('common.all') },
    { value: 'me', label: t('reports.filters.me') },
  ];
  const page = reports.data;

  return (
    <Stack>
      <PageHeading>{t('reports.title')}</PageHeading>
      <Card title={t('reports.filters.title')} region={false}>
        <div className={styles.filters}>
          <Select
            label={t('reports.filters.state')}
            options={stateOptions}
            value={params.state === null ? ALL : String(params.state)}
            onValueChange={(value) =>
              update({ state: value && value !== ALL ? (Number(value) as ReportParams['state']) : null })
            }
          />
          <Select
            label={t('reports.filters.businessLocation')}
            options={locationOptions}
            value={params.businessLocation === null ? ALL : String(params.businessLocation)}
            onValueChange={(value) => update({ businessLocation: value && value !== ALL ? Number(value) : null })}
          />
          <Select
            label={t('reports.filters.creator')}
            options={creatorOptions}
            value={params.creator ?? ALL}
            onValueChange={(value) => update({ creator: value === 'me' ? 'me' : null })}
          />
          <DateField
            label={t('reports.filters.pickupFrom')}
            {...calendar}
            value={params.pickupFrom}
            max={params.pickupTo ?? undefined}
            onValueChange={(day) => update({ pickupFrom: day })}
          />
          <DateField
            label={t('reports.filters.pickupTo')}
            {...calendar}
            value={params.pickupTo}
            min={params.pickupFrom ?? undefined}
            onValueChange={(day) => update({ pickupTo: day })}
          />
        </div>
      </Card>
      {reports.isError ? null : <ReportFigures params={params} />}
      {reports.isError ? null : (
        <Suspense fallback={null}>
          <ReportCharts
            params={params}
            onChange={(change) => setSearch(reportSearch({ ...params, ...change }), { replace: true })}
          />
        </Suspense>
      )}
      <Card space="medium">
        <div className={styles.toolbar}>
          <p aria-live="polite">{page ? t('reports.count', { count: page.count }) : null}</p>
          <ExportButton params={params} disabled={!page || page.count === 0} />
        </div>
        {reports.isError ? (
          <Notice tone="critical" title={t('reports.loadFailed')} live="assertive">
            {t('reports.loadFailedHint')}
          </Notice>
        ) : page?.count === 0 ? (
          <EmptyState title={t('reports.empty')} headingLevel={2} />
        ) : (
          <ReportTable
            rows={page?.results ?? []}
            count={page?.count ?? 0}
            totals={page?.totals}
            params={params}
            loading={reports.isFetching}
            onSort={(field, descending) => update({ ordering: { field, descending } })}
            onPage={(next, pageSize) =>
              setSearch(reportSearch({ ...params, page: pageSize === params.pageSize ? next : 1, pageSize }))
            }
          />
        )}
      </Card>
    </Stack>
  );
}
