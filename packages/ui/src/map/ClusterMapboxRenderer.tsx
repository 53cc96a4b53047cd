import { useRef } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import { MapboxMap } from './MapboxMap.tsx';
import { DEFAULT_ROUTE_COLOR } from './geometry.ts';
import { ClusterMarkers, SELECTED_LINE_SOURCE, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
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
  const mapRef = useRef<MapRef>(null);
  const { viewport, readViewport, zoomTo, initialViewState, line } = useClusterView(mapRef, props);

  return (
    <MapboxMap {...props} mapRef={mapRef} initialViewState={initialViewState} onView={readViewport}>
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
    </MapboxMap>
  );
}
