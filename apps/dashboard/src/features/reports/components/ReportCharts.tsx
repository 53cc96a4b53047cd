import { BarChart, CHART_MAX_SERIES } from '@siirto/ui/chart';
import { Card, DescriptionList, SegmentedControl } from '@siirto/ui';
import {
  formatDuration,
  formatEuros,
  formatNumber,
  formatPercent,
  formatWholeEuros,
  REPORT_SUMMARY_PERIODS,
  REPORT_SUMMARY_SPLITS,
  sumCents,
  toCents,
  euros,
  type ReportSummaryPeriod,
  type ReportSummarySplit,
} from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { useReportSummary } from '../api/get-report-summary';
import type { ReportParams } from '../report-params';
import { indexOfLargest, reportChartData } from '../report-charts';
import * as styles from './reports.css';

export interface ReportChartsProps {
  params: ReportParams;
  onChange: (change: Pick<ReportParams, 'period'> | Pick<ReportParams, 'split'>) => void;
}

/**
 * The reports page's charts (issue 34), from the same filtered set as the table and the export: transports and
 * spend per week or month split by business location or state, spend per business location (or state) with its
 * extras and expenses, and punctuality with a definition of each figure. Loaded lazily with visx: the route's first
 * load and the rest of the app do not carry the chart code.
 */
