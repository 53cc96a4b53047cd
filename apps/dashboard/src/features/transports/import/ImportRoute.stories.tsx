import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { messageText, resolveLanguage, type GeoPlace, type GeoService } from '@siirto/domain';
import type { Schema } from '@siirto/api-client';
import { paths } from '../../../config/paths';
import { GeoServiceProvider } from '../../../lib/geo/react';
import { apiUrl, typedGet } from '../../../mocks/api';
import { businessLocations } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { matchStoryScreenshot, matchStoryScreenshotInBothThemes } from '../../../mocks/screenshot';
import { screenLoad } from '../../../mocks/screen-load';
import { storyIntl, storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { wizardExtras } from '../wizard/testing';
import ImportRoute from './ImportRoute';

const headers = [
  'Rekisterinumero',
  'Toimipiste',
  'Noutoaika',
  'Nouto: paikan nimi',
  'Nouto: katuosoite',
  'Nouto: kaupunki',
  'Nouto: yhteyshenkilö',
  'Nouto: puhelin',
  'Perillä viimeistään',
  'Kohde: paikan nimi',
  'Kohde: katuosoite',
  'Kohde: kaupunki',
  'Kohde: yhteyshenkilö',
  'Kohde: puhelin',
  'Muistiinpano',
];

/** A row of the file: a fixed day years ahead, so the preview is the same whenever the story runs. */
function row(index: number, overrides: Record<number, string> = {}) {
  const cells = [
    `ABC-${String(100 + index)}`,
    'Tampereen toimipiste',
    '1.12.2030 08:00',
    'Autoliike Oy',
    'Hämeenkatu 1',
    'Tampere',
    'Pekka Nouto',
    '+358401112223',
    '1.12.2030 16:00',
    'Leasing Oy',
    'Mannerheimintie 12',
    'Helsinki',
    'Liisa Luovutus',
    '+358405556667',
    '',
  ];
  for (const [column, value] of Object.entries(overrides)) cells[Number(column)] = value;
  return { row: index + 1, cells };
}

/** 30 rows, three of them with errors: an unknown location, a time that is no time, a delivery before the pickup. */
const file: Schema<'TransportImportFile'> = {
  file_hash: 'a'.repeat(64),
  file_name: 'siirrot.xlsx',
  format: 'xlsx',
  headers,
  rows: Array.from({ length: 30 }, (_, index) =>
    row(
      index + 1,
      index === 2
        ? { 1: 'Kuopion toimipiste' }
        : index === 5
          ? { 2: 'huomenna' }
          : index === 9
            ? { 8: '1.12.2030 07:00' }
            : {},
    ),
  ),
  mapping: [
    'vehicle',
    'business_location',
    'pickup_time',
    'pickup_location',
    'pickup_address',
    'pickup_city_name',
    'pickup_name',
    'pickup_phone',
    'destination_time',
    'destination_location',
    'destination_address',
    'destination_city_name',
    'destination_name',
    'destination_phone',
    null,
  ],
};

/** The preview's file: also a destination in "Koski", which two towns start with, and a street found nowhere. */
const fileWithPlaces: Schema<'TransportImportFile'> = {
  ...file,
  rows: file.rows.map((line, index) => {
    if (index === 13) return { ...line, cells: line.cells.map((cell, column) => (column === 11 ? 'Koski' : cell)) };
    if (index === 19)
      return { ...line, cells: line.cells.map((cell, column) => (column === 4 ? 'Olematon kuja 99' : cell)) };
    return line;
  }),
};

/** The geocoder of these stories: one place for an address, two for "Koski", none for "Olematon kuja". */
const storyGeo: GeoService = {
  provider: 'offline',
  suggest: (query) => {
    const [street = '', town = ''] = query.split(', ');
    const at = (city: string, postalCode: string, coordinates: [number, number]): GeoPlace => ({
      placeName: street,
      streetAddress: street,
      postalCode,
      city,
      country: 'FI',
      coordinates,
      fullAddress: `${street}, ${postalCode} ${city}, Suomi`,
    });
    if (street.startsWith('Olematon')) return Promise.resolve([]);
    if (town === 'Koski')
      return Promise.resolve([at('Koski Tl', '31500', [23.14, 60.65]), at('Koskenkorva', '61500', [22.6, 62.8])]);
    return Promise.resolve([at(town, town === 'Tampere' ? '33100' : '00100', [24.94, 60.17])]);
  },
  route: () => Promise.reject(new Error('no routes in the import stories')),
  travelTimes: () => Promise.reject(new Error('no travel times in the import stories')),
};

const readHandler = http.post(apiUrl('/transports/company/import/read/'), () => HttpResponse.json(file));
const priceHandler = http.post(apiUrl('/transports/company/import/price/'), async ({ request }) => {
  const body = (await request.json()) as { rows: { row: number }[] };
  const results: Schema<'TransportImportPrice'>[] = body.rows.map(({ row: line }) => ({
    row: line,
    price: { trip: 157.4, services: 25, total: 182.4, km: 176 },
    errors: null,
  }));
  return HttpResponse.json({ results, total: 182.4 * results.length });
});
const mappingHandler = http.put(
  apiUrl('/transports/company/import/mapping/'),
  () => new HttpResponse(null, { status: 204 }),
);

/** Creates every row it is sent (ids from 500); a step that starts after row `pendingFrom` never answers. */
function importHandler(pendingFrom = Number.POSITIVE_INFINITY, failRow?: number) {
  return http.post(apiUrl('/transports/company/import/'), async ({ request }) => {
    const body = (await request.json()) as { rows: { row: number }[] };
    if ((body.rows[0]?.row ?? 0) > pendingFrom) await delay('infinite');
    // the server's message in the request's language, as the API answers it
    const tooLong = messageText('registrationMaxLength', resolveLanguage(request.headers.get('accept-language')));
    const results: Schema<'TransportImportResult'>[] = body.rows.map(({ row: line }) =>
      line === failRow
        ? { row: line, transport_id: null, replayed: false, errors: { vehicle: [tooLong] } }
        : { row: line, transport_id: 500 + line, replayed: false, errors: null },
    );
    return HttpResponse.json({ results });
  });
}

const meta = {
  title: 'Screens/Import transports',
  component: ImportRoute,
  decorators: [
    (Story) => (
      <GeoServiceProvider service={storyGeo}>
        <Story />
      </GeoServiceProvider>
    ),
    withStoryProviders,
  ],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.transports.import.path, url: paths.dashboard.transports.import.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        locations: [typedGet('/business_locations/', { count: businessLocations.length, results: businessLocations })],
        extras: [typedGet('/pricing/get_company_pricing_extra_services/', wizardExtras)],
        read: [readHandler],
        mapping: [mappingHandler],
        create: [importHandler()],
        price: [priceHandler],
      },
    },
  },
} satisfies Meta<typeof ImportRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];
type Text = ReturnType<typeof storyText>;

