import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { Schema } from '@siirto/api-client';
import { paths } from '../../../config/paths';
import { readStoredLanguage } from '../../../i18n/language';
import { apiUrl, pendingGet, typedGet } from '../../../mocks/api';
import { businessLocation, enums } from '../../../mocks/fixtures';
import { sessionHandlers } from '../../../mocks/handlers';
import { storyText, withStoryProviders } from '../../../mocks/StoryProviders';
import { matchStoryScreenshot, matchStoryScreenshotInBothThemes } from '../../../mocks/screenshot';
import MapRoute from './MapRoute';

/**
 * The map library (maplibre's chunk, about 1 MB unzipped) and the offline style load, and WebGL draws in software,
 * before the markers show: on the 2-core CI machine that took up to ~20 s for the first map story (as RouteMap's).
 */
const mapLoad = { timeout: 25_000 };
const screen = within(document.body);

const option = (value: number, fi: string, en: string, language: 'fi' | 'en') => ({
  value,
  label: language === 'en' ? en : fi,
});
const mapEnums = (language: 'fi' | 'en'): Schema<'Enums'> => ({
  ...enums,
  'transports.transport.state': [
    option(4, 'Kuljettaja varannut', 'Reserved by a driver', language),
    option(5, 'Kuljetuksessa', 'In transit', language),
    option(6, 'Toimitettu', 'Delivered', language),
    option(7, 'Laskutettu', 'Invoiced', language),
    option(8, 'Peruttu', 'Cancelled', language),
    option(9, 'Reklamaatio', 'Claim reported', language),
  ],
});

const point = (coordinates: [number, number]) => ({ type: 'Point' as const, coordinates });
const jyvaskyla: [number, number] = [25.74728, 62.24149];
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000 - 20_000).toISOString();

/** Made at the request, so that the positions' ages read the same in every run. */
const mapItems = (): Schema<'TransportMapItem'>[] => [
  {
    id: 212,
    state: 5,
    vehicle: 'EVX-101',
    vehicle_brand: 'Tesla Model 3',
    driver_name: 'Jari Salonen',
    business_location_id: 31,
    pickup_location: 'Siirtokeskus Jyväskylä',
    pickup_city_name: 'Jyväskylä',
    pickup_location_coordinates: point(jyvaskyla),
    pickup_time: '2026-11-25T08:00:00Z',
    destination_location: 'Autotalo Pohjoinen',
    destination_city_name: 'Oulu',
    destination_location_coordinates: point([25.4651, 65.0121]),
    destination_time: '2026-11-25T15:00:00Z',
    car_coordinates: point([25.6, 63.3]),
    car_position_time: minutesAgo(1),
    updated: minutesAgo(1),
  },
  {
    id: 209,
    state: 5,
    vehicle: 'VLV-303',
    vehicle_brand: 'Volvo V60',
    driver_name: 'Mikko Laine',
    business_location_id: 32,
    pickup_location: 'Autotalo Tikkurila',
    pickup_city_name: 'Vantaa',
    pickup_location_coordinates: point([25.0378, 60.2934]),
    pickup_time: '2026-11-25T07:00:00Z',
    destination_location: 'Tampereen toimipiste',
    destination_city_name: 'Tampere',
    destination_location_coordinates: point([23.77162, 61.48679]),
    destination_time: '2026-11-25T12:00:00Z',
    car_coordinates: point([24.86, 60.63]),
    car_position_time: minutesAgo(40),
    updated: minutesAgo(40),
  },
  {
    id: 205,
    state: 4,
    vehicle: 'TRN-404',
    vehicle_brand: 'Toyota Corolla',
    driver_name: 'Sanna Koski',
    business_location_id: 31,
    pickup_location: 'Siirtokeskus Jyväskylä',
    pickup_city_name: 'Jyväskylä',
    pickup_location_coordinates: point(jyvaskyla),
    pickup_time: '2026-11-26T08:00:00Z',
    destination_location: 'Hämeenlinnan varikko',
    destination_city_name: 'Hämeenlinna',
    destination_location_coordinates: point([24.4643, 60.9959]),
    destination_time: '2026-11-26T12:00:00Z',
    car_coordinates: null,
    car_position_time: null,
    updated: minutesAgo(300),
  },
  {
    id: 198,
    state: 9,
    vehicle: 'ABC-123',
    vehicle_brand: 'Skoda Octavia',
    driver_name: 'Jari Salonen',
    business_location_id: null,
    pickup_location: 'Turun satama',
    pickup_city_name: 'Turku',
    pickup_location_coordinates: point([22.2266, 60.4354]),
    pickup_time: '2026-11-20T08:00:00Z',
    destination_location: 'Rengas-Center',
    destination_city_name: 'Jyväskylä',
    destination_location_coordinates: point([25.7, 62.26]),
    destination_time: '2026-11-20T14:00:00Z',
    car_coordinates: point([25.7, 62.26]),
    car_position_time: '2026-11-20T13:41:00Z',
    updated: '2026-11-21T09:00:00Z',
  },
];

