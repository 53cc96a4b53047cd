import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { BarStack, BarStackHorizontal } from '@visx/shape';
import { scaleBand, scaleLinear, scaleOrdinal } from '@visx/scale';
import { Button } from '../Button/Button';
import { vars } from '../theme/contract.css';
import * as styles from './BarChart.css';

export interface ChartSeries {
  /** Stable key of the series (a business location's id, a state). */
  key: string;
  /** The series' name in the legend and the table's header. */
  label: string;
  /** One value per category, in the categories' order. */
  values: readonly number[];
}

export interface BarChartLabels {
  /** The toggle's text while the chart shows ("Näytä taulukkona"). */
  showTable: string;
  /** The toggle's text while the table shows ("Näytä kaaviona"). */
  showChart: string;
  /** The table's column of the categories ("Kuukausi"). */
  category: string;
  /** The table's column of each row's sum ("Yhteensä"). */
  total: string;
}

export interface BarChartProps {
  /** The chart's title (a heading). */
  title: string;
  headingLevel?: 2 | 3 | 4;
  /** The key finding in one sentence, worded by the caller: the chart's text alternative with the table. */
  summary: ReactNode;
  /** The categories along the axis, in order (periods, cost centres). */
  categories: readonly string[];
  /** The stacked series; each has a value per category. At most six are told apart: the caller groups the rest. */
  series: readonly ChartSeries[];
  /** A value as the table and a bar's tooltip print it ("1 234,50 €"). */
  formatValue: (value: number) => string;
  /** A value on the axis, shorter ("1 200 €"); `formatValue` unless given. */
  formatTick?: (value: number) => string;
  /** Vertical bars per category (time along the bottom) or horizontal bars (a label above each bar). */
  orientation?: 'vertical' | 'horizontal';
  labels: BarChartLabels;
  /** Shown instead of the chart when there is nothing to draw. */
  emptyText: ReactNode;
}

/** The six series colours of the theme, in order. */
const SERIES_COLOURS = [
  vars.color.chart.series1,
  vars.color.chart.series2,
  vars.color.chart.series3,
  vars.color.chart.series4,
  vars.color.chart.series5,
  vars.color.chart.series6,
];
export const CHART_MAX_SERIES = SERIES_COLOURS.length;

const PLOT_HEIGHT = 220;
const AXIS_HEIGHT = 28;
const ROW_HEIGHT = 48;
const ROW_BAR_HEIGHT = 20;
/** An estimate of a label's width in the axis's 12 px font, for margins and thinning: no text measuring needed. */
const textWidth = (text: string) => text.length * 7;

/** The fill pattern of series `index` (the first is solid): the second cue beside the colour. */
function SeriesPattern({ id, index }: { id: string; index: number }) {
  const stroke = { stroke: vars.color.surface, strokeWidth: 1.5, strokeOpacity: 0.75 };
  const shapes = [
    null,
    <path key="d" d="M-1,1 l2,-2 M0,8 l8,-8 M7,9 l2,-2" {...stroke} />,
    <circle key="c" cx="4" cy="4" r="1.4" fill={vars.color.surface} fillOpacity={0.8} />,
    <path key="h" d="M0,4 h8" {...stroke} />,
    <path key="x" d="M0,0 l8,8 M8,0 l-8,8" {...stroke} />,
    <path key="v" d="M4,0 v8" {...stroke} />,
  ];
  const shape = shapes[index % shapes.length];
  if (!shape) return null;
  return (
    <pattern id={id} width="8" height="8" patternUnits="userSpaceOnUse">
      {shape}
    </pattern>
  );
}

