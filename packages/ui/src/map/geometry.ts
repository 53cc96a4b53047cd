import type { Feature, LineString } from 'geojson';
import type { MapLngLat, RouteMapProps } from './types.ts';

export const ROUTE_SOURCE = 'siirto-route';
export const DEFAULT_ROUTE_COLOR = '#d9480f';

const usable = (p: MapLngLat | null | undefined): p is MapLngLat =>
  Array.isArray(p) && Number.isFinite(p[0]) && Number.isFinite(p[1]);

/** The route line: the given route, else a straight line pickup → waypoints → destination. */
export function routeFeature(props: RouteMapProps): Feature<LineString> | null {
  const given = (props.route ?? []).filter(usable);
  const coordinates =
    given.length >= 2 ? given : [props.pickup, ...(props.waypoints ?? []), props.destination].filter(usable);
  if (coordinates.length < 2) return null;
  return { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
}

/** Every point the view must show. */
export function pointsToShow(props: RouteMapProps): MapLngLat[] {
  return [props.pickup, props.destination, props.car, ...(props.waypoints ?? []), ...(props.route ?? [])].filter(
    usable,
  );
}

export type ViewTarget =
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] }
  | { kind: 'center'; center: MapLngLat; zoom: number };

/** Fixed zoom centred on the car / pickup / destination, or bounds around everything (Finland when empty). */
export function viewTarget(props: RouteMapProps): ViewTarget {
  if (props.zoom !== undefined) {
    const center = [props.car, props.pickup, props.destination].find(usable);
    if (center) return { kind: 'center', center, zoom: props.zoom };
  }
  const points = pointsToShow(props);
  if (points.length === 0)
    return {
      kind: 'bounds',
      bounds: [
        [19.5, 59.7],
        [31.6, 70.1],
      ],
    };
  const lngs = points.map((p) => p[0]);
  const lats = points.map((p) => p[1]);
  const pad = points.length === 1 ? 0.05 : 0;
  return {
    kind: 'bounds',
    bounds: [
      [Math.min(...lngs) - pad, Math.min(...lats) - pad],
      [Math.max(...lngs) + pad, Math.max(...lats) + pad],
    ],
  };
}

export const viewKey = (t: ViewTarget) => JSON.stringify(t);

export const cssSize = (v: number | string | undefined, fallback: string) =>
  v === undefined ? fallback : typeof v === 'number' ? `${v}px` : v;
