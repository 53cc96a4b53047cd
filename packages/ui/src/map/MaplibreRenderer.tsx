import { useCallback, useRef, useState } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Pins, TownLabels } from './Scene.tsx';
import { ROUTE_SOURCE, routeFeature } from './geometry.ts';
import { lineLayers, mapLocale, useFirstIdle, useRouteView, viewportOf, type Viewport } from './renderer.ts';
import { useOfflineMap } from './useOfflineMap.ts';
import type { RendererProps } from './types.ts';

/** The default renderer: maplibre-gl with the packaged offline style. No token, no network. */
export default function MaplibreRenderer(props: RendererProps) {
  const { onPainted, onFatal, onError, preserveDrawingBuffer, interactive = true } = props;
  const { probe, colors, style, towns, maxBounds } = useOfflineMap(onFatal, props.language ?? 'fi');
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const mapRef = useRef<MapRef>(null);
  const onIdle = useFirstIdle(onPainted);
  const initialViewState = useRouteView(mapRef, props);
  const route = routeFeature(props);

  const readViewport = useCallback(() => {
    if (mapRef.current) setViewport(viewportOf(mapRef.current));
  }, []);

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
      locale={mapLocale(props.labels)}
      canvasContextAttributes={{ preserveDrawingBuffer: preserveDrawingBuffer ?? false }}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onIdle={onIdle}
      onError={(e) => onError?.(e.error)}
    >
      {route && (
        <Source id={ROUTE_SOURCE} type="geojson" data={route}>
          {lineLayers(ROUTE_SOURCE, {
            color: props.routeColor ?? colors.route,
            casingColor: colors.routeCasing,
            width: 4,
          }).map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
      <Pins props={props} Marker={Marker} />
    </Map>
  );
}