const locations = [
  businessLocation(31, 'Siirtokeskus Jyväskylä', null),
  businessLocation(32, 'Siirtokeskus Vantaa', null),
];

const meta = {
  title: 'Screens/Map',
  component: MapRoute,
  decorators: [withStoryProviders],
  parameters: {
    layout: 'padded',
    route: { path: paths.dashboard.map.path, url: paths.dashboard.map.href() },
    msw: {
      handlers: {
        ...sessionHandlers,
        enums: [typedGet('/enums/', () => mapEnums(readStoredLanguage()))],
        locations: [typedGet('/business_locations/', { count: locations.length, results: locations })],
        map: [typedGet('/transports/company/map/', () => mapItems())],
      },
    },
  },
} satisfies Meta<typeof MapRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone's screen before the play looks (the screenshot sets it again and puts the desktop back). */
async function phoneScreen() {
  if (!(globalThis as { __vitest_browser__?: boolean }).__vitest_browser__) return;
  const { page } = await import('vitest/browser');
  await page.viewport(375, 800);
}

const markersShown = async (canvas: HTMLElement, t: ReturnType<typeof storyText>) => {
  const region = await within(canvas).findByRole('region', { name: t('map.region') }, mapLoad);
  await waitFor(() => expect(region).toHaveAttribute('data-state', 'ready'), mapLoad);
  return region;
};

/**
 * Every transport in progress in the list and on the map; the old position says so. Choosing an item in the list
 * presses its markers; choosing a marker selects its item in the list.
 */
export const Full: Story = {
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('map.list') }, mapLoad);
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // states 5, 5, 4 and 9: four on the map, three of them under way (a claimed transport is not)
    await expect(canvas.getByText(t('map.count', { shown: 4, underway: 3 }))).toBeVisible();
    const language = globals.locale === 'en' ? 'en' : 'fi';
    const ago = (minutes: number) =>
      new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-minutes, 'minute');
    await expect(within(list).getByText(t('map.item.positionStale', { time: ago(40) }))).toBeVisible();
    await expect(within(list).getByText(t('map.item.position', { time: ago(1) }))).toBeVisible();
    const region = await markersShown(canvasElement, t);
    const map = within(region);
    const listButton = (vehicle: string) => {
      const button = within(list).getByText(vehicle).closest('button');
      if (!button) throw new Error(`no list button for ${vehicle}`);
      return button;
    };
    // markers attach to the map after its first paint; the car far from the others stands alone
    const car212 = await map.findByRole(
      'button',
      { name: t('map.marker.car', { id: 212, vehicle: 'EVX-101' }) },
      mapLoad,
    );
    await expect(car212).toHaveAttribute('data-stale', 'false');
    // zoomed out, markers near each other are clusters
    await expect(map.getAllByRole('button', { name: /kohdetta|places/ }).length).toBeGreaterThan(0);

    // the list selects on the map: the old position is drawn stale
    await userEvent.click(listButton('VLV-303'));
    await expect(listButton('VLV-303')).toHaveAttribute('aria-pressed', 'true');
    const stale = await map.findByRole('button', { name: t('map.marker.carStale', { id: 209, vehicle: 'VLV-303' }) });
    await expect(stale).toHaveAttribute('aria-pressed', 'true');
    await expect(stale).toHaveAttribute('data-stale', 'true');
    // state 4: no car yet
    await expect(map.queryByRole('button', { name: t('map.marker.car', { id: 205, vehicle: 'TRN-404' }) })).toBeNull();

    // the map selects in the list
    await userEvent.click(car212);
    await waitFor(() => expect(listButton('EVX-101')).toHaveAttribute('aria-pressed', 'true'));
    await expect(listButton('VLV-303')).toHaveAttribute('aria-pressed', 'false');
    // the keyboard moves along the list and the map follows
    listButton('EVX-101').focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(listButton('VLV-303')).toHaveFocus();
    await waitFor(() =>
      expect(
        map.getByRole('button', { name: t('map.marker.carStale', { id: 209, vehicle: 'VLV-303' }) }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    await expect(within(list).getByRole('link', { name: t('map.item.openLabel', { id: 209 }) })).toHaveAttribute(
      'href',
      paths.dashboard.transports.detail.href(209),
    );
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'map-full');
  },
};

