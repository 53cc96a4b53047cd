import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@siirto/api-client';
import { paths } from '../../../config/paths';
import { apiUrl, pendingGet, typedGet, typedResponse } from '../../../mocks/api';
import { businessLocations } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { matchStoryScreenshot, matchStoryScreenshotInBothThemes } from '../../../mocks/screenshot';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import ReportsRoute from './ReportsRoute';

/** Dialogs are portalled out of the story's root. */
const screen = within(document.body);

function reportRow(id: number, overrides: Partial<Schema<'ReportRow'>> = {}): Schema<'ReportRow'> {
  const day = String(1 + (id % 27)).padStart(2, '0');
  return {
    id,
    created: `2026-10-${day}T07:15:00Z`,
    vehicle: ['ABC-123', 'VLV-303', 'EVX-101', 'TRN-404'][id % 4] ?? 'ABC-123',
    business_location_obj: { id: 1, name: 'Tampereen toimipiste' },
    creator: { id: 5, full_name: 'Aino Virtanen' },
    pickup_location: 'Tampere',
    pickup_postal_code: '33100',
    pickup_city: 'Tampere',
    pickup_time: `2026-10-${day}T09:00:00Z`,
    pickup_acknowledged: `2026-10-${day}T09:07:00Z`,
    pickup_latency_minutes: 7,
    destination_location: 'Jyväskylä',
    destination_postal_code: '40100',
    destination_city: 'Jyväskylä',
    destination_time: `2026-10-${day}T13:00:00Z`,
    destination_acknowledged: `2026-10-${day}T11:32:00Z`,
    destination_latency_minutes: -88,
    drive_time_minutes: 145,
    trip_length_km: 148.3,
    price: 189.5,
    price_list_rows_price_total: 25,
    expenses_service_prices: 4.25,
    expenses_price_total: 46.75,
    transport_total_price: 261.25,
    round_trip: id % 3 === 0,
    state: id % 2 === 0 ? 6 : 7,
    ...overrides,
  };
}

const rows = [
  reportRow(142),
  reportRow(139, { destination_location: '=HYPERLINK("https://example.com","Varikko 2")' }),
  reportRow(131, { creator: { id: 6, full_name: 'Laura Nieminen' }, round_trip: true }),
  reportRow(128, { price_list_rows_price_total: 0, expenses_service_prices: 0, expenses_price_total: 0 }),
  reportRow(117),
];
const totals: Schema<'ReportTotals'> = {
  trip_length_km: 5_931.6,
  price: 7_580,
  price_list_rows_price_total: 575,
  expenses_service_prices: 123.25,
  expenses_price_total: 1_355.75,
  transport_total_price: 9_510.75,
};
/** The filtered set's figures: 40 transports, against the 32 of the period before. */
const figures = (count: number): Schema<'ReportSummaryFigures'> => ({
  count,
  spend: count === 0 ? 0 : 9_510.75,
  delivered_with_time: count,
  on_time: Math.round(count * 0.9),
  late: count - Math.round(count * 0.9),
  on_time_share: count === 0 ? null : Math.round(count * 0.9) / count,
  delay_median_minutes: count === 0 ? null : 35,
  delay_p90_minutes: count === 0 ? null : 80,
  lead_time_median_minutes: count === 0 ? null : 2_905,
});
/** Six months of the two cost centres (and a few without one): 40 transports, 9,510.75 € in all. */
const monthBuckets: Schema<'ReportSummaryBucket'>[] = [
  ['2026-06-01', 1, 4, 950],
  ['2026-07-01', 1, 3, 712.5],
  ['2026-08-01', 1, 5, 1_187.5],
  ['2026-08-01', 2, 2, 475],
  ['2026-09-01', 1, 6, 1_425],
  ['2026-09-01', null, 1, 237.5],
  ['2026-10-01', 1, 7, 1_662.5],
  ['2026-10-01', 2, 3, 712.5],
  ['2026-11-01', 1, 6, 1_425],
  ['2026-11-01', 2, 2, 485.75],
  ['2026-11-01', null, 1, 237.5],
].map(([period, key, count, total]) => ({
  period: period as string,
  key: key as number | null,
  label: key === 1 ? 'Tampereen toimipiste' : key === 2 ? 'Helsingin varasto' : null,
  count: count as number,
  total: total as number,
  extras: (count as number) * 14.25,
  expenses: (count as number) * 33.5,
  price: (total as number) - (count as number) * 47.75,
}));
const summary = (count: number): Schema<'ReportSummary'> => ({
  period: 'month',
  split: 'business_location',
  figures: figures(count),
  previous: count === 0 ? null : { from: '2026-09-01', to: '2026-09-30', figures: { ...figures(32), spend: 8_012.4 } },
  buckets: count === 0 ? [] : monthBuckets,
});

const reportPage = (results: Schema<'ReportRow'>[], count = results.length) => ({
  count,
  next: null,
  previous: null,
  results,
  totals,
});

