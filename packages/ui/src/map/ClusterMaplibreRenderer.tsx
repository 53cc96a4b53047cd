import { useRef } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { OfflineMap } from './OfflineMap.tsx';
import { MapLine, TownLabels } from './Scene.tsx';
import { ClusterMarkers, SELECTED_LINE_SOURCE, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
import type { ClusterRendererProps } from './ClusterMap.types.ts';

/** The default renderer of ClusterMap: maplibre-gl with the packaged offline style. No token, no network. */
export default function ClusterMaplibreRenderer(props: ClusterRendererProps) {
  const mapRef = useRef<MapRef>(null);
  const { viewport, readViewport, zoomTo, initialViewState, line } = useClusterView(mapRef, props);

  return (
    <OfflineMap {...props} mapRef={mapRef} initialViewState={initialViewState} onView={readViewport}>
      {({ colors, towns }) => (
        <>
          <MapLine
            Source={Source}
            Layer={Layer}
            id={SELECTED_LINE_SOURCE}
            data={line}
            color={colors.route}
            casingColor={colors.routeCasing}
            width={3}
            dash={[2, 1.5]}
          />
          <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
          <ClusterMarkers props={props} viewport={viewport} Marker={Marker as OffsetMarker} zoomTo={zoomTo} />
        </>
      )}
    </OfflineMap>
  );
}
