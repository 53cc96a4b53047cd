import { useRef } from 'react';
import { Layer, Marker, Source, type MapRef } from 'react-map-gl/mapbox';
import { MapboxMap } from './MapboxMap.tsx';
import { MapLine, Pins } from './Scene.tsx';
import { DEFAULT_ROUTE_COLOR, ROUTE_SOURCE, routeFeature } from './geometry.ts';
import { useRouteView } from './renderer.ts';
import type { RendererProps } from './types.ts';

/** The production renderer: mapbox-gl with a Mapbox style, used when a token is configured. */
export default function MapboxRenderer(props: RendererProps) {
  const mapRef = useRef<MapRef>(null);
  const initialViewState = useRouteView(mapRef, props);

  return (
    <MapboxMap {...props} mapRef={mapRef} initialViewState={initialViewState}>
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
    </MapboxMap>
  );
}