const meta = {
  title: 'Screens/Reports',
  component: ReportsRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.reports.path, url: paths.dashboard.reports.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        locations: [typedGet('/business_locations/', { count: businessLocations.length, results: businessLocations })],
        reports: [typedGet('/transports/company_reports/', reportPage(rows, 40))],
        summary: [typedGet('/transports/company_reports/summary/', summary(40))],
      },
    },
  },
} satisfies Meta<typeof ReportsRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The filtered report: totals of the whole set (40 transports) under the page's rows, the id column sticky. */
const checkFull: NonNullable<Story['play']> = async ({ canvas, globals }) => {
  const t = storyText(globals);
  const table = await canvas.findByRole('table', { name: t('reports.tableCaption') });
  await expect(await within(table).findByText('#142')).toBeVisible();
  await expect(canvas.getByText(t('reports.count', { count: 40 }))).toBeVisible();
  // the formula-looking place is plain text on screen
  await expect(within(table).getByText('=HYPERLINK("https://example.com","Varikko 2")')).toBeVisible();
  const footer = table.querySelector('tfoot');
  await expect(footer).toHaveTextContent(t('reports.totalsRow'));
  await expect((footer?.textContent ?? '').replace(/\s/g, ' ')).toMatch(/9 510,75 €|€9,510.75/);
  await expect(canvas.getByRole('button', { name: t('reports.export.button') })).toBeEnabled();
  // the headline figures of the same filtered set, each with its change from the period before
  const keyFigures = within(await canvas.findByRole('group', { name: t('reports.figures.title') }));
  const vat = storyIntl(globals).formatVatPercent(0);
  await expect(keyFigures.getByText(t('reports.figures.spend', { vat }).replace(/\s+/g, ' '))).toBeVisible();
  await expect(keyFigures.getByText(/9\s510,75\s€|€9,510.75/)).toBeVisible();
  await expect(keyFigures.getByText(/^\+25\s?% /)).toBeVisible();
  // the charts of the same set, each with its key finding and a table of its values
  const charts = within(await canvas.findByRole('region', { name: t('reports.charts.title') }));
  const volume = await charts.findByRole('figure', { name: new RegExp(t('reports.charts.volume.month')) });
  await expect(within(volume).getByRole('img')).toBeVisible();
  await expect(volume).toHaveTextContent(
    t('reports.charts.volume.summary', {
      period: globals.locale === 'en' ? 'Oct 2026' : 'loka 2026',
      count: 10,
      total: 40,
    }),
  );
};

export const Full: Story = {
  play: async (context) => {
    await checkFull(context);
    await matchStoryScreenshotInBothThemes(context.canvasElement, context, 'reports-full');
  },
};

export const FullEnglish: Story = {
  globals: { locale: 'en' },
  play: async (context) => {
    await checkFull(context);
    await matchStoryScreenshot(context.canvasElement, context.globals, 'reports-full');
  },
};

/** A chart's values as a table: the cost centres' spend, each row adding up to the chart's bar. */
export const ChartAsTable: Story = {
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const charts = within(await canvas.findByRole('region', { name: t('reports.charts.title') }));
    const parts = await charts.findByRole('figure', {
      name: new RegExp(
        t('reports.charts.parts.business_location', { vat: storyIntl(globals).formatVatPercent(0) })
          .replace(/[().]/g, '\\$&')
          .replace(/\s/g, '\\s'),
      ),
    });
    await userEvent.click(within(parts).getByRole('button', { name: t('reports.charts.showTable') }));
    const table = within(parts).getByRole('table');
    const tampere = within(table).getByRole('row', { name: /Tampereen toimipiste/ });
    // 31 transports: 7,362.50 € in all, of which extras 31 × 14.25 and expenses 31 × 33.50
    await expect(tampere).toHaveTextContent(/441,75\s€.*1\s038,50\s€.*7\s362,50\s€/);
    await expect(within(parts).getByRole('button', { name: t('reports.charts.showChart') })).toHaveFocus();
  },
};

/** On a phone the filters stack, the table scrolls sideways with the id column in view. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await expect(await canvas.findByText('#142')).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.export.button') })).toBeVisible();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'reports-phone');
  },
};

/** No transport matches: the table says so and there is nothing to export. */
export const Empty: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [
          typedGet('/transports/company_reports/', {
            ...reportPage([]),
            totals: {
              trip_length_km: 0,
              price: 0,
              price_list_rows_price_total: 0,
              expenses_service_prices: 0,
              expenses_price_total: 0,
              transport_total_price: 0,
            },
          }),
        ],
        summary: [typedGet('/transports/company_reports/summary/', summary(0))],
      },
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('reports.empty'))).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('reports.export.button') })).toBeDisabled();
    await expect(canvas.queryByRole('group', { name: t('reports.figures.title') })).not.toBeInTheDocument();
    await matchStoryScreenshot(canvasElement, globals, 'reports-empty');
  },
};

