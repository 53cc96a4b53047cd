import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { ThemeRoot } from '../theme/ThemeRoot';
import { RouteMap } from './RouteMap.tsx';
import { fiLabels, helsinkiTampere } from './fixtures.ts';
import { loadBaseMap, offlineStyle } from './offlineStyle.ts';
import type { RouteMapProps } from './types.ts';

const ROUTE_RGB = [217, 72, 15]; // #d9480f

/** Counts canvas pixels close to a colour (the canvas keeps its buffer with preserveDrawingBuffer). */
function countPixels(canvas: HTMLCanvasElement, rgb: number[], tolerance = 40): number {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const ctx = copy.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(canvas, 0, 0);
  const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) {
    const d =
      Math.abs((data[i] ?? 0) - (rgb[0] ?? 0)) +
      Math.abs((data[i + 1] ?? 0) - (rgb[1] ?? 0)) +
      Math.abs((data[i + 2] ?? 0) - (rgb[2] ?? 0));
    if (d <= tolerance) n += 1;
  }
  return n;
}

function distinctColours(canvas: HTMLCanvasElement): number {
  const copy = document.createElement('canvas');
  copy.width = canvas.width;
  copy.height = canvas.height;
  const ctx = copy.getContext('2d');
  if (!ctx) throw new Error('no 2d context');
  ctx.drawImage(canvas, 0, 0);
  const { data } = ctx.getImageData(0, 0, copy.width, copy.height);
  const seen = new Set<number>();
  for (let i = 0; i < data.length; i += 16)
    seen.add(((data[i] ?? 0) << 16) | ((data[i + 1] ?? 0) << 8) | (data[i + 2] ?? 0));
  return seen.size;
}

async function renderMap(props: Partial<RouteMapProps>) {
  const screen = await render(
    <ThemeRoot>
      <div style={{ width: 720 }}>
        <RouteMap
          {...helsinkiTampere}
          labels={fiLabels}
          loadingText="Ladataan karttaa…"
          errorText="Karttaa ei voitu näyttää"
          height={578}
          interactive={false}
          preserveDrawingBuffer
          {...props}
        />
      </div>
    </ThemeRoot>,
  );
  const region = screen.getByRole('region', { name: fiLabels.map });
  await expect.element(region, { timeout: 45_000 }).toHaveAttribute('data-state', 'ready');
  const canvas = region.element().querySelector('canvas');
  if (!canvas) throw new Error('no canvas');
  return { screen, region, canvas };
}