/** A phone shows the map or the list; an item chosen in the list shows on the map with its card under it. */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async (context) => {
    const { canvasElement, globals } = context;
    const t = storyText(globals);
    await phoneScreen();
    const canvas = within(canvasElement);
    const listTab = await canvas.findByRole('radio', { name: t('map.view.list') }, mapLoad);
    await markersShown(canvasElement, t);
    await userEvent.click(listTab);
    const list = await canvas.findByRole('list', { name: t('map.list') });
    // the map is kept (hidden) while the list shows
    await expect(canvas.queryByRole('region', { name: t('map.region') })).toBeNull();
    const item = within(list).getByText('EVX-101').closest('button');
    if (!item) throw new Error('no list button');
    await userEvent.click(item);
    await waitFor(() => expect(canvas.getByRole('region', { name: t('map.region') })).toBeVisible());
    await expect(canvas.getByRole('link', { name: t('map.item.openLabel', { id: 212 }) })).toBeVisible();
    await matchStoryScreenshotInBothThemes(canvasElement, context, 'map-phone');
  },
};

/** Nothing in progress: the screen says so. */
export const Empty: Story = {
  parameters: { msw: { handlers: { map: [typedGet('/transports/company/map/', [])] } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('map.emptyTitle'))).toBeVisible();
    await matchStoryScreenshot(canvasElement, globals, 'map-empty');
  },
};

/** The transports cannot be loaded: the notice offers a retry. */
export const LoadFailed: Story = {
  parameters: {
    msw: {
      handlers: {
        map: [http.get(apiUrl('/transports/company/map/'), () => HttpResponse.json({}, { status: 500 }))],
      },
    },
  },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    // 10 s like the other screens' first load (`screenLoad`): the route's modules load before its query fails
    await waitFor(() => expect(canvas.getByText(t('map.loadFailed'))).toBeVisible(), { timeout: 10_000 });
    await expect(canvas.getByRole('button', { name: t('common.retry') })).toBeVisible();
    await matchStoryScreenshot(canvasElement, globals, 'map-error');
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { map: [pendingGet('/transports/company/map/')] } } },
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    await expect(await within(canvasElement).findByText(t('common.loading'))).toBeVisible();
  },
};

/** The filters narrow the list and the map; a filter that keeps nothing offers to clear them. */
export const Filters: Story = {
  play: async ({ canvasElement, globals }) => {
    const t = storyText(globals);
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: t('map.list') }, mapLoad);
    await userEvent.click(canvas.getByRole('combobox', { name: t('map.filters.location') }));
    await userEvent.click(await screen.findByRole('option', { name: 'Siirtokeskus Jyväskylä' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));
    await expect(canvas.getByText(t('map.count', { shown: 2, underway: 2 }))).toBeVisible();
    await userEvent.click(canvas.getByRole('combobox', { name: t('map.filters.state') }));
    await userEvent.click(
      await screen.findByRole('option', { name: globals.locale === 'en' ? 'Claim reported' : 'Reklamaatio' }),
    );
    await expect(await canvas.findByText(t('map.noResultsTitle'))).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('map.clear') }));
    await waitFor(() =>
      expect(within(canvas.getByRole('list', { name: t('map.list') })).getAllByRole('listitem')).toHaveLength(4),
    );
  },
};
