import { lazyRenderers, MapFrame } from './MapFrame.tsx';
import type { RouteMapProps } from './types.ts';

const renderers = lazyRenderers<RouteMapProps>({
  maplibre: () => import('./MaplibreRenderer.tsx'),
  mapbox: () => import('./MapboxRenderer.tsx'),
});

/**
 * A map of a transport: pickup (A), destination (B), waypoints, the driver's car and the route line.
 * maplibre-gl with the packaged offline map by default; mapbox-gl with a Mapbox style when `mapboxToken` is set.
 * `data-state` on the frame is 'loading', 'ready' (everything painted) or 'error'.
 */
export function RouteMap(props: RouteMapProps) {
  return <MapFrame props={props} renderers={renderers} defaultHeight="400px" />;
}
