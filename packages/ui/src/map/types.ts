/** A position as GeoJSON orders it: [longitude, latitude]. */
export type MapLngLat = [number, number];

/** Every text of the map (accessible names of the regions, pins and buttons): the app passes them in its
 *  language; ui has no copy text, and the map libraries' own English texts are replaced with these. */
export interface RouteMapLabels {
  /** Name of the whole map region, e.g. 'Kartta: nouto ja toimitus'. */
  map: string;
  /** Name of the map picture inside it (the map library's own region), e.g. 'Kartta'. */
  canvas: string;
  /** The compact attribution button that shows the map data's sources, e.g. 'Näytä kartan lähteet'. */
  attribution: string;
  pickup: string;
  destination: string;
  car: string;
  /** Name of the n-th waypoint (1-based), e.g. (n) => `Välipiste ${n}`. */
  waypoint: (n: number) => string;
}

export interface RouteMapProps {
  pickup?: MapLngLat | null;
  destination?: MapLngLat | null;
  /** The driver's car. */
  car?: MapLngLat | null;
  /** The route line (LineString coordinates); without it a straight line joins the stops. */
  route?: readonly MapLngLat[] | null;
  waypoints?: readonly MapLngLat[];
  labels: RouteMapLabels;
  /** Height in px or a CSS length (spec: 578 on the shared view, 256 for the widget). Default 400. */
  height?: number | string;
  /** Width in px or a CSS length. Default '100%'. */
  width?: number | string;
  /** A fixed zoom centred on the car, else the pickup, else the destination (spec widget: 14). Without it the
   *  map fits all points. */
  zoom?: number;
  /** The UI language, which names the towns on the map (Karjaa in Finnish, Karis in English). Default 'fi'. */
  language?: 'fi' | 'en';
  /** A Mapbox access token: with it mapbox-gl renders `mapboxStyle`; without it maplibre-gl renders the packaged
   *  offline map (no token, no network). */
  mapboxToken?: string | null;
  /** A Mapbox style URL or a style object; default 'mapbox://styles/mapbox/streets-v12'. Used only with a token. */
  mapboxStyle?: string | object;
  /** Shown while the map library and data load. */
  loadingText: string;
  /** Shown instead of the map when it cannot be shown (also when `error` is true). */
  errorText: string;
  /** Forces the error state (e.g. the app could not load the route). */
  error?: boolean;
  /** Whether the map can be panned and zoomed (default true). */
  interactive?: boolean;
  /** Colour of the route line (default #d9480f). */
  routeColor?: string;
  /** Keeps the drawing buffer readable (screenshots and pixel tests); costs performance. */
  preserveDrawingBuffer?: boolean;
  /** Called once the map has painted everything (first 'idle' after 'load'). */
  onReady?: () => void;
  /** Called on map errors (the app logs them). */
  onError?: (error: Error) => void;
  className?: string;
}

/** What a renderer tells the map's frame (MapFrame): everything is painted, or the map cannot be shown. */
export interface PaintEvents {
  onPainted: () => void;
  onFatal: (error: Error) => void;
}

/** What both renderers of RouteMap receive. */
export type RendererProps = RouteMapProps & PaintEvents;
