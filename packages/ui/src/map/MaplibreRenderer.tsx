import { useCallback, useRef, useState } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import { OfflineMap } from './OfflineMap.tsx';
import { MapLine, Pins, TownLabels } from './Scene.tsx';
import { ROUTE_SOURCE, routeFeature } from './geometry.ts';
import { useRouteView, viewportOf, type Viewport } from './renderer.ts';
import type { RendererProps } from './types.ts';

/** The default renderer: maplibre-gl with the packaged offline style. No token, no network. */
export default function MaplibreRenderer(props: RendererProps) {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const mapRef = useRef<MapRef>(null);
  const initialViewState = useRouteView(mapRef, props);
  const readViewport = useCallback(() => {
    if (mapRef.current) setViewport(viewportOf(mapRef.current));
  }, []);

  return (
    <OfflineMap {...props} mapRef={mapRef} initialViewState={initialViewState} onView={readViewport}>
      {({ colors, towns }) => (
        <>
          <MapLine
            Source={Source}
            Layer={Layer}
            id={ROUTE_SOURCE}
            data={routeFeature(props)}
            color={props.routeColor ?? colors.route}
            casingColor={colors.routeCasing}
            width={4}
          />
          <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
          <Pins props={props} Marker={Marker} />
        </>
      )}
    </OfflineMap>
  );
}