export default function ReportCharts({ params, onChange }: ReportChartsProps) {
  const { t, language, intl } = useI18n();
  const summary = useReportSummary(params);
  const data = summary.data;
  if (!data || data.figures.count === 0) return null;
  // the answer's own period and split: while another period loads, the previous answer stays on screen as itself
  const { period, split } = data;

  const charts = reportChartData(
    data.buckets,
    period,
    split,
    language,
    { noLocation: t('reports.charts.noLocation'), other: t('reports.charts.other') },
    CHART_MAX_SERIES,
  );
  const count = (value: number) => formatNumber(value, language);
  const money = (value: number) => formatEuros(value, language);
  const tick = (value: number) => formatWholeEuros(value, language);
  const chartLabels = (category: string) => ({
    showTable: t('reports.charts.showTable'),
    showChart: t('reports.charts.showChart'),
    category,
    total: t('reports.charts.total'),
  });
  const periodHeader = t(`reports.charts.periodHeader.${period}`);
  const splitHeader = t(`reports.charts.splitHeader.${split}`);
  const emptyText = t('reports.charts.empty');

  // the key findings: the busiest period, the costliest period, the costliest key
  const volumeTotals = charts.periods.map((_, index) =>
    charts.volume.reduce((sum, series) => sum + (series.values[index] ?? 0), 0),
  );
  const spendTotals = charts.periods.map((_, index) =>
    euros(sumCents(charts.spend.map((series) => toCents(series.values[index] ?? 0)))),
  );
  const busiest = indexOfLargest(volumeTotals);
  const costliest = indexOfLargest(spendTotals);
  const keyTotals = charts.keys.map((_, index) =>
    euros(
      sumCents(
        [charts.spendParts.price, charts.spendParts.extras, charts.spendParts.expenses].map((part) =>
          toCents(part[index] ?? 0),
        ),
      ),
    ),
  );
  const topKey = indexOfLargest(keyTotals);
  const { figures } = data;
  const punctuality = [
    {
      id: 'onTime',
      term: t('reports.charts.punctuality.onTime'),
      description:
        figures.on_time_share === null
          ? t('reports.figures.none')
          : t('reports.charts.punctuality.onTimeValue', {
              share: formatPercent(figures.on_time_share * 100, language),
              onTime: count(figures.on_time),
              measured: count(figures.delivered_with_time),
            }),
    },
    { id: 'late', term: t('reports.charts.punctuality.late'), description: count(figures.late) },
    {
      id: 'delayMedian',
      term: t('reports.charts.punctuality.delayMedian'),
      description:
        figures.delay_median_minutes === null
          ? t('reports.figures.none')
          : formatDuration(figures.delay_median_minutes, language),
    },
    {
      id: 'delayP90',
      term: t('reports.charts.punctuality.delayP90', { share: formatPercent(90, language) }),
      description:
        figures.delay_p90_minutes === null
          ? t('reports.figures.none')
          : formatDuration(figures.delay_p90_minutes, language),
    },
    {
      id: 'leadTime',
      term: t('reports.charts.punctuality.leadTime'),
      description:
        figures.lead_time_median_minutes === null
          ? t('reports.figures.none')
          : formatDuration(figures.lead_time_median_minutes, language),
    },
  ];

  return (
    <Card title={t('reports.charts.title')} space="large">
      <div className={styles.chartControls}>
        <SegmentedControl<ReportSummaryPeriod>
          label={t('reports.charts.period')}
          size="small"
          value={params.period}
          options={REPORT_SUMMARY_PERIODS.map((value) => ({ value, label: t(`reports.charts.periods.${value}`) }))}
          onValueChange={(period) => onChange({ period })}
        />
        <SegmentedControl<ReportSummarySplit>
          label={t('reports.charts.split')}
          size="small"
          value={params.split}
          options={REPORT_SUMMARY_SPLITS.map((value) => ({ value, label: t(`reports.charts.splits.${value}`) }))}
          onValueChange={(split) => onChange({ split })}
        />
      </div>
      <div className={styles.charts}>
        <BarChart
          title={t(`reports.charts.volume.${period}`)}
          summary={
            busiest < 0
              ? null
              : t('reports.charts.volume.summary', {
                  period: charts.periods[busiest],
                  count: volumeTotals[busiest] ?? 0,
                  total: figures.count,
                })
          }
          categories={charts.periods}
          series={charts.volume}
          formatValue={count}
          labels={chartLabels(periodHeader)}
          emptyText={emptyText}
        />
        <BarChart
          title={t(`reports.charts.spend.${period}`, { vat: intl.formatVatPercent(0) })}
          summary={
            costliest < 0
              ? null
              : t('reports.charts.spend.summary', {
                  period: charts.periods[costliest],
                  amount: money(spendTotals[costliest] ?? 0),
                  total: money(figures.spend),
                })
          }
          categories={charts.periods}
          series={charts.spend}
          formatValue={money}
          formatTick={tick}
          labels={chartLabels(periodHeader)}
          emptyText={emptyText}
        />
        <BarChart
          title={t(`reports.charts.parts.${split}`, { vat: intl.formatVatPercent(0) })}
          summary={
            topKey < 0
              ? null
              : t('reports.charts.parts.summary', {
                  name: charts.keys[topKey],
                  amount: money(keyTotals[topKey] ?? 0),
                  extras: money(charts.spendParts.extras.reduce((sum, value) => sum + value, 0)),
                  expenses: money(charts.spendParts.expenses.reduce((sum, value) => sum + value, 0)),
                })
          }
          categories={charts.keys}
          series={[
            { key: 'price', label: t('reports.charts.parts.price'), values: charts.spendParts.price },
            { key: 'extras', label: t('reports.charts.parts.extras'), values: charts.spendParts.extras },
            { key: 'expenses', label: t('reports.charts.parts.expenses'), values: charts.spendParts.expenses },
          ]}
          formatValue={money}
          formatTick={tick}
          orientation="horizontal"
          labels={chartLabels(splitHeader)}
          emptyText={emptyText}
        />
        <section className={styles.punctuality} aria-labelledby="report-punctuality">
          <h3 id="report-punctuality" className={styles.chartHeading}>
            {t('reports.charts.punctuality.title')}
          </h3>
          <DescriptionList items={punctuality} />
          <details className={styles.definitions}>
            <summary>{t('reports.charts.punctuality.definitions')}</summary>
            <dl>
              <dt>{t('reports.charts.punctuality.onTime')}</dt>
              <dd>{t('reports.charts.punctuality.onTimeDefinition')}</dd>
              <dt>{t('reports.charts.punctuality.delayMedian')}</dt>
              <dd>{t('reports.charts.punctuality.delayDefinition', { share: formatPercent(90, language) })}</dd>
              <dt>{t('reports.charts.punctuality.leadTime')}</dt>
              <dd>{t('reports.charts.punctuality.leadTimeDefinition')}</dd>
            </dl>
          </details>
        </section>
      </div>
    </Card>
  );
}