/** The report cannot be loaded. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [http.get(apiUrl('/transports/company_reports/'), () => HttpResponse.json({}, { status: 500 }))],
      },
    },
  },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(t('reports.loadFailed'));
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'reports-error');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { reports: [pendingGet('/transports/company_reports/')] } } },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await expect(await canvas.findByText(t('common.loading'))).toBeVisible();
  },
};

/** A filter the server refuses while the file is prepared: the dialog says the export failed and why. */
export const ExportFails: Story = {
  parameters: {
    msw: {
      handlers: {
        export: [
          typedResponse('get', '/transports/company_reports/export_excel/', 400, {
            pickup_date__gte: ['Päivämäärä muodossa VVVV-KK-PP'],
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const button = await canvas.findByRole('button', { name: t('reports.export.button') });
    // enabled once the report has rows
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const message = `${t('reports.export.failed')} Päivämäärä muodossa VVVV-KK-PP`;
    // the dialog fades in (opacity 0 at first): wait for it to show rather than checking mid-transition
    await waitFor(() => expect(screen.getByText(message)).toBeVisible());
    const dialog = within(screen.getByRole('dialog'));
    await waitFor(() => expect(dialog.getByRole('heading', { name: t('reports.export.title') })).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: t('common.close') }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // focus goes back to the button (it was disabled while the file was prepared)
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A slow export: the running dialog offers Peruuta (focused) and Escape stops it; focus goes back to the button. */
export const ExportCancelled: Story = {
  parameters: {
    msw: {
      handlers: {
        export: [pendingGet('/transports/company_reports/export_excel/')],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    const button = await canvas.findByRole('button', { name: t('reports.export.button') });
    await waitFor(() => expect(button).toBeEnabled());
    button.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: t('reports.export.title') });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: t('common.cancel') })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  },
};

const xlsxBytes = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);
let exportCalls: string[] = [];
let refreshCalls = 0;

/**
 * The access token has expired when the user downloads: the app's one client refreshes it (the shared refresh) and
 * asks again with the new token, and the file is saved, with no sign-in in between.
 */
export const ExportAfterTokenRefresh: Story = {
  parameters: {
    msw: {
      handlers: {
        refresh: [
          http.post(apiUrl('/token/refresh/'), () => {
            refreshCalls += 1;
            return HttpResponse.json({ access: 'refreshed-access', refresh: 'refreshed-refresh' });
          }),
        ],
        export: [
          http.get(apiUrl('/transports/company_reports/export_excel/'), ({ request }) => {
            const authorization = request.headers.get('authorization') ?? '';
            exportCalls.push(`${authorization} ${new URL(request.url).search}`);
            if (authorization !== 'jwt refreshed-access') {
              return HttpResponse.json({ detail: 'Given token not valid', code: 'token_not_valid' }, { status: 401 });
            }
            return new HttpResponse(xlsxBytes, {
              headers: {
                'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
                'content-disposition': `attachment; filename="company_transports.xlsx"; filename*=UTF-8''company_transports.xlsx`,
              },
            });
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    exportCalls = [];
    refreshCalls = 0;
    const button = await canvas.findByRole('button', { name: t('reports.export.button') });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await waitFor(() => expect(exportCalls).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(refreshCalls).toBe(1);
    // the same filters both times, the second with the refreshed token
    await expect(exportCalls[0]).toMatch(/^jwt story-access-token \?state__gt=5&ordering=-id$/);
    await expect(exportCalls[1]).toBe('jwt refreshed-access ?state__gt=5&ordering=-id');
    await expect(canvas.getByRole('button', { name: t('reports.export.button') })).toBeEnabled();
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** Choosing a filter asks the server for the first page of the filtered report and puts it in the address. */
export const FilterByState: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [
          typedGet('/transports/company_reports/', (request) => {
            const state = new URL(request.url).searchParams.get('state');
            return reportPage(state === '7' ? rows.filter((row) => row.state === 7) : rows, state ? 3 : 40);
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByText('#142');
    await userEvent.click(canvas.getByRole('combobox', { name: t('reports.filters.state') }));
    await userEvent.click(
      await screen.findByRole('option', { name: globals.locale === 'en' ? 'Invoiced' : 'Laskutettu' }),
    );
    await waitFor(() => expect(canvas.queryByText('#142')).not.toBeInTheDocument());
    await expect(canvas.getByText('#139')).toBeVisible();
    await expect(canvas.getByText(t('reports.count', { count: 3 }))).toBeVisible();
  },
};

/** The pickup days are typed as dd.mm.yyyy in the app's own date field (not the browser's native, locale-bound one). */
export const FilterByPickupDays: Story = {
  parameters: {
    msw: {
      handlers: {
        reports: [
          typedGet('/transports/company_reports/', (request) => {
            const from = new URL(request.url).searchParams.get('pickup_date__gte');
            return reportPage(from === '2026-03-01' ? rows.slice(0, 2) : rows, from ? 2 : 40);
          }),
        ],
      },
    },
  },
  play: async ({ canvas, globals }) => {
    const t = storyText(globals);
    await canvas.findByText('#142');
    const from = canvas.getByRole('textbox', { name: t('reports.filters.pickupFrom') });
    await expect(from).toHaveAttribute('placeholder', t('common.calendar.placeholder'));
    await userEvent.type(from, '1.3.2026');
    await userEvent.tab();
    await waitFor(() => expect(canvas.getByText(t('reports.count', { count: 2 }))).toBeVisible());
    await expect(from).toHaveValue('01.03.2026');
  },
};
