export { RouteMap } from './RouteMap.tsx';
export type { MapLngLat, RouteMapLabels, RouteMapProps } from './types.ts';
