import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { page, userEvent } from 'vitest/browser';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ThemeRoot, type ThemeName } from '@siirto/ui/theme';
import '@siirto/ui/fonts';
import '../../../i18n/all-catalogs';
import { I18nProvider } from '../../../i18n/intl';
import { enums, status } from '../../../mocks/fixtures';
import { enumsQueryOptions } from '../../../lib/queries/get-enums';
import { statusQueryOptions } from '../../../lib/queries/get-status';
import { transportsQueryOptions } from '../api/get-transports';
import { filterLocationsQuery } from '../api/get-business-locations';
import { seriesListQuery } from '../series/api/get-series-list';
import { seriesFixture } from '../series/series-fixtures';
import { listParams, readView } from './list-view';
import { filterLocations, listTransports, stateEnum } from './list-fixtures';
import { TransportList } from './TransportList';

/** `filtersOpen`: the full list with two filters in use and the phone's filter panel opened. */
type ListState = 'full' | 'empty' | 'noResults' | 'error' | 'filtersOpen' | 'series';

const urls: Partial<Record<ListState, string>> = {
  noResults: '/dashboard/transports?search=NOPE',
  filtersOpen: '/dashboard/transports?state=5&search=ABC',
  series: '/dashboard/transports?series=7',
};

/** The list with its answers already in the query cache (nothing is fetched): full, empty, no results or failed. */
async function renderList(theme: ThemeName, state: ListState, width: number) {
  const url = urls[state] ?? '/dashboard/transports';
  const client = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false, retryOnMount: false } },
  });
  client.setQueryData(statusQueryOptions.queryKey, status);
  client.setQueryData(enumsQueryOptions.queryKey, { ...enums, 'transports.transport.state': stateEnum });
  client.setQueryData(filterLocationsQuery.queryKey, filterLocations);
  // the company's repeating series: one in the series' case, none else (no series filter shown)
  client.setQueryData(seriesListQuery.queryKey, state === 'series' ? [seriesFixture] : []);
  const list = transportsQueryOptions(listParams(readView(new URL(url, 'http://x').searchParams)));
  const failedKey: QueryKey = list.queryKey;
  if (state === 'error') {
    client
      .getQueryCache()
      .build(client, { queryKey: failedKey })
      .setState({ status: 'error', error: new Error('500'), fetchStatus: 'idle' });
  } else {
    // the full list sorted by pickup or destination time too, as the sort buttons ask for it
    if (state === 'full')
      for (const ordering of ['pickup_time', 'destination_time'])
        client.setQueryData(transportsQueryOptions(listParams(readView(new URLSearchParams({ ordering })))).queryKey, {
          count: 240,
          countEstimated: false,
          results: listTransports,
        });
    client.setQueryData(
      list.queryKey,
      state === 'full' || state === 'filtersOpen'
        ? { count: 240, countEstimated: false, results: listTransports }
        : state === 'series'
          ? {
              count: 1,
              countEstimated: false,
              results: listTransports.slice(0, 1).map((row) => ({ ...row, series_id: 7 })),
            }
          : { count: 0, countEstimated: false, results: [] },
    );
  }
  await page.viewport(width, 720);
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider initialLanguage="fi">
        <ThemeRoot theme={theme}>
          <div data-testid="frame" style={{ padding: 16, maxHeight: 720, overflow: 'hidden' }}>
            <MemoryRouter initialEntries={[url]}>
              <Routes>
                <Route path="/dashboard/transports" element={<TransportList />} />
              </Routes>
            </MemoryRouter>
          </div>
        </ThemeRoot>
      </I18nProvider>
    </QueryClientProvider>,
  );
}

const cases: { state: ListState; width: number }[] = [
  { state: 'full', width: 1280 },
  { state: 'empty', width: 1280 },
  { state: 'noResults', width: 1280 },
  { state: 'error', width: 1280 },
  { state: 'full', width: 375 },
  { state: 'filtersOpen', width: 375 },
];

