import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import '../../theme/fonts';
import { ThemeRoot, type ThemeName } from '../../theme/ThemeRoot';
import { DataTable } from './DataTable';
import { makeTransports, tableLabels, transportColumns } from './fixtures';

const data = makeTransports(45);

describe('DataTable screenshots', () => {
  for (const theme of ['light', 'dark'] as ThemeName[]) {
    it(`looks right in the ${theme} theme`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div style={{ padding: 16, width: 900 }} data-testid="frame">
            <DataTable
              data={data}
              columns={transportColumns}
              caption="Siirrot"
              labels={tableLabels}
              emptyMessage="Ei siirtoja"
              defaultPageSize={30}
              onRowClick={() => undefined}
              sorting={[{ id: 'id', desc: false }]}
              search={{ label: 'Hae', placeholder: 'Kaupunki', onSearch: () => undefined }}
            />
          </div>
        </ThemeRoot>,
      );
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`datatable-${theme}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    });
  }

  it('keeps the header visible while the body scrolls (sticky, max 600 px)', async () => {
    const screen = await render(
      <ThemeRoot>
        <DataTable
          data={makeTransports(300)}
          columns={transportColumns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="–"
          defaultPageSize={300}
        />
      </ThemeRoot>,
    );
    const region = screen.getByRole('region', { name: 'Siirrot' }).element() as HTMLElement;
    expect(region.getBoundingClientRect().height).toBeLessThanOrEqual(600);
    region.scrollTop = 2000;
    await new Promise((resolve) => setTimeout(resolve, 100));
    const header = screen.getByRole('columnheader', { name: /Numero/ }).element();
    expect(Math.abs(header.getBoundingClientRect().top - region.getBoundingClientRect().top)).toBeLessThanOrEqual(2);
  });
});
