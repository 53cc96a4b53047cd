import type { ReactNode, RefObject } from 'react';
import Map, { type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { asError, DEFAULT_MAPBOX_STYLE, mapLocale, useFirstIdle, useMapboxLanguage } from './renderer.ts';
import type { RouteMapLabels } from './types.ts';

export interface MapboxMapProps {
  mapRef: RefObject<MapRef | null>;
  initialViewState: Parameters<typeof Map>[0]['initialViewState'];
  mapboxToken?: string | null;
  /** A Mapbox style URL or a style object; Mapbox's default style when none. */
  mapboxStyle?: unknown;
  labels: Pick<RouteMapLabels, 'canvas' | 'attribution'>;
  language?: 'fi' | 'en';
  interactive?: boolean;
  preserveDrawingBuffer?: boolean;
  onPainted: () => void;
  onError?: (error: Error) => void;
  /** Reads what is in view again after the load, each move and each resize (the cluster map's markers). */
  onView?: () => void;
  children: ReactNode;
}

/**
 * mapbox-gl with a Mapbox style (a token is configured): the frame of both mapbox renderers (RouteMap's and
 * ClusterMap's), with the map's labels in the UI language, the app's texts for the library's own, and `onPainted` at
 * the first idle.
 */
export function MapboxMap({
  mapRef,
  initialViewState,
  mapboxToken,
  mapboxStyle,
  labels,
  language = 'fi',
  interactive = true,
  preserveDrawingBuffer = false,
  onPainted,
  onError,
  onView,
  children,
}: MapboxMapProps) {
  const onIdle = useFirstIdle(onPainted);
  useMapboxLanguage(mapRef, language);
  return (
    <Map
      ref={mapRef}
      mapboxAccessToken={mapboxToken ?? ''}
      mapStyle={(mapboxStyle as Parameters<typeof Map>[0]['mapStyle']) ?? DEFAULT_MAPBOX_STYLE}
      initialViewState={initialViewState}
      language={language}
      projection="mercator"
      performanceMetricsCollection={false}
      locale={mapLocale(labels)}
      style={{ width: '100%', height: '100%' }}
      interactive={interactive}
      fadeDuration={0}
      preserveDrawingBuffer={preserveDrawingBuffer}
      onLoad={onView}
      onMoveEnd={onView}
      onResize={onView}
      onIdle={onIdle}
      onError={(e) => onError?.(asError(e.error))}
    >
      {children}
    </Map>
  );
}
