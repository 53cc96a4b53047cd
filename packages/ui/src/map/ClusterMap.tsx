import { lazyRenderers, MapFrame } from './MapFrame.tsx';
import type { ClusterMapProps } from './ClusterMap.types.ts';

const renderers = lazyRenderers<ClusterMapProps>({
  maplibre: () => import('./ClusterMaplibreRenderer.tsx'),
  mapbox: () => import('./ClusterMapboxRenderer.tsx'),
});

/**
 * Many items on one map, each with up to three points (a start pin A, an end pin B, a vehicle): markers near each
 * other on screen join a cluster showing their number (a click zooms to them), markers at one place spread around
 * it. Every marker is a button that selects its item; the selected item's points are drawn large, never clustered,
 * and joined by a dashed line, and the map moves to them when they are out of view. maplibre-gl with the packaged
 * offline map by default; mapbox-gl with `mapboxToken`. `data-state` is 'loading', 'ready' or 'error'; each point
 * marker carries `data-item-id`, `data-kind`, `data-lng`, `data-lat` and `data-stale`.
 */
export function ClusterMap(props: ClusterMapProps) {
  return <MapFrame props={props} renderers={renderers} defaultHeight="100%" />;
}