async function readFile(canvas: Canvas, canvasElement: HTMLElement, t: Text) {
  await canvas.findByRole('heading', { name: t('import.title'), level: 1 });
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(
    input,
    new File(['xlsx'], 'siirrot.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
  );
  await userEvent.click(canvas.getByRole('button', { name: t('import.file.read') }));
  await canvas.findByRole('table', { name: t('import.mapping.caption') });
}

async function preview(canvas: Canvas, canvasElement: HTMLElement, t: Text) {
  await readFile(canvas, canvasElement, t);
  await userEvent.click(canvas.getByRole('button', { name: t('import.mapping.next') }));
  return canvas.findByRole('table', { name: t('import.preview.caption') });
}

/** The columns as recognised from their headers; the note column is not imported. */
export const Mapping: Story = {
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await readFile(canvas, canvasElement, t);
    await expect(canvas.getByText(t('import.mapping.intro', { name: 'siirrot.xlsx', rows: 30 }))).toBeVisible();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'import-mapping');
  },
};

/**
 * Three rows with errors, each on its cell in the order form's words, an address found nowhere and one that two towns
 * fit (a choice in the row); each ready row's price and their total; a fixed cell loses its error.
 */
export const Preview: Story = {
  parameters: {
    msw: {
      handlers: {
        read: [http.post(apiUrl('/transports/company/import/read/'), () => HttpResponse.json(fileWithPlaces))],
      },
    },
  },
  play: async ({ canvas, canvasElement, globals }) => {
    const t = storyText(globals);
    const intl = storyIntl(globals);
    await preview(canvas, canvasElement, t);
    const create = (count: number) => canvas.getByRole('button', { name: t('import.preview.create', { count }) });
    // the rows are checked (places looked up) before the button counts them: on a busy machine past waitFor's 1 s
    await waitFor(() => expect(create(25)).toBeEnabled(), screenLoad);
    await expect(canvas.getByText(t('import.preview.summary', { rows: 30, errors: 5 }))).toBeVisible();
    const time = canvas.getByRole('textbox', { name: t('import.preview.cell', { column: 'Noutoaika', row: 7 }) });
    await expect(time).toHaveAccessibleDescription(t('validation.timeInvalid'));
    await expect(
      canvas.getByRole('textbox', { name: t('import.preview.cell', { column: 'Toimipiste', row: 4 }) }),
    ).toHaveAccessibleDescription(t('validation.importLocationUnknown'));
    await expect(
      canvas.getByRole('textbox', { name: t('import.preview.cell', { column: 'Nouto: katuosoite', row: 21 }) }),
    ).toHaveAccessibleDescription(t('validation.importAddressNotFound'));
    const choice = canvas.getByRole('combobox', {
      name: t('import.preview.placeChoose', { column: t('import.preview.destinationPlace'), row: 15 }),
    });
    await expect(choice).toHaveAccessibleDescription(t('validation.importAddressChoose'));
    const total = t('import.preview.total', {
      total: intl.formatEuros(4560), // 25 rows at 182,40 €
      vat: intl.formatVatPercent(0),
      priced: 25,
    }).replace(/\s+/g, ' ');
    // the prices come once the rows stop changing (the preview waits 400 ms after the last change), then the price
    // call answers: on a busy machine more than findBy's 1 s (it failed so at load 5)
    await expect(await canvas.findByText(total, {}, screenLoad)).toBeVisible();
    await matchStoryScreenshot(canvasElement, globals, 'import-preview');
    await userEvent.click(choice);
    await userEvent.click(await within(document.body).findByRole('option', { name: /Koski Tl/ }));
    await waitFor(() => expect(create(26)).toBeEnabled());
    await userEvent.clear(time);
    await userEvent.type(time, '1.12.2030 09:00');
    await expect(time).not.toHaveAccessibleDescription(t('validation.timeInvalid'));
    await waitFor(() => expect(create(27)).toBeEnabled());
  },
};

