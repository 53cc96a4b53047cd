import type { MapLngLat, PaintEvents } from './types.ts';

/** How a point is drawn: a start pin (A), an end pin (B) or a vehicle. */
export type ClusterMapPointKind = 'pickup' | 'destination' | 'car';

export interface ClusterMapPoint {
  /** Unique among the points. */
  id: string;
  /** The item the point belongs to (e.g. a row of the list beside the map); an item may have several points. */
  itemId: string;
  kind: ClusterMapPointKind;
  position: MapLngLat;
  /** The marker's accessible name, e.g. '#101 ABC-123, nouto'. */
  label: string;
  /** Drawn grey and faded with a dashed ring: the position is not current (the app decides when). */
  stale?: boolean;
}

/** Every text of the map, in the app's language. */
export interface ClusterMapLabels {
  /** Name of the whole map region. */
  map: string;
  /** Name of the map picture (the map library's own region). */
  canvas: string;
  /** The compact attribution button. */
  attribution: string;
  /** A cluster marker's name, e.g. (n) => `${n} kohdetta, lähennä`. */
  cluster: (count: number) => string;
}

export interface ClusterMapProps {
  points: readonly ClusterMapPoint[];
  /** The selected item: its points are drawn large, never clustered, joined by a line in the order given. */
  selectedItemId?: string | null;
  /** A marker was chosen (click, Enter or Space). */
  onSelectItem?: (itemId: string) => void;
  /** The map fits all points on first paint and again whenever this changes (e.g. the filters); points that only
   *  move (live positions) keep the view as the user left it. */
  fitKey?: string;
  labels: ClusterMapLabels;
  /** Pixels within which markers join a cluster (default 44). */
  clusterRadius?: number;
  /** Height in px or a CSS length. Default '100%'. */
  height?: number | string;
  width?: number | string;
  language?: 'fi' | 'en';
  /** With a Mapbox token mapbox-gl draws `mapboxStyle`; without, maplibre-gl draws the packaged offline map. */
  mapboxToken?: string | null;
  mapboxStyle?: string | object;
  loadingText: string;
  errorText: string;
  error?: boolean;
  /** Keeps the drawing buffer readable (screenshots and pixel tests). */
  preserveDrawingBuffer?: boolean;
  onReady?: () => void;
  onError?: (error: Error) => void;
  className?: string;
}

export type ClusterRendererProps = ClusterMapProps & PaintEvents;
