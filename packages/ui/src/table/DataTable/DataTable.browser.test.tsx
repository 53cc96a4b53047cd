import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import type { ColumnDef } from '@tanstack/react-table';
import '../../theme/fonts';
import { ThemeRoot, themeNames, type ThemeName } from '../../theme/ThemeRoot';
import { DataTable } from './DataTable';
import { makeTransports, tableLabels, transportColumns } from './fixtures';

const data = makeTransports(45);

/**
 * The pointer stays where the previous test left it (a sort header it clicked paints its hover colour): park it on
 * the frame's empty top-left corner before a screenshot.
 */
async function parkPointer(frame: ReturnType<typeof page.getByTestId>) {
  await userEvent.hover(frame, { position: { x: 1, y: 1 } });
}

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

/** A long page: rows are virtualised, sorted over every row, and the columns keep their widths while scrolling. */
describe('DataTable with 10,000 rows on one page', () => {
  it('sorts every row, not only those on screen, and keeps the column widths and row height while scrolling', async () => {
    const widths = ['6rem', '14rem', '8rem', '8rem', '10rem', '6rem'];
    const columns = transportColumns.map((column, index) => ({ ...column, meta: { width: widths[index] } }));
    const screen = await render(
      <ThemeRoot>
        <DataTable
          data={makeTransports(10000)}
          columns={columns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="–"
          defaultPageSize={10000}
          rowHeight={48}
        />
      </ThemeRoot>,
    );
    const header = screen.getByRole('columnheader', { name: /Numero/ });
    await userEvent.click(header.getByRole('button'));
    await userEvent.click(header.getByRole('button'));
    await expect.element(header).toHaveAttribute('aria-sort', 'descending');
    const firstRow = () => screen.container.querySelector('tbody tr[data-row]');
    // the highest id of all 10,000 rows comes first
    expect(firstRow()?.textContent).toContain('19999');
    const headerWidths = () =>
      [...screen.container.querySelectorAll('thead th')].map((th) => Math.round(th.getBoundingClientRect().width));
    const before = headerWidths();
    const region = screen.getByRole('region', { name: 'Siirrot' }).element() as HTMLElement;
    for (const top of [5000, 120_000, 479_000]) {
      region.scrollTop = top;
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(headerWidths()).toEqual(before);
      const heights = [...screen.container.querySelectorAll('tbody tr[data-row]')].map((row) =>
        Math.round(row.getBoundingClientRect().height),
      );
      expect(new Set(heights)).toEqual(new Set([48]));
      // every cell lines up under its column's header
      const headerLefts = [...screen.container.querySelectorAll('thead th')].map((th) =>
        Math.round(th.getBoundingClientRect().left),
      );
      for (const row of screen.container.querySelectorAll('tbody tr[data-row]')) {
        const lefts = [...row.querySelectorAll('td')].map((td) => Math.round(td.getBoundingClientRect().left));
        expect(lefts).toEqual(headerLefts);
      }
    }
    // at the end of the scroll, the last of all rows is there (479,000 px is some rows short of the end, which the
    // window's few extra rows no longer reach)
    region.scrollTop = region.scrollHeight;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.container.querySelector('tbody tr[data-row]:last-of-type')?.textContent).toContain('10000');
  });
});

