import { useRef } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { DEFAULT_ROUTE_COLOR } from './geometry.ts';
import { ClusterMarkers, SELECTED_LINE_SOURCE, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
import { asError, DEFAULT_MAPBOX_STYLE, mapLocale, useFirstIdle, useMapboxLanguage } from './renderer.ts';
import { MapLine } from './Scene.tsx';
import type { ClusterRendererProps } from './ClusterMap.types.ts';

/** mapbox-gl names every custom marker element 'Map marker' (role img); our markers are buttons inside, which
 *  must not sit in another named control, so the wrapper's own role and name go. */
const UnnamedMarker: OffsetMarker = (props) => (
  <Marker
    {...props}
    ref={(marker) => {
      const element = marker?.getElement();
      element?.removeAttribute('role');
      element?.removeAttribute('aria-label');
    }}
  />
);

/** ClusterMap with a Mapbox style, used when a token is configured. */
export default function ClusterMapboxRenderer(props: ClusterRendererProps) {
  const { onPainted, onError, preserveDrawingBuffer } = props;
  const mapRef = useRef<MapRef>(null);
  const onIdle = useFirstIdle(onPainted);
  const { viewport, readViewport, zoomTo, initialViewState, line } = useClusterView(mapRef, props);
  const language = props.language ?? 'fi';
  useMapboxLanguage(mapRef, language);

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
      fadeDuration={0}
      preserveDrawingBuffer={preserveDrawingBuffer ?? false}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onResize={readViewport}
      onIdle={onIdle}
      onError={(e) => onError?.(asError(e.error))}
    >
      <MapLine
        Source={Source}
        Layer={Layer}
        id={SELECTED_LINE_SOURCE}
        data={line}
        color={DEFAULT_ROUTE_COLOR}
        casingColor="#ffffff"
        width={3}
        dash={[2, 1.5]}
      />
      <ClusterMarkers props={props} viewport={viewport} Marker={UnnamedMarker} zoomTo={zoomTo} />
    </Map>
  );
}
