import { useRef } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { MapLine, Pins } from './Scene.tsx';
import { DEFAULT_ROUTE_COLOR, ROUTE_SOURCE, routeFeature } from './geometry.ts';
import { asError, DEFAULT_MAPBOX_STYLE, mapLocale, useFirstIdle, useMapboxLanguage, useRouteView } from './renderer.ts';
import type { RendererProps } from './types.ts';

/** The production renderer: mapbox-gl with a Mapbox style, used when a token is configured. */
export default function MapboxRenderer(props: RendererProps) {
  const { onPainted, onError, preserveDrawingBuffer, interactive = true } = props;
  const mapRef = useRef<MapRef>(null);
  const onIdle = useFirstIdle(onPainted);
  const language = props.language ?? 'fi';
  useMapboxLanguage(mapRef, language);
  const initialViewState = useRouteView(mapRef, props);

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
      onIdle={onIdle}
      onError={(e) => onError?.(asError(e.error))}
    >
      <MapLine
        Source={Source}
        Layer={Layer}
        id={ROUTE_SOURCE}
        data={routeFeature(props)}
        color={props.routeColor ?? DEFAULT_ROUTE_COLOR}
        casingColor="#ffffff"
        width={4}
      />
      <Pins props={props} Marker={Marker} />
    </Map>
  );
}
