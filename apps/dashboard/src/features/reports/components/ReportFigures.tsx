import { FigureGroup, type Figure, type FigureChangeTone } from '@siirto/ui';
import {
  formatDuration,
  formatEuros,
  formatNumber,
  formatPercent,
  formatSignedNumber,
  formatSignedPercent,
  percentChange,
} from '@siirto/domain';
import { useI18n } from '../../../i18n/intl';
import { useReportSummary } from '../api/get-report-summary';
import type { ReportParams } from '../report-params';

/** Which way a figure is better: more on-time deliveries are good news, more spend or a longer wait are not. */
type Better = 'up' | 'down' | 'either';

function toneOf(change: number, better: Better): FigureChangeTone {
  if (better === 'either' || Math.abs(change) < 0.5) return 'neutral';
  return change > 0 === (better === 'up') ? 'positive' : 'critical';
}

/**
 * The report's headline figures above its table (issue 34): count, spend excluding VAT, the share on time and the
 * median lead time of the filtered set, each with its change from the period of the same length before when the
 * pickup days form a closed range. Nothing shows until the figures arrive (the table has its own states).
 */
export function ReportFigures({ params }: { params: ReportParams }) {
  const { t, language, intl } = useI18n();
  const summary = useReportSummary(params);
  if (!summary.data || summary.data.figures.count === 0) return null;
  const { figures, previous } = summary.data;
  const before = previous?.figures;

  const relative = (current: number, prior: number | null | undefined, better: Better) => {
    const change = percentChange(current, prior);
    if (change === null) return {};
    return {
      change: t('reports.figures.changePercent', { change: formatSignedPercent(change, language) }),
      changeTone: toneOf(change, better),
    };
  };
  const onTimePercent = figures.on_time_share === null ? null : figures.on_time_share * 100;
  const priorOnTime = before?.on_time_share === null || !before ? null : before.on_time_share * 100;
  const points =
    onTimePercent === null || priorOnTime === null
      ? {}
      : {
          change: t('reports.figures.changePoints', {
            change: formatSignedNumber(onTimePercent - priorOnTime, language),
          }),
          changeTone: toneOf(onTimePercent - priorOnTime, 'up'),
        };
  const lead = figures.lead_time_median_minutes;
  const items: Figure[] = [
    {
      id: 'count',
      label: t('reports.figures.count'),
      value: formatNumber(figures.count, language),
      ...relative(figures.count, before?.count, 'either'),
    },
    {
      id: 'spend',
      label: t('reports.figures.spend', { vat: intl.formatVatPercent(0) }),
      value: formatEuros(figures.spend, language),
      ...relative(figures.spend, before?.spend, 'either'),
    },
    {
      id: 'onTime',
      label: t('reports.figures.onTime'),
      value: onTimePercent === null ? t('reports.figures.none') : formatPercent(onTimePercent, language),
      ...points,
    },
    {
      id: 'leadTime',
      label: t('reports.figures.leadTime'),
      value: lead === null ? t('reports.figures.none') : formatDuration(lead, language),
      ...(lead === null ? {} : relative(lead, before?.lead_time_median_minutes, 'down')),
    },
  ];
  return <FigureGroup label={t('reports.figures.title')} figures={items} />;
}
