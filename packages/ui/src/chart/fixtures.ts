import type { ChartSeries } from './BarChart';

/** Six months of three cost centres, as the reports page would pass them (fi texts, euros). */
export const monthCategories = ['kesä 2026', 'heinä 2026', 'elo 2026', 'syys 2026', 'loka 2026', 'marras 2026'];

export const volumeSeries: ChartSeries[] = [
  { key: '1', label: 'Helsinki, Kalasatama', values: [12, 15, 9, 18, 21, 17] },
  { key: '2', label: 'Tampere', values: [6, 4, 8, 7, 9, 11] },
  { key: '3', label: 'Ei toimipistettä', values: [2, 0, 1, 3, 2, 4] },
];

export const spendCategories = ['Helsinki, Kalasatama', 'Tampere', 'Ei toimipistettä'];

export const spendSeries: ChartSeries[] = [
  { key: 'price', label: 'Kuljetus', values: [18240.5, 7420, 1980.25] },
  { key: 'extras', label: 'Lisäpalvelut', values: [1210, 480.5, 0] },
  { key: 'expenses', label: 'Kulut', values: [640.8, 212, 95] },
];

export const chartLabels = {
  showTable: 'Näytä taulukkona',
  showChart: 'Näytä kaaviona',
  category: 'Kuukausi',
  total: 'Yhteensä',
};

const euro = new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR' });
const wholeEuro = new Intl.NumberFormat('fi', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
/** Stand-ins for the domain's formatters (ui does not import the domain). */
export const formatEuro = (value: number) => euro.format(value);
export const formatWholeEuro = (value: number) => wholeEuro.format(value);
export const formatCount = (value: number) => String(value);
