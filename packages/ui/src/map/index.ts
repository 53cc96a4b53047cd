export { RouteMap } from './RouteMap.tsx';
export type { MapLngLat, RouteMapLabels, RouteMapProps } from './types.ts';
export { ClusterMap } from './ClusterMap.tsx';
export type { ClusterMapLabels, ClusterMapPoint, ClusterMapPointKind, ClusterMapProps } from './ClusterMap.types.ts';
