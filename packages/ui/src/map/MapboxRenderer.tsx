import { useEffect, useRef } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { Pins } from './Scene.tsx';
import {
  DEFAULT_ROUTE_COLOR,
  ROUTE_CASING_LAYER,
  ROUTE_LAYER,
  ROUTE_SOURCE,
  routeFeature,
  viewKey,
  viewTarget,
} from './geometry.ts';
import { mapLocale, type RendererProps } from './types.ts';

export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';

/** The production renderer: mapbox-gl with a Mapbox style, used when a token is configured. */
export default function MapboxRenderer(props: RendererProps) {
  const { onPainted, onError, preserveDrawingBuffer, interactive = true } = props;
  const mapRef = useRef<MapRef>(null);
  const painted = useRef(false);
  const target = viewTarget(props);
  const key = viewKey(target);
  const route = routeFeature(props);

  // Mapbox styles name places in the UI language (mapbox-gl's language option; it only changes Mapbox tiles).
  const language = props.language ?? 'fi';
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (map && map.getLanguage() !== language) map.setLanguage(language);
  }, [language]);

  const shownKey = useRef(key);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || key === shownKey.current) return;
    shownKey.current = key;
    const t = viewTarget(props);
    if (t.kind === 'center') map.jumpTo({ center: t.center, zoom: t.zoom });
    else map.fitBounds(t.bounds, { padding: 48, maxZoom: 14, animate: false });
  }, [key]);

  const initialViewState =
    target.kind === 'center'
      ? { longitude: target.center[0], latitude: target.center[1], zoom: target.zoom }
      : { bounds: target.bounds, fitBoundsOptions: { padding: 48, maxZoom: 14 } };

  return (
    <Map
      ref={mapRef}
      mapboxAccessToken={props.mapboxToken ?? ''}
      mapStyle={(props.mapboxStyle as Parameters<typeof Map>[0]['mapStyle']) ?? DEFAULT_MAPBOX_STYLE}
      initialViewState={initialViewState}
      language={language}
      projection="mercator"
      performanceMetricsCollection={false}
      locale={mapLocale(props.labels)}
      style={{ width: '100%', height: '100%' }}
      interactive={interactive}
      fadeDuration={0}
      preserveDrawingBuffer={preserveDrawingBuffer ?? false}
      onIdle={() => {
        if (!painted.current) {
          painted.current = true;
          onPainted();
        }
      }}
      onError={(e) => onError?.(e.error instanceof Error ? e.error : new Error(e.error.message))}
    >
      {route && (
        <Source id={ROUTE_SOURCE} type="geojson" data={route}>
          <Layer
            id={ROUTE_CASING_LAYER}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': '#ffffff', 'line-width': 7 }}
          />
          <Layer
            id={ROUTE_LAYER}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': props.routeColor ?? DEFAULT_ROUTE_COLOR, 'line-width': 4 }}
          />
        </Source>
      )}
      <Pins props={props} Marker={Marker} />
    </Map>
  );
}
