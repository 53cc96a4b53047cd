import type { ReactNode, RefObject } from 'react';
import Map, { type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import type { MapColors, Town } from './offlineStyle.ts';
import { mapLocale, useFirstIdle } from './renderer.ts';
import { useOfflineMap } from './useOfflineMap.ts';
import type { PaintEvents, RouteMapLabels } from './types.ts';

export interface OfflineMapProps extends PaintEvents {
  mapRef: RefObject<MapRef | null>;
  initialViewState: Parameters<typeof Map>[0]['initialViewState'];
  labels: Pick<RouteMapLabels, 'canvas' | 'attribution'>;
  language?: 'fi' | 'en';
  interactive?: boolean;
  preserveDrawingBuffer?: boolean;
  onError?: (error: Error) => void;
  /** Reads what is in view again: after the load, each move and each resize (town labels, clusters). */
  onView: () => void;
  /** What is drawn on the map, in the theme's map colours, with the towns named in the UI language. */
  children: (map: { colors: MapColors; towns: readonly Town[] }) => ReactNode;
}

/**
 * maplibre-gl with the packaged offline style (no token, no network): the frame of both maplibre renderers
 * (RouteMap's and ClusterMap's), with the app's texts for the library's own, views kept inside the packaged data
 * (`maxBounds`) and `onPainted` at the first idle.
 */
export function OfflineMap({
  mapRef,
  initialViewState,
  labels,
  language = 'fi',
  interactive = true,
  preserveDrawingBuffer = false,
  onPainted,
  onFatal,
  onError,
  onView,
  children,
}: OfflineMapProps) {
  const { probe, colors, style, towns, maxBounds } = useOfflineMap(onFatal, language);
  const onIdle = useFirstIdle(onPainted);
  if (!style || !colors) return <span ref={probe} hidden />;
  return (
    <Map
      ref={mapRef}
      workerUrl={workerUrl}
      mapStyle={style}
      initialViewState={initialViewState}
      maxBounds={maxBounds}
      style={{ width: '100%', height: '100%' }}
      interactive={interactive}
      fadeDuration={0}
      attributionControl={{ compact: true }}
      locale={mapLocale(labels)}
      canvasContextAttributes={{ preserveDrawingBuffer }}
      onLoad={onView}
      onMoveEnd={onView}
      onResize={onView}
      onIdle={onIdle}
      onError={(e) => onError?.(e.error)}
    >
      {children({ colors, towns })}
    </Map>
  );
}