// WebGL renders in software (swiftshader) and the libraries are large: map tests get a minute each.
describe('RouteMap', { timeout: 60_000 }, () => {
  it('paints the offline map of Finland with the route and the pins (maplibre, no token)', async () => {
    const { screen, region, canvas } = await renderMap({});
    expect(region.element().getAttribute('data-renderer')).toBe('maplibre');
    expect(countPixels(canvas, ROUTE_RGB)).toBeGreaterThan(300);
    expect(distinctColours(canvas)).toBeGreaterThan(5);
    await expect.element(screen.getByRole('img', { name: 'Nouto' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Toimitus' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Kuljettajan auto' })).toBeVisible();
    await expect.element(screen.getByRole('img', { name: 'Välipiste 1' })).toBeVisible();
    await expect.element(screen.getByText('Tampere', { exact: true })).toBeInTheDocument();
    // the map library's own region is named in the app's language, not 'Map'
    await expect.element(region.getByRole('region', { name: fiLabels.canvas })).toBeInTheDocument();
    await expect.element(region.getByRole('region', { name: 'Map' })).not.toBeInTheDocument();
    // Town names in Finnish by default (GeoNames' own name of Hyvinkää is Swedish: Hyvinge).
    await expect.element(screen.getByText('Hyvinkää', { exact: true })).toBeInTheDocument();
    await expect(region).toMatchScreenshot('route-map-maplibre', {
      comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
    });
  });

  it('draws Finland and Sweden with borders and towns for an abroad transport (town names in English)', async () => {
    const { screen, canvas } = await renderMap({
      language: 'en',
      destination: [20.2597, 63.8284],
      waypoints: [[21.6165, 63.096]],
      route: null,
      car: null,
    });
    expect(countPixels(canvas, ROUTE_RGB)).toBeGreaterThan(300);
    await expect.element(screen.getByText('Umeå', { exact: true })).toBeInTheDocument();
    await expect.element(screen.getByText('Helsinki', { exact: true })).toBeInTheDocument();
    await expect(screen.getByRole('region', { name: fiLabels.map })).toMatchScreenshot('route-map-abroad', {
      comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
    });
  });

  it('shows the 256 x 256 widget at zoom 14 around the car', async () => {
    const { region, canvas } = await renderMap({ width: 256, height: 256, zoom: 14 });
    const box = region.element().getBoundingClientRect();
    expect(Math.round(box.width)).toBe(256);
    expect(Math.round(box.height)).toBe(256);
    expect(canvas.width).toBeGreaterThan(0);
    await expect(region).toMatchScreenshot('route-map-widget', {
      comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
    });
  });

  it('follows the car when its position changes', async () => {
    const props = {
      ...helsinkiTampere,
      labels: fiLabels,
      loadingText: 'Ladataan karttaa…',
      errorText: 'Karttaa ei voitu näyttää',
      width: 256,
      height: 256,
      zoom: 14,
    };
    const screen = await render(<RouteMap {...props} />);
    const region = screen.getByRole('region', { name: fiLabels.map });
    await expect.element(region, { timeout: 45_000 }).toHaveAttribute('data-state', 'ready');
    await screen.rerender(<RouteMap {...props} car={[24.4643, 60.9959]} />);
    const carCentre = () => {
      const box = screen.getByRole('img', { name: 'Kuljettajan auto' }).element().getBoundingClientRect();
      const frame = region.element().getBoundingClientRect();
      return Math.hypot(box.x + box.width / 2 - (frame.x + 128), box.y + box.height / 2 - (frame.y + 128));
    };
    await expect.poll(carCentre, { timeout: 10_000 }).toBeLessThan(4);
  });

  it('paints with mapbox-gl when a token is given (custom self-contained style, dummy token)', async () => {
    const style = offlineStyle(await loadBaseMap());
    const { region, canvas } = await renderMap({
      mapboxToken: 'pk.eyJ1IjoidGVzdCIsImEiOiJ0ZXN0In0.dGVzdA',
      mapboxStyle: style,
    });
    expect(region.element().getAttribute('data-renderer')).toBe('mapbox');
    expect(countPixels(canvas, ROUTE_RGB)).toBeGreaterThan(300);
    await expect(region).toMatchScreenshot('route-map-mapbox', {
      comparatorOptions: { allowedMismatchedPixelRatio: 0.01 },
    });
  });

  it("shows the app's focus ring, not the browser's thin outline, when the map takes keyboard focus", async () => {
    const { canvas } = await renderMap({ interactive: true });
    for (let presses = 0; presses < 6 && document.activeElement !== canvas; presses += 1) await userEvent.tab();
    expect(document.activeElement).toBe(canvas);
    const outline = getComputedStyle(canvas);
    expect(outline.outlineWidth).toBe('3px');
    expect(outline.outlineStyle).toBe('solid');
    // the light theme's focus colour (#1b74d1), inside the frame's clipped corners
    expect(outline.outlineColor).toBe('rgb(27, 116, 209)');
    expect(outline.outlineOffset).toBe('-3px');
  });

  it('shows the error text instead of the map', async () => {
    const screen = await render(
      <RouteMap labels={fiLabels} loadingText="Ladataan karttaa…" errorText="Karttaa ei voitu näyttää" error />,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Karttaa ei voitu näyttää');
  });
});
