export { BarChart, CHART_MAX_SERIES, type BarChartProps, type BarChartLabels, type ChartSeries } from './BarChart';