/** The container's width, measured before paint and on every resize. */
function useWidth() {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    setWidth(element.getBoundingClientRect().width);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * A stacked bar chart on visx (SVG, so it scales, themes and prints), with its text alternatives built in: a
 * caption with the key finding, a legend, a tooltip per bar, and a toggle that swaps the chart for a table of every
 * value ("Näytä taulukkona"). Series are told apart by colour and a fill pattern.
 */
export function BarChart({
  title,
  headingLevel = 3,
  summary,
  categories,
  series,
  formatValue,
  formatTick = formatValue,
  orientation = 'vertical',
  labels,
  emptyText,
}: BarChartProps) {
  const id = useId();
  const [showTable, setShowTable] = useState(false);
  const [ref, width] = useWidth();
  const Heading: `h${typeof headingLevel}` = `h${headingLevel}`;
  const shown = series.slice(0, CHART_MAX_SERIES);
  const totals = categories.map((_, index) => shown.reduce((sum, entry) => sum + (entry.values[index] ?? 0), 0));
  const empty = categories.length === 0 || totals.every((total) => total === 0);
  const patternId = (index: number) => `${id}-pattern-${String(index)}`;
  const captionId = `${id}-caption`;

  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        <Heading className={styles.title}>{title}</Heading>
        <p className={styles.summary}>{summary}</p>
      </figcaption>
      {empty ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          <div className={styles.toolbar}>
            <ul className={styles.legend}>
              {shown.map((entry, index) => (
                <li key={entry.key} className={styles.legendItem}>
                  <svg width="14" height="14" aria-hidden="true" className={styles.swatch}>
                    <rect width="14" height="14" rx="2" fill={SERIES_COLOURS[index]} />
                    {index > 0 ? <rect width="14" height="14" rx="2" fill={`url(#${patternId(index)})`} /> : null}
                  </svg>
                  {entry.label}
                </li>
              ))}
            </ul>
            <Button size="small" tone="secondary" onClick={() => setShowTable((value) => !value)}>
              {showTable ? labels.showChart : labels.showTable}
            </Button>
          </div>
          {showTable ? (
            <div className={styles.tableScroll}>
              <table className={styles.table}>
                <caption className={styles.visuallyHidden}>{title}</caption>
                <thead>
                  <tr>
                    <th scope="col">{labels.category}</th>
                    {shown.map((entry) => (
                      <th key={entry.key} scope="col" className={styles.numeric}>
                        {entry.label}
                      </th>
                    ))}
                    {shown.length > 1 ? (
                      <th scope="col" className={styles.numeric}>
                        {labels.total}
                      </th>
                    ) : null}
                  </tr>
                </thead>
                <tbody>
                  {categories.map((category, index) => (
                    <tr key={category}>
                      <th scope="row">{category}</th>
                      {shown.map((entry) => (
                        <td key={entry.key} className={styles.numeric}>
                          {formatValue(entry.values[index] ?? 0)}
                        </td>
                      ))}
                      {shown.length > 1 ? <td className={styles.numeric}>{formatValue(totals[index] ?? 0)}</td> : null}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <div ref={ref} className={styles.plot} hidden={showTable}>
            {width > 0 ? (
              <svg
                width={width}
                height={orientation === 'vertical' ? PLOT_HEIGHT + AXIS_HEIGHT : categories.length * ROW_HEIGHT}
                role="img"
                aria-labelledby={captionId}
                className={styles.svg}
              >
                <defs>
                  {shown.map((entry, index) => (
                    <SeriesPattern key={entry.key} id={patternId(index)} index={index} />
                  ))}
                </defs>
                {orientation === 'vertical' ? (
                  <VerticalBars
                    width={width}
                    categories={categories}
                    series={shown}
                    totals={totals}
                    formatValue={formatValue}
                    formatTick={formatTick}
                    patternId={patternId}
                  />
                ) : (
                  <HorizontalBars
                    width={width}
                    categories={categories}
                    series={shown}
                    totals={totals}
                    formatValue={formatValue}
                    patternId={patternId}
                  />
                )}
              </svg>
            ) : null}
          </div>
        </>
      )}
    </figure>
  );
}

interface BarsProps {
  width: number;
  categories: readonly string[];
  series: readonly ChartSeries[];
  totals: readonly number[];
  formatValue: (value: number) => string;
  patternId: (index: number) => string;
}

type Datum = { category: string } & Record<string, number | string>;

const rowsOf = (categories: readonly string[], series: readonly ChartSeries[]): Datum[] =>
  categories.map((category, index) => {
    const row: Datum = { category };
    for (const entry of series) row[entry.key] = entry.values[index] ?? 0;
    return row;
  });

interface BarPartProps {
  rect: { x: number; y: number; width: number; height: number };
  /** The side where the part meets the one before it in the stack (a hairline keeps them apart). */
  edge: 'top' | 'left';
  colour: string;
  found: { entry: ChartSeries; index: number } | undefined;
  category: string;
  valueIndex: number;
  formatValue: (value: number) => string;
  patternId: (index: number) => string;
}

/** One series' part of a stacked bar: its colour, its pattern, a hairline at its edge and a tooltip. */
function BarPart({ rect, edge, colour, found, category, valueIndex, formatValue, patternId }: BarPartProps) {
  if (rect.width <= 0 || rect.height <= 0) return null;
  const { x, y, width, height } = rect;
  return (
    <g>
      <rect {...rect} fill={colour} />
      {found && found.index > 0 ? <rect {...rect} fill={`url(#${patternId(found.index)})`} /> : null}
      {edge === 'top' ? (
        <line x1={x} x2={x + width} y1={y} y2={y} className={styles.separator} />
      ) : (
        <line x1={x} x2={x} y1={y} y2={y + height} className={styles.separator} />
      )}
      <title>{`${category} · ${found?.entry.label ?? ''}: ${formatValue(found?.entry.values[valueIndex] ?? 0)}`}</title>
    </g>
  );
}

/** Each series' colour by its key, in the theme's order (the stacks' `color`). */
function seriesColour(series: readonly ChartSeries[]) {
  const colour = scaleOrdinal<string, string>({
    domain: series.map((entry) => entry.key),
    range: SERIES_COLOURS.slice(0, series.length),
  });
  return (key: string) => colour(key);
}

/** A bar of a visx stack: one series' part in one category, placed by the stack's scales. */
interface StackBar {
  index: number;
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

/**
 * The parts of every stacked bar: upright (each part meets the one below it at its top) or, given `row`, lying in
 * its row under the row's label (each part meets the one before it at its left).
 */
function stackParts(
  stacks: readonly { key: string; bars: readonly StackBar[] }[],
  { series, categories, formatValue, patternId }: Omit<BarsProps, 'width' | 'totals'>,
  row?: { top: number; height: number },
) {
  const byKey = new Map(series.map((entry, index) => [entry.key, { entry, index }]));
  return stacks.map((stack) =>
    stack.bars.map((bar) => (
      <BarPart
        key={`${stack.key}-${String(bar.index)}`}
        rect={{ x: bar.x, y: bar.y + (row?.top ?? 0), width: bar.width, height: row?.height ?? bar.height }}
        edge={row ? 'left' : 'top'}
        colour={bar.color}
        found={byKey.get(stack.key)}
        category={categories[bar.index] ?? ''}
        valueIndex={bar.index}
        formatValue={formatValue}
        patternId={patternId}
      />
    )),
  );
}

function VerticalBars({
  width,
  categories,
  series,
  totals,
  formatValue,
  formatTick,
  patternId,
}: BarsProps & { formatTick: (value: number) => string }) {
  const max = Math.max(...totals, 0);
  const yScale = scaleLinear<number>({ domain: [0, max], range: [PLOT_HEIGHT, 8], nice: true });
  const ticks = yScale.ticks(4);
  const left = Math.max(...ticks.map((tick) => textWidth(formatTick(tick)))) + 12;
  const xScale = scaleBand<string>({ domain: [...categories], range: [left, width - 4], padding: 0.25 });
  // every nth category label, so that labels never overlap on a phone
  const longest = Math.max(...categories.map(textWidth));
  const step = Math.max(1, Math.ceil((longest + 8) / Math.max(1, xScale.step())));

  return (
    <g>
      {ticks.map((tick) => (
        <g key={tick} className={styles.tick}>
          <line x1={left} x2={width - 4} y1={yScale(tick)} y2={yScale(tick)} className={styles.grid} />
          <text x={left - 6} y={yScale(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      <BarStack<Datum, string>
        data={rowsOf(categories, series)}
        keys={series.map((entry) => entry.key)}
        x={(row) => row.category}
        xScale={xScale}
        yScale={yScale}
        color={seriesColour(series)}
      >
        {(stacks) => stackParts(stacks, { series, categories, formatValue, patternId })}
      </BarStack>
      <line x1={left} x2={width - 4} y1={PLOT_HEIGHT} y2={PLOT_HEIGHT} className={styles.axis} />
      {categories.map((category, index) =>
        index % step === 0 ? (
          <text
            key={category}
            x={(xScale(category) ?? 0) + xScale.bandwidth() / 2}
            y={PLOT_HEIGHT + 18}
            textAnchor="middle"
            className={styles.tick}
          >
            {category}
          </text>
        ) : null,
      )}
    </g>
  );
}

function HorizontalBars({ width, categories, series, totals, formatValue, patternId }: BarsProps) {
  const max = Math.max(...totals, 0);
  const longestValue = Math.max(...totals.map((total) => textWidth(formatValue(total))));
  const xScale = scaleLinear<number>({ domain: [0, max], range: [0, Math.max(40, width - longestValue - 12)] });
  // each band is a row: the category's name on top, its bar below
  const yScale = scaleBand<string>({ domain: [...categories], range: [0, categories.length * ROW_HEIGHT] });
  /** A bar's top within its row, under the row's label. */
  const barTop = ROW_HEIGHT - ROW_BAR_HEIGHT - 6;

  return (
    <g>
      {categories.map((category, index) => (
        <g key={category} className={styles.tick}>
          <text x={0} y={(yScale(category) ?? 0) + 16} className={styles.rowLabel}>
            {category}
          </text>
          <text
            x={xScale(totals[index] ?? 0) + 6}
            y={(yScale(category) ?? 0) + barTop + ROW_BAR_HEIGHT / 2}
            dy="0.32em"
          >
            {formatValue(totals[index] ?? 0)}
          </text>
        </g>
      ))}
      <BarStackHorizontal<Datum, string>
        data={rowsOf(categories, series)}
        keys={series.map((entry) => entry.key)}
        y={(row) => row.category}
        xScale={xScale}
        yScale={yScale}
        color={seriesColour(series)}
      >
        {(stacks) =>
          stackParts(stacks, { series, categories, formatValue, patternId }, { top: barTop, height: ROW_BAR_HEIGHT })
        }
      </BarStackHorizontal>
    </g>
  );
}
