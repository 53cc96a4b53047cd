import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { TownLabels } from './Scene.tsx';
import { vars } from '../theme/contract.css';
import {
  fallbackMapColors,
  loadBaseMap,
  offlineStyle,
  themeMapColors,
  townsOf,
  type BaseMapData,
  type MapColors,
} from './offlineStyle.ts';
import { allBounds, ClusterMarkers, selectedLine, useClusterView, type OffsetMarker } from './ClusterScene.tsx';
import type { ClusterRendererProps } from './ClusterMap.types.ts';

const LINE_SOURCE = 'siirto-selected-line';

/** The default renderer of ClusterMap: maplibre-gl with the packaged offline style. No token, no network. */
export default function ClusterMaplibreRenderer(props: ClusterRendererProps) {
  const { onPainted, onFatal, onError, preserveDrawingBuffer } = props;
  const [data, setData] = useState<BaseMapData | null>(null);
  const mapRef = useRef<MapRef>(null);
  const painted = useRef(false);
  const { viewport, readViewport, zoomTo } = useClusterView(mapRef, props);

  useEffect(() => {
    let live = true;
    loadBaseMap().then(
      (d) => live && setData(d),
      (e: unknown) => live && onFatal(e instanceof Error ? e : new Error(String(e))),
    );
    return () => {
      live = false;
    };
  }, [onFatal]);

  // the theme's map colours, read from the theme root above the map before the style is made
  const probe = useRef<HTMLSpanElement>(null);
  const [colors, setColors] = useState<MapColors | null>(null);
  useLayoutEffect(() => {
    if (probe.current) setColors(themeMapColors(probe.current, vars.color.map) ?? fallbackMapColors);
  }, []);
  const style = useMemo(() => (data && colors ? offlineStyle(data, colors) : null), [data, colors]);
  const language = props.language ?? 'fi';
  const towns = useMemo(() => (data ? townsOf(data, language) : []), [data, language]);
  const line = selectedLine(props.points, props.selectedItemId);

  if (!style || !colors) return <span ref={probe} hidden />;
  return (
    <Map
      ref={mapRef}
      workerUrl={workerUrl}
      mapStyle={style}
      initialViewState={{ bounds: allBounds(props.points), fitBoundsOptions: { padding: 56, maxZoom: 13 } }}
      style={{ width: '100%', height: '100%' }}
      fadeDuration={0}
      attributionControl={{ compact: true }}
      locale={{ 'Map.Title': props.labels.canvas, 'AttributionControl.ToggleAttribution': props.labels.attribution }}
      canvasContextAttributes={{ preserveDrawingBuffer: preserveDrawingBuffer ?? false }}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onResize={readViewport}
      onIdle={() => {
        if (!painted.current) {
          painted.current = true;
          onPainted();
        }
      }}
      onError={(e) => onError?.(e.error)}
    >
      {line && (
        <Source id={LINE_SOURCE} type="geojson" data={line}>
          <Layer
            id={`${LINE_SOURCE}-casing`}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': colors.routeCasing, 'line-width': 6 }}
          />
          <Layer
            id={LINE_SOURCE}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': colors.route, 'line-width': 3, 'line-dasharray': [2, 1.5] }}
          />
        </Source>
      )}
      <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
      <ClusterMarkers props={props} viewport={viewport} Marker={Marker as OffsetMarker} zoomTo={zoomTo} />
    </Map>
  );
}
