import { useRef } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { TownLabels } from './Scene.tsx';
import { ClusterMarkers, SELECTED_LINE_SOURCE, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
import { lineLayers, mapLocale, useFirstIdle } from './renderer.ts';
import { useOfflineMap } from './useOfflineMap.ts';
import type { ClusterRendererProps } from './ClusterMap.types.ts';

/** The default renderer of ClusterMap: maplibre-gl with the packaged offline style. No token, no network. */
export default function ClusterMaplibreRenderer(props: ClusterRendererProps) {
  const { onPainted, onFatal, onError, preserveDrawingBuffer } = props;
  const { probe, colors, style, towns, maxBounds } = useOfflineMap(onFatal, props.language ?? 'fi');
  const mapRef = useRef<MapRef>(null);
  const onIdle = useFirstIdle(onPainted);
  const { viewport, readViewport, zoomTo, initialViewState, line } = useClusterView(mapRef, props);

  if (!style || !colors) return <span ref={probe} hidden />;
  return (
    <Map
      ref={mapRef}
      workerUrl={workerUrl}
      mapStyle={style}
      initialViewState={initialViewState}
      maxBounds={maxBounds}
      style={{ width: '100%', height: '100%' }}
      fadeDuration={0}
      attributionControl={{ compact: true }}
      locale={mapLocale(props.labels)}
      canvasContextAttributes={{ preserveDrawingBuffer: preserveDrawingBuffer ?? false }}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onResize={readViewport}
      onIdle={onIdle}
      onError={(e) => onError?.(e.error)}
    >
      {line && (
        <Source id={SELECTED_LINE_SOURCE} type="geojson" data={line}>
          {lineLayers(SELECTED_LINE_SOURCE, {
            color: colors.route,
            casingColor: colors.routeCasing,
            width: 3,
            dash: [2, 1.5],
          }).map((layer) => (
            <Layer key={layer.id} {...layer} />
          ))}
        </Source>
      )}
      <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
      <ClusterMarkers props={props} viewport={viewport} Marker={Marker as OffsetMarker} zoomTo={zoomTo} />
    </Map>
  );
}
