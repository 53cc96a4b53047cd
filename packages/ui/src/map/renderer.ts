/**
 * What every renderer shares (RouteMap's and ClusterMap's, mapbox-gl's and maplibre-gl's). Nothing here imports a
 * map library: each renderer is its own lazy chunk with its own library, and this module goes into whichever loads.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { viewKey, viewTarget, type ViewTarget } from './geometry.ts';
import type { MapLngLat, RouteMapLabels, RouteMapProps } from './types.ts';

/** What is in view: the bounds, the zoom and where a place is on the screen. */
export interface Viewport {
  west: number;
  south: number;
  east: number;
  north: number;
  zoom: number;
  /** Screen position of a place, for keeping labels apart. */
  project: (p: MapLngLat) => { x: number; y: number };
}

/** The calls with which either library's map object tells what is in view. */
export interface ViewSource {
  project: (p: MapLngLat) => { x: number; y: number };
  getZoom: () => number;
  getBounds: () => { getWest: () => number; getSouth: () => number; getEast: () => number; getNorth: () => number };
}

export function viewportOf(map: ViewSource): Viewport {
  const b = map.getBounds();
  return {
    west: b.getWest(),
    south: b.getSouth(),
    east: b.getEast(),
    north: b.getNorth(),
    zoom: map.getZoom(),
    project: (p) => map.project(p),
  };
}

/** The map's `onIdle` handler: the first 'idle' (after 'load') means everything is painted; it is told once. */
export function useFirstIdle(onPainted: () => void) {
  const painted = useRef(false);
  return () => {
    if (!painted.current) {
      painted.current = true;
      onPainted();
    }
  };
}

/** A map library's error event as an Error (mapbox-gl sometimes gives a plain object with a message). */
export const asError = (error: Error | { message: string }) =>
  error instanceof Error ? error : new Error(error.message);

/** The map libraries' own texts (both use these keys) in the app's language. */
export function mapLocale(labels: Pick<RouteMapLabels, 'canvas' | 'attribution'>): Record<string, string> {
  return { 'Map.Title': labels.canvas, 'AttributionControl.ToggleAttribution': labels.attribution };
}

/** mapbox-gl's style when the app gives none. */
export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

/** Mapbox styles name places in the UI language (mapbox-gl's language option; it only changes Mapbox tiles). */
export function useMapboxLanguage(
  mapRef: RefObject<{
    getMap: () => { getLanguage: () => unknown; setLanguage: (language: string) => unknown };
  } | null>,
  language: string,
) {
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (map && map.getLanguage() !== language) map.setLanguage(language);
  }, [mapRef, language]);
}

const ROUND = { 'line-join': 'round', 'line-cap': 'round' } as const;

/** The two layers of a line on the map, for a `<Source id={source}>`: a casing 3 px wider under the line itself. */
export function lineLayers(
  source: string,
  { color, casingColor, width, dash }: { color: string; casingColor: string; width: number; dash?: number[] },
) {
  return [
    {
      id: `${source}-casing`,
      type: 'line',
      layout: ROUND,
      paint: { 'line-color': casingColor, 'line-width': width + 3 },
    },
    {
      id: `${source}-line`,
      type: 'line',
      layout: ROUND,
      paint: { 'line-color': color, 'line-width': width, ...(dash ? { 'line-dasharray': dash } : {}) },
    },
  ] as const;
}

type Bounds = [[number, number], [number, number]];
const FIT = { padding: 48, maxZoom: 14 } as const;

/**
 * RouteMap's view: the initial view state (a fixed zoom around one point, or all points fitted), and a jump to the
 * new view when the points change after the first (e.g. the car moving).
 */
export function useRouteView(
  mapRef: RefObject<{
    jumpTo: (options: { center: MapLngLat; zoom: number }) => unknown;
    fitBounds: (bounds: Bounds, options: { padding: number; maxZoom: number; animate: boolean }) => unknown;
  } | null>,
  props: RouteMapProps,
) {
  const target: ViewTarget = viewTarget(props);
  const key = viewKey(target);
  const shownKey = useRef(key);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || key === shownKey.current) return;
    shownKey.current = key;
    // the key is the target as JSON: the effect runs when the target's value changes, not its identity
    const t = JSON.parse(key) as ViewTarget;
    if (t.kind === 'center') map.jumpTo({ center: t.center, zoom: t.zoom });
    else map.fitBounds(t.bounds, { ...FIT, animate: false });
  }, [mapRef, key]);
  return target.kind === 'center'
    ? { longitude: target.center[0], latitude: target.center[1], zoom: target.zoom }
    : { bounds: target.bounds, fitBoundsOptions: FIT };
}
