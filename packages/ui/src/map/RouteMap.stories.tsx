import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RouteMap } from './RouteMap.tsx';
import { fiLabels, helsinkiTampere } from './fixtures.ts';
import { loadBaseMap, offlineStyle } from './offlineStyle.ts';
import { matchMapScreenshot, waitUntilPainted } from './storyHelpers.ts';

const meta = {
  title: 'Maps/RouteMap',
  component: RouteMap,
  parameters: {
    docs: {
      description: {
        component:
          'A transport on a map: pickup (A), destination (B), waypoints, the driver’s car and the route. Without `mapboxToken` maplibre-gl draws the packaged offline map of Finland and Sweden (no token, no network); with a token mapbox-gl draws `mapboxStyle`. Both libraries load lazily. Texts and pin names come in by props. Import from `@siirto/ui/map`.',
      },
    },
  },
  args: {
    ...helsinkiTampere,
    labels: fiLabels,
    loadingText: 'Ladataan karttaa…',
    errorText: 'Karttaa ei voitu näyttää',
    height: 578,
  },
} satisfies Meta<typeof RouteMap>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The shared transport view: 578 px high, fitted to all points. */
export const SharedView: Story = {
  play: async ({ canvasElement }) => {
    const region = await waitUntilPainted(canvasElement, fiLabels.map);
    await expect(region).toHaveAttribute('data-renderer', 'maplibre');
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Nouto' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Toimitus' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Kuljettajan auto' })).toBeVisible();
  },
};

/** The 256 x 256 widget at zoom 14 around the car. */
export const Widget: Story = {
  args: { width: 256, height: 256, zoom: 14, interactive: false },
  play: async ({ canvasElement }) => {
    await waitUntilPainted(canvasElement, fiLabels.map);
  },
};

/** Before the driver starts: pickup and destination only. */
export const PickupAndDestination: Story = {
  args: { car: null, waypoints: [], route: null },
  play: async ({ canvasElement }) => {
    await waitUntilPainted(canvasElement, fiLabels.map);
    await expect(within(canvasElement).queryByRole('img', { name: 'Kuljettajan auto' })).toBeNull();
  },
};

/** Sweden too (abroad transports): Helsinki to Umeå via the two fixed waypoints. */
export const Abroad: Story = {
  args: {
    destination: [20.2597, 63.8284],
    waypoints: [
      [21.6165, 63.096],
      [20.2597, 63.8284],
    ],
    car: null,
    route: null,
  },
  play: async ({ canvasElement }) => {
    await waitUntilPainted(canvasElement, fiLabels.map);
  },
};

/**
 * The packaged offline map at the app's three zooms, light and dark, with a screenshot each (issue 28: neighbouring
 * countries are land, no straight clip line, no edge of the data in view). 720 × 480 px, no transport drawn.
 */
const baseMapArgs = { width: 720, height: 480, car: null, waypoints: [], route: null, interactive: false } as const;
const baseMapPlay =
  (name: string): Story['play'] =>
  async ({ canvasElement, globals }) => {
    const region = await waitUntilPainted(canvasElement, fiLabels.map);
    await matchMapScreenshot(region, globals, name);
  };

/** Country zoom: all of Finland fitted (the map's view with nothing to show), with Sweden, Norway, Russia and the
 *  Baltic around it. */
export const CountryZoom: Story = {
  args: { ...baseMapArgs, pickup: null, destination: null },
  play: baseMapPlay('base-map-country'),
};
export const CountryZoomDark: Story = { ...CountryZoom, globals: { theme: 'dark' } };

/** Region zoom (7) at Lappeenranta: the eastern border with Russia beyond it, and the Gulf of Finland. */
export const RegionZoom: Story = {
  args: { ...baseMapArgs, pickup: [28.1897, 61.0587], destination: null, zoom: 7 },
  play: baseMapPlay('base-map-region'),
};
export const RegionZoomDark: Story = { ...RegionZoom, globals: { theme: 'dark' } };

/** City zoom (11) at Helsinki: the coast and the islands off the centre. */
export const CityZoom: Story = {
  args: { ...baseMapArgs, pickup: [24.9414, 60.1719], destination: null, zoom: 11 },
  play: baseMapPlay('base-map-city'),
};
export const CityZoomDark: Story = { ...CityZoom, globals: { theme: 'dark' } };

/** mapbox-gl with a (dummy) token, painting a custom self-contained style instead of a Mapbox-hosted one. */
export const MapboxRenderer: Story = {
  loaders: [async () => ({ style: offlineStyle(await loadBaseMap()) })],
  render: (args, { loaded }) => (
    <RouteMap {...args} mapboxToken="pk.eyJ1IjoidGVzdCIsImEiOiJ0ZXN0In0.dGVzdA" mapboxStyle={loaded.style as object} />
  ),
  play: async ({ canvasElement }) => {
    const region = await waitUntilPainted(canvasElement, fiLabels.map);
    await expect(region).toHaveAttribute('data-renderer', 'mapbox');
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Karttaa ei voitu näyttää');
  },
};