describe('the transport list (screenshots)', () => {
  for (const theme of ['light', 'dark'] as ThemeName[]) {
    for (const { state, width } of cases) {
      it(`${state} at ${String(width)} px, ${theme}`, async () => {
        const screen = await renderList(theme, state, width);
        await expect.element(screen.getByRole('heading', { level: 1, name: 'Siirrot' })).toBeVisible();
        if (state === 'filtersOpen') {
          await screen.getByRole('button', { name: 'Suodattimet (2 käytössä)' }).click();
          await expect.element(screen.getByRole('search', { name: 'Suodattimet' })).toBeVisible();
        }
        await expect(screen.getByTestId('frame')).toMatchScreenshot(
          `transport-list-${state}-${String(width)}-${theme}`,
          {
            comparatorName: 'pixelmatch',
            comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.002 },
          },
        );
      });
    }
  }
});

describe('a series of repeating orders (issue 30 §2)', () => {
  it('is chosen in the series filter, its transports marked as repeated; Kaikki shows every transport again', async () => {
    const screen = await renderList('light', 'series', 1280);
    const filter = screen.getByRole('combobox', { name: 'Toistosarja' });
    await expect.element(filter).toHaveTextContent('#7 · Joka viikko: ma, ke · 31.05.2027 asti');
    await expect.element(screen.getByRole('img', { name: 'Toistuva siirto' })).toBeVisible();
    await filter.click();
    await screen.getByRole('listbox', { name: 'Toistosarja' }).getByRole('option', { name: 'Kaikki' }).click();
    await expect.element(filter).toHaveTextContent('Kaikki');
  });
});

describe('the filters on a phone', () => {
  it('fold behind a button with the number in use, which opens and closes them', async () => {
    const screen = await renderList('light', 'filtersOpen', 375);
    const toggle = screen.getByRole('button', { name: 'Suodattimet (2 käytössä)' });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('search', { name: 'Suodattimet' })).not.toBeInTheDocument();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    const filters = screen.getByRole('search', { name: 'Suodattimet' });
    await expect.element(filters).toBeVisible();
    await expect.element(toggle).toHaveAttribute('aria-controls', filters.element().id);
    await expect.element(filters.getByRole('searchbox', { name: 'Haku' })).toHaveValue('ABC');
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.element(screen.getByRole('search', { name: 'Suodattimet' })).not.toBeInTheDocument();
  });

  it('show on a wide screen without the button', async () => {
    const screen = await renderList('light', 'filtersOpen', 1280);
    await expect.element(screen.getByRole('search', { name: 'Suodattimet' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: /^Suodattimet/ })).not.toBeInTheDocument();
  });
});

describe('sorting by pickup or destination time at every width (issue 28 item 1)', () => {
  it('below 50rem the Reitti header offers both sorts, reached and pressed from the keyboard', async () => {
    const screen = await renderList('light', 'full', 760);
    const route = screen.getByRole('columnheader', { name: /^Reitti/ });
    await expect.element(route).toBeVisible();
    await expect.element(screen.getByRole('columnheader', { name: /^Nouto/ })).not.toBeInTheDocument();
    const pickup = route.getByRole('button', { name: 'Nouto' });
    const destination = route.getByRole('button', { name: 'Kohde' });
    (pickup.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(route).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(screen.getByRole('status')).toHaveTextContent('240 siirtoa, järjestys: Nouto nousevasti');
    await userEvent.keyboard('{Enter}');
    await expect.element(route).toHaveAttribute('aria-sort', 'descending');
    await userEvent.tab();
    await expect.element(destination).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(route).toHaveAttribute('aria-sort', 'ascending');
    await expect.element(screen.getByRole('status')).toHaveTextContent('240 siirtoa, järjestys: Kohde nousevasti');
  });

  it('the phone cards have a sort button for each time', async () => {
    const screen = await renderList('light', 'full', 375);
    await expect.element(screen.getByRole('button', { name: 'Nouto', exact: true })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Kohde', exact: true })).toBeVisible();
  });
});