/** A long page as the eye sees it: rows in the middle of the scroll, scrolled sideways with a sticky first column. */
describe('DataTable long page screenshots', () => {
  for (const theme of themeNames) {
    it(`a virtualised page scrolled down and sideways keeps its header, first column and row lines (${theme})`, async () => {
      const screen = await render(
        <ThemeRoot theme={theme}>
          <div style={{ padding: 16, width: 520 }} data-testid="frame">
            <DataTable
              data={makeTransports(200)}
              columns={transportColumns.map((column) => ({ ...column, meta: { width: '9rem' } }))}
              caption="Siirrot"
              labels={tableLabels}
              emptyMessage="–"
              defaultPageSize={10000}
              onRowClick={() => undefined}
              stickyFirstColumn
            />
          </div>
        </ThemeRoot>,
      );
      const region = screen.getByRole('region', { name: 'Siirrot' }).element() as HTMLElement;
      region.scrollTop = 44 * 100 + 20;
      region.scrollLeft = 150;
      await expect.poll(() => screen.container.querySelector('tbody tr[data-position="100"]')).not.toBeNull();
      // the first column stays at the left edge of the scroll area, over the cells scrolled under it
      const regionLeft = region.getBoundingClientRect().left;
      const firstCell = screen.container.querySelector('tbody tr[data-position="100"] td') as HTMLElement;
      expect(region.scrollLeft).toBe(150);
      expect(Math.abs(firstCell.getBoundingClientRect().left - regionLeft - 1)).toBeLessThanOrEqual(1);
      // the second column has moved under it
      const secondCell = firstCell.nextElementSibling as HTMLElement;
      expect(secondCell.getBoundingClientRect().left).toBeLessThan(firstCell.getBoundingClientRect().right - 100);
      await parkPointer(screen.getByTestId('frame'));
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`datatable-long-${theme}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    });
  }
});

/** phoneCards: a narrow table shows each row as a card, a wide one stays a table. */
describe('DataTable phone cards', () => {
  const cardTable = (theme: ThemeName, width: number) => (
    <ThemeRoot theme={theme}>
      <div style={{ padding: 8, width }} data-testid="frame">
        <DataTable
          data={makeTransports(3)}
          columns={transportColumns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="Ei siirtoja"
          onRowClick={() => undefined}
          sorting={[{ id: 'id', desc: true }]}
          phoneCards
        />
      </div>
    </ThemeRoot>
  );
  const cellTops = (row: Element) =>
    [...row.querySelectorAll('td')].map((td) => Math.round(td.getBoundingClientRect().top));

  for (const theme of themeNames) {
    it(`at 375 px every row is a card of named cells, with the sort buttons above and nothing to scroll sideways (${theme})`, async () => {
      await page.viewport(375, 800);
      const screen = await render(cardTable(theme, 359));
      const region = screen.getByRole('region', { name: 'Siirrot' }).element() as HTMLElement;
      const row = screen.getByRole('row', { name: /10002/ }).element();
      // the cells one under another, each named by its column
      const tops = cellTops(row);
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
      expect(new Set(tops).size).toBe(tops.length);
      const firstCell = row.querySelector('td') as HTMLElement;
      expect(getComputedStyle(firstCell, '::before').content).toBe('"Numero"');
      expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
      // sorting stays at hand, each sort button a target of at least 24 px that overlaps no other (WCAG 2.5.8)
      await expect.element(screen.getByRole('button', { name: /Numero/ })).toBeVisible();
      const sortBoxes = [...region.querySelectorAll<HTMLElement>('thead button')]
        .filter((button) => button.offsetParent !== null)
        .map((button) => button.getBoundingClientRect());
      expect(sortBoxes.length).toBeGreaterThan(1);
      for (const box of sortBoxes) expect(box.height).toBeGreaterThanOrEqual(24);
      for (const [index, box] of sortBoxes.entries())
        for (const other of sortBoxes.slice(index + 1))
          expect(
            box.right <= other.left || other.right <= box.left || box.bottom <= other.top || other.bottom <= box.top,
          ).toBe(true);
      await parkPointer(screen.getByTestId('frame'));
      await expect(screen.getByTestId('frame')).toMatchScreenshot(`datatable-cards-${theme}`, {
        comparatorName: 'pixelmatch',
        comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
      });
    });
  }

  it('at 1280 px the same table keeps its rows', async () => {
    await page.viewport(1280, 800);
    const screen = await render(cardTable('light', 1200));
    const row = screen.getByRole('row', { name: /10002/ }).element();
    expect(new Set(cellTops(row)).size).toBe(1);
  });
});

/** The frontpage's latest transports: ids and dates never wrap, other text wraps only between words. */
describe('DataTable cells that never wrap', () => {
  interface Latest {
    id: number;
    created: string;
    pickup: string;
    destination: string;
    info: string;
    driver: string;
    state: string;
  }
  const rows: Latest[] = [
    {
      id: 10,
      created: '21.11.2026 10:00',
      pickup: 'Mannerheimintie 1 / Helsinki',
      destination: 'Hämeenkatu 1 / Tampere',
      info: 'ABC-123 Toyota Corolla',
      driver: 'Kalle Järvinen',
      state: 'Vahvistettu',
    },
    {
      id: 1234,
      created: '3.12.2026 8:15',
      pickup: 'Autotalo Tikkurila, myynti / Vantaa',
      destination: 'Aurakatu 1 / Turku',
      info: 'XYZ-987 Volkswagen Transporter',
      driver: 'Minna Lahtinen',
      state: 'Luonnos',
    },
  ];
  const columns: ColumnDef<Latest>[] = [
    { id: 'id', header: 'Numero', cell: ({ row }) => `#${String(row.original.id)}`, meta: { nowrap: true } },
    { id: 'created', header: 'Luotu', cell: ({ row }) => row.original.created, meta: { nowrap: true } },
    { id: 'pickup', header: 'Nouto', cell: ({ row }) => row.original.pickup },
    { id: 'destination', header: 'Toimitus', cell: ({ row }) => row.original.destination },
    { id: 'info', header: 'Tiedot', cell: ({ row }) => row.original.info },
    { id: 'driver', header: 'Kuljettaja', cell: ({ row }) => row.original.driver },
    { id: 'state', header: 'Tila', cell: ({ row }) => row.original.state },
  ];

  /** How many lines the element's text takes (its text rectangles at distinct heights). */
  function lineCount(element: Element) {
    const range = document.createRange();
    range.selectNodeContents(element);
    return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
  }

  for (const width of [1280, 375])
    for (const theme of themeNames)
      it(`keeps ids and dates on one line at ${String(width)} px (${theme})`, async () => {
        await page.viewport(width, 500);
        const screen = await render(
          <ThemeRoot theme={theme}>
            <div style={{ padding: 8 }} data-testid="frame">
              <DataTable
                data={rows}
                columns={columns}
                caption="Viimeisimmät siirrot"
                labels={tableLabels}
                emptyMessage="Ei siirtoja"
                paginated={false}
                stickyHeader={false}
              />
            </div>
          </ThemeRoot>,
        );
        for (const text of ['#10', '#1234', '21.11.2026 10:00', '3.12.2026 8:15'])
          expect(lineCount(screen.getByRole('cell', { name: text, exact: true }).element()), text).toBe(1);
        await expect(screen.getByTestId('frame')).toMatchScreenshot(`datatable-nowrap-${String(width)}-${theme}`, {
          comparatorName: 'pixelmatch',
          comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
        });
      });
});

/** Column priorities (`meta.hideBelow`, `meta.foldInto`): a narrow table leaves columns out and shows them in another cell. */
describe('DataTable column priorities', () => {
  const columns = transportColumns.map((column) =>
    column.header === 'Noutoaika' ? { ...column, meta: { hideBelow: 60, foldInto: 'name' } } : column,
  );
  const table = (width: number, tableColumns = columns) => (
    <ThemeRoot>
      <div style={{ width }} data-testid="frame">
        <DataTable
          data={makeTransports(3)}
          columns={tableColumns}
          caption="Siirrot"
          labels={tableLabels}
          emptyMessage="Ei siirtoja"
          sorting={[{ id: 'id', desc: false }]}
          phoneCards
        />
      </div>
    </ThemeRoot>
  );
  const headers = (screen: Awaited<ReturnType<typeof render>>) =>
    screen
      .getByRole('columnheader')
      .elements()
      .map((header) => header.textContent.trim());

  it('a table narrower than hideBelow leaves the column out and shows its content, named, in the foldInto cell', async () => {
    await page.viewport(1280, 800);
    const screen = await render(table(800));
    await expect.poll(() => headers(screen)).not.toContain('Noutoaika');
    expect(headers(screen)).toEqual(['Numero', 'Ajoneuvo', 'Nouto', 'Kohde', 'Tila']);
    const row = screen.getByRole('row', { name: /10000/ });
    await expect
      .element(row.getByRole('cell', { name: /Toyota Corolla ABC-100/ }))
      .toHaveTextContent('Toyota Corolla ABC-100Noutoaika01.12.2026 06:00');
    const region = screen.getByRole('region', { name: 'Siirrot' }).element() as HTMLElement;
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  });

  it('a wide table shows the column in its own place, and nothing folded', async () => {
    await page.viewport(1280, 800);
    const screen = await render(table(1200));
    await expect.poll(() => headers(screen)).toContain('Noutoaika');
    await expect
      .element(screen.getByRole('row', { name: /10000/ }).getByRole('cell', { name: /Toyota Corolla ABC-100/ }))
      .toHaveTextContent(/^Toyota Corolla ABC-100$/);
  });

  it('a column with showBelow stands in a narrow table for the columns left out there, and only there', async () => {
    await page.viewport(1280, 800);
    const routeColumns = [
      ...transportColumns.map((column) =>
        column.header === 'Nouto' || column.header === 'Kohde' ? { ...column, meta: { hideBelow: 60 } } : column,
      ),
      {
        id: 'route',
        header: 'Reitti',
        cell: ({ row }: { row: { original: { pickupCity: string; destinationCity: string } } }) =>
          `${row.original.pickupCity} → ${row.original.destinationCity}`,
        meta: { showBelow: 60 },
      },
    ] as typeof columns;
    const withRoute = (width: number) => table(width, routeColumns);
    const narrow = await render(withRoute(800));
    await expect.poll(() => headers(narrow)).toEqual(['Numero', 'Ajoneuvo', 'Noutoaika', 'Tila', 'Reitti']);
    await narrow.unmount();
    const wide = await render(withRoute(1200));
    await expect.poll(() => headers(wide)).toEqual(['Numero', 'Ajoneuvo', 'Nouto', 'Kohde', 'Noutoaika', 'Tila']);
    await wide.unmount();
    // phone cards: every column but the stand-in
    await page.viewport(375, 800);
    const cards = await render(withRoute(359));
    const row = cards.getByRole('row', { name: /10000/ }).element();
    await expect.poll(() => row.querySelectorAll('td').length).toBe(6);
    expect(row.textContent).not.toContain('→');
  });

  it('phone cards show every column, the prioritised one too', async () => {
    await page.viewport(375, 800);
    const screen = await render(table(359));
    const row = screen.getByRole('row', { name: /10000/ }).element();
    await expect.poll(() => row.querySelectorAll('td').length).toBe(6);
    expect(row.textContent).toContain('01.12.2026 06:00');
  });
});