export const PreviewDark: Story = { ...Preview, globals: { theme: 'dark' } };
export const PreviewEnglish: Story = { ...Preview, globals: { locale: 'en' } };

/** The first step of 25 is done, the second is on its way: done, failed and left, and a cancel. */
export const Progress: Story = {
  parameters: { msw: { handlers: { create: [importHandler(20)] } } },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await preview(canvas, canvasElement, t);
    // the button counts the rows once they are checked (it failed as getByRole at load 5)
    const create = await canvas.findByRole('button', { name: t('import.preview.create', { count: 27 }) }, screenLoad);
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(
      await canvas.findByText(t('import.create.counts', { done: '25', failed: '0', left: '2' })),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('import.create.cancel') })).toBeEnabled();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'import-progress');
  },
};

/** Done: one row the server refused, its error beside it; the result file to download. */
export const Result: Story = {
  parameters: { msw: { handlers: { create: [importHandler(Number.POSITIVE_INFINITY, 12)] } } },
  play: async (context) => {
    const { canvas, canvasElement, globals } = context;
    const t = storyText(globals);
    await preview(canvas, canvasElement, t);
    // the button counts the rows once they are checked (it failed as getByRole at load 5)
    const create = await canvas.findByRole('button', { name: t('import.preview.create', { count: 27 }) }, screenLoad);
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    await expect(await canvas.findByText(t('import.result.title'))).toBeVisible();
    await expect(
      canvas.getByText(t('import.result.summary', { created: 26, existing: 0, failed: 1, left: 3 })),
    ).toBeVisible();
    // the refused row's message as the server wrote it, in the user's language, after its column's name
    const refused = messageText('registrationMaxLength', resolveLanguage(globals.locale));
    await expect(canvas.getByText(`Rekisterinumero: ${refused}`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('import.result.download') })).toBeEnabled();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'import-result');
  },
};

// the mapping, the progress and the result in English too (issue 30: both languages and both themes)
export const MappingEnglish: Story = { ...Mapping, globals: { locale: 'en' } };
export const ProgressEnglish: Story = { ...Progress, globals: { locale: 'en' } };
export const ResultEnglish: Story = { ...Result, globals: { locale: 'en' } };
