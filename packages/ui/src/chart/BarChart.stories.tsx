import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BarChart } from './BarChart';
import {
  chartLabels,
  formatCount,
  formatEuro,
  formatWholeEuro,
  monthCategories,
  spendCategories,
  spendSeries,
  volumeSeries,
} from './fixtures';

const meta = {
  title: 'Data/BarChart',
  component: BarChart,
  args: {
    title: 'Siirrot kuukausittain',
    summary: 'Marraskuussa 32 siirtoa, 5 vähemmän kuin lokakuussa.',
    categories: monthCategories,
    series: volumeSeries,
    formatValue: formatCount,
    labels: chartLabels,
    emptyText: 'Ei siirtoja valituilla suodattimilla.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'A stacked bar chart (visx, SVG) with its text alternatives: the caption says the key finding (`summary`, worded by the caller), the legend names the series, each bar has a tooltip, and "Näytä taulukkona" swaps the chart for a table of every value. Series are told apart by colour and a fill pattern; at most six (group the rest). Numbers arrive formatted through `formatValue` and `formatTick`: ui knows no currency or language. Imported from `@siirto/ui/chart`, so only the pages that draw a chart load visx.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Volume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: /Siirrot kuukausittain/ });
    await expect(within(figure).getByRole('img', { name: /Siirrot kuukausittain/ })).toBeVisible();
    await expect(within(figure).getByText('Tampere')).toBeVisible();
  },
};

export const AsTable: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Näytä taulukkona' }));
    const table = canvas.getByRole('table', { name: 'Siirrot kuukausittain' });
    // November: 17 + 11 + 4
    const november = within(table).getByRole('row', { name: /marras 2026/ });
    await expect(
      within(november)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['17', '11', '4', '32']);
    await expect(canvas.getByRole('button', { name: 'Näytä kaaviona' })).toHaveFocus();
  },
};

export const SpendByCostCentre: Story = {
  args: {
    title: 'Kulut toimipisteittäin (alv 0 %)',
    summary: 'Helsinki, Kalasatama: 20 091,30 €, 68 % kaikista kuluista.',
    categories: spendCategories,
    series: spendSeries,
    formatValue: formatEuro,
    formatTick: formatWholeEuro,
    orientation: 'horizontal',
    labels: { ...chartLabels, category: 'Toimipiste' },
  },
};

export const Empty: Story = { args: { categories: [], series: [] } };

export const Phone: Story = { globals: { viewport: { value: 'mobile' } } };

export const DarkTheme: Story = { globals: { theme: 'dark' } };
