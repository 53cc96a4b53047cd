import { useEffect, useRef } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import 'mapbox-gl/dist/mapbox-gl.css';
import { DEFAULT_ROUTE_COLOR } from './geometry.ts';
import { allBounds, ClusterMarkers, selectedLine, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
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

const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/streets-v12';
const LINE_SOURCE = 'siirto-selected-line';

/** ClusterMap with a Mapbox style, used when a token is configured. */
export default function ClusterMapboxRenderer(props: ClusterRendererProps) {
  const { onPainted, onError, preserveDrawingBuffer } = props;
  const mapRef = useRef<MapRef>(null);
  const painted = useRef(false);
  const { viewport, readViewport, zoomTo } = useClusterView(mapRef, props);
  const language = props.language ?? 'fi';
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (map && map.getLanguage() !== language) map.setLanguage(language);
  }, [language]);
  const line = selectedLine(props.points, props.selectedItemId);

  return (
    <Map
      ref={mapRef}
      mapboxAccessToken={props.mapboxToken ?? ''}
      mapStyle={(props.mapboxStyle as Parameters<typeof Map>[0]['mapStyle']) ?? DEFAULT_MAPBOX_STYLE}
      initialViewState={{ bounds: allBounds(props.points), fitBoundsOptions: { padding: 56, maxZoom: 13 } }}
      language={language}
      projection="mercator"
      performanceMetricsCollection={false}
      locale={{ 'Map.Title': props.labels.canvas, 'AttributionControl.ToggleAttribution': props.labels.attribution }}
      style={{ width: '100%', height: '100%' }}
      fadeDuration={0}
      preserveDrawingBuffer={preserveDrawingBuffer ?? false}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onResize={readViewport}
      onIdle={() => {
        if (!painted.current) {
          painted.current = true;
          onPainted();
        }
      }}
      onError={(e) => onError?.(e.error instanceof Error ? e.error : new Error(e.error.message))}
    >
      {line && (
        <Source id={LINE_SOURCE} type="geojson" data={line}>
          <Layer
            id={`${LINE_SOURCE}-casing`}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': '#ffffff', 'line-width': 6 }}
          />
          <Layer
            id={LINE_SOURCE}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': DEFAULT_ROUTE_COLOR, 'line-width': 3, 'line-dasharray': [2, 1.5] }}
          />
        </Source>
      )}
      <ClusterMarkers props={props} viewport={viewport} Marker={UnnamedMarker} zoomTo={zoomTo} />
    </Map>
  );
}
