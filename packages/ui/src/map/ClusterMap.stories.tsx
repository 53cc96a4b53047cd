import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClusterMap } from './ClusterMap.tsx';
import type { ClusterMapPoint, ClusterMapProps } from './ClusterMap.types.ts';
import { loadBaseMap, offlineStyle } from './offlineStyle.ts';
import { waitUntilPainted } from './storyHelpers.ts';

const labels = {
  map: 'Siirrot kartalla',
  canvas: 'Kartta',
  attribution: 'Näytä kartan lähteet',
  cluster: (n: number) => `${n} kohdetta, lähennä`,
};

const trip = (
  id: string,
  pickup: [number, number],
  destination: [number, number],
  car?: [number, number],
  stale = false,
): ClusterMapPoint[] => [
  { id: `${id}:pickup`, itemId: id, kind: 'pickup', position: pickup, label: `${id} nouto` },
  ...(car ? [{ id: `${id}:car`, itemId: id, kind: 'car' as const, position: car, label: `${id} auto`, stale }] : []),
  { id: `${id}:destination`, itemId: id, kind: 'destination', position: destination, label: `${id} toimitus` },
];

/** Helsinki area pickups (they cluster when zoomed out), one trip up north, a stale car near Lahti. */
const points: ClusterMapPoint[] = [
  ...trip('#101', [24.9414, 60.1719], [23.761, 61.4981], [24.86, 60.63]),
  ...trip('#102', [24.96, 60.19], [22.2666, 60.4518], [25.66, 60.98], true),
  ...trip('#103', [24.93, 60.2], [25.7473, 62.2415]),
  ...trip('#104', [25.7473, 62.2415], [25.4651, 65.0121], [25.6, 63.3]),
  ...trip('#105', [25.7473, 62.2415], [27.6783, 62.8924]),
];

function Controlled(props: Omit<ClusterMapProps, 'labels' | 'loadingText' | 'errorText'>) {
  const [selected, setSelected] = useState<string | null>(props.selectedItemId ?? null);
  return (
    <div style={{ height: 520 }}>
      <ClusterMap
        {...props}
        labels={labels}
        loadingText="Ladataan karttaa…"
        errorText="Karttaa ei voitu näyttää"
        selectedItemId={selected}
        onSelectItem={(id) => {
          setSelected(id);
          props.onSelectItem?.(id);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Maps/ClusterMap',
  component: Controlled,
  parameters: {
    docs: {
      description: {
        component:
          'Many items on one map, each with up to three points (start pin A, end pin B, vehicle). Markers near each other join a numbered cluster (a click zooms to them); markers at one place spread around it; a stale vehicle is grey with a dashed ring. Every marker is a button that selects its item; the selected item is drawn large, unclustered and joined by a dashed line. Offline maplibre-gl by default, mapbox-gl with a token; texts by props. Import from `@siirto/ui/map`.',
      },
    },
  },
  args: { points, onSelectItem: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Zoomed out: the Helsinki pickups are one cluster; choosing a marker selects its item. */
export const Clustered: Story = {
  play: async ({ canvasElement, args }) => {
    const region = await waitUntilPainted(canvasElement, labels.map);
    const canvas = within(region);
    await waitFor(() => expect(canvas.getByRole('button', { name: /kohdetta, lähennä/ })).toBeVisible());
    const car = canvas.getByRole('button', { name: '#104 auto' });
    await userEvent.click(car);
    await expect(args.onSelectItem).toHaveBeenLastCalledWith('#104');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: '#104 nouto' })).toHaveAttribute('aria-pressed', 'true'),
    );
    // the stale car says so
    await expect(canvas.getByRole('button', { name: '#102 auto' })).toHaveAttribute('data-stale', 'true');
  },
};

/** A cluster's click zooms to its markers; clusters within it split as the map zooms in, until each stands apart. */
export const ZoomIntoCluster: Story = {
  play: async ({ canvasElement }) => {
    const region = await waitUntilPainted(canvasElement, labels.map);
    const canvas = within(region);
    await waitFor(() => expect(canvas.getByRole('button', { name: /kohdetta, lähennä/ })).toBeVisible());
    await expect(canvas.queryByRole('button', { name: '#103 nouto' })).toBeNull();
    const target = () => canvas.queryByRole('button', { name: '#103 nouto' });
    const anyCluster = () => canvas.queryByRole('button', { name: /kohdetta, lähennä/ });
    for (let clicks = 0; clicks < 5 && !target(); clicks += 1) {
      const cluster = anyCluster();
      if (!cluster) throw new Error('neither the marker nor a cluster is shown');
      const size = cluster.getAttribute('data-cluster-size');
      await userEvent.click(cluster);
      // the map moves, then the clusters are made again for the new view: this one splits and new markers attach
      await waitFor(
        () => expect(cluster.isConnected && cluster.getAttribute('data-cluster-size') === size).toBe(false),
        { timeout: 5_000 },
      );
      await waitFor(() => expect(target() ?? anyCluster()).not.toBeNull());
    }
    await expect(canvas.getByRole('button', { name: '#103 nouto' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '#102 nouto' })).toBeVisible();
  },
};

/** An item selected from outside (e.g. the list): its points are large and joined by a line. */
export const Selected: Story = { args: { selectedItemId: '#101' } };

export const Empty: Story = { args: { points: [] } };

/** mapbox-gl with a (dummy) token, painting a self-contained style instead of a Mapbox-hosted one. */
export const MapboxRenderer: Story = {
  loaders: [async () => ({ style: offlineStyle(await loadBaseMap()) })],
  render: (args, { loaded }) => (
    <Controlled
      {...args}
      mapboxToken="pk.eyJ1IjoidGVzdCIsImEiOiJ0ZXN0In0.dGVzdA"
      mapboxStyle={loaded.style as object}
    />
  ),
  play: async ({ canvasElement }) => {
    const region = await waitUntilPainted(canvasElement, labels.map);
    await expect(region).toHaveAttribute('data-renderer', 'mapbox');
    await expect(within(region).getByRole('button', { name: '#104 auto' })).toBeVisible();
  },
};

export const ErrorState: Story = {
  args: { error: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Karttaa ei voitu näyttää');
  },
};
