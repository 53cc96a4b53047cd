import { beforeAll, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { vars } from '../theme/contract.css';
import { ThemeRoot, themeNames } from '../theme/ThemeRoot';
import { prepareScreenshots, screenshotOptions } from '../theme/testing';
import { BarChart, type BarChartProps } from './BarChart';
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

beforeAll(prepareScreenshots);

const volume: BarChartProps = {
  title: 'Siirrot kuukausittain',
  summary: 'Marraskuussa 32 siirtoa, 5 vähemmän kuin lokakuussa.',
  categories: monthCategories,
  series: volumeSeries,
  formatValue: formatCount,
  labels: chartLabels,
  emptyText: 'Ei siirtoja',
};

const spend: BarChartProps = {
  ...volume,
  title: 'Kulut toimipisteittäin (alv 0 %)',
  summary: 'Helsinki, Kalasatama: 20 091,30 €, 68 % kaikista kuluista.',
  categories: spendCategories,
  series: spendSeries,
  formatValue: formatEuro,
  formatTick: formatWholeEuro,
  orientation: 'horizontal',
};

/** WCAG's contrast ratio of two `rgb(r, g, b)` colours. */
function contrast(a: string, b: string) {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, bl = 0] = (colour.match(/\d+/g) ?? []).map(Number).map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('BarChart', () => {
  it('draws one bar part per non-zero value, each with a tooltip naming its month, series and value', async () => {
    const screen = await render(
      <ThemeRoot>
        <div style={{ width: 800 }}>
          <BarChart {...volume} />
        </div>
      </ThemeRoot>,
    );
    const chart = screen.getByRole('img', { name: /Siirrot kuukausittain/ }).element();
    const titles = [...chart.querySelectorAll('title')].map((title) => title.textContent);
    const nonZero = volumeSeries.flatMap((series) => series.values.filter((value) => value > 0));
    expect(titles).toHaveLength(nonZero.length);
    expect(titles).toContain('marras 2026 · Tampere: 11');
    // the bar of a taller total is taller: November (32) above August (18)
    const height = (name: string) =>
      [...chart.querySelectorAll('g')]
        .filter((group) => group.querySelector(':scope > title')?.textContent.startsWith(name))
        .reduce((sum, group) => sum + Number(group.querySelector('rect')?.getAttribute('height')), 0);
    expect(height('marras 2026')).toBeGreaterThan(height('elo 2026'));
  });

  it('swaps the chart for a table of every value and back, keeping focus on the toggle', async () => {
    const screen = await render(
      <ThemeRoot>
        <BarChart {...spend} />
      </ThemeRoot>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Näytä taulukkona' }));
    const table = screen.getByRole('table', { name: 'Kulut toimipisteittäin (alv 0 %)' });
    const row = table.getByRole('row', { name: /Tampere/ });
    await expect.element(row).toHaveTextContent(/7\s420,00\s€.*480,50\s€.*212,00\s€.*8\s112,50\s€/);
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
    await expect.element(screen.getByRole('button', { name: 'Näytä kaaviona' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('img', { name: /Kulut toimipisteittäin/ })).toBeVisible();
  });

  it('says so instead of drawing empty axes', async () => {
    const screen = await render(
      <ThemeRoot>
        <BarChart {...volume} categories={[]} series={[]} />
      </ThemeRoot>,
    );
    await expect.element(screen.getByText('Ei siirtoja')).toBeVisible();
    await expect.element(screen.getByRole('img')).not.toBeInTheDocument();
  });

  for (const theme of themeNames) {
    it(`every series colour stands out from the surface by 3:1 or more (${theme} theme, WCAG 1.4.11)`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div data-testid="surface" style={{ background: vars.color.surface }}>
            <BarChart
              {...volume}
              series={[1, 2, 3, 4, 5, 6].map((n) => ({ key: String(n), label: `S${String(n)}`, values: [n] }))}
              categories={['x']}
            />
          </div>
        </ThemeRoot>,
      );
      const root = screen.getByTestId('surface').element();
      const surface = getComputedStyle(root).backgroundColor;
      const fills = [...root.querySelectorAll('li svg rect:first-child')].map((rect) => getComputedStyle(rect).fill);
      expect(fills).toHaveLength(6);
      expect(new Set(fills).size).toBe(6);
      for (const fill of fills) expect(contrast(fill, surface)).toBeGreaterThanOrEqual(3);
    });

    for (const width of [375, 1280]) {
      it(`looks right at ${String(width)} px in the ${theme} theme`, async () => {
        await page.viewport(width, 900);
        const screen = await render(
          <ThemeRoot theme={theme}>
            <div data-testid="frame" style={{ padding: 16, display: 'grid', gap: 32 }}>
              <BarChart {...volume} />
              <BarChart {...spend} />
            </div>
          </ThemeRoot>,
        );
        await userEvent.hover(screen.getByTestId('frame'), { position: { x: 1, y: 1 } });
        await expect(screen.getByTestId('frame')).toMatchScreenshot(
          `barchart-${String(width)}-${theme}`,
          screenshotOptions,
        );
        await page.viewport(1280, 800);
      });
    }
  }
});
