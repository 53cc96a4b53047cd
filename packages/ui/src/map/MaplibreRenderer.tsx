import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Map, { Layer, Marker, Source, type MapRef } from 'react-map-gl/maplibre';
import 'maplibre-gl/dist/maplibre-gl.css';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { Pins, TownLabels, type Viewport } from './Scene.tsx';
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
import { ROUTE_CASING_LAYER, ROUTE_LAYER, ROUTE_SOURCE, routeFeature, viewKey, viewTarget } from './geometry.ts';
import { mapLocale, type RendererProps } from './types.ts';

/** The default renderer: maplibre-gl with the packaged offline style. No token, no network. */
export default function MaplibreRenderer(props: RendererProps) {
  const { onPainted, onFatal, onError, preserveDrawingBuffer, interactive = true } = props;
  const [data, setData] = useState<BaseMapData | null>(null);
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const mapRef = useRef<MapRef>(null);
  const painted = useRef(false);

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
  const target = viewTarget(props);
  const key = viewKey(target);
  const route = routeFeature(props);

  const readViewport = useCallback(() => {
    const map = mapRef.current;
    if (!map) return;
    const b = map.getBounds();
    setViewport({
      west: b.getWest(),
      south: b.getSouth(),
      east: b.getEast(),
      north: b.getNorth(),
      zoom: map.getZoom(),
      project: (p) => map.project(p),
    });
  }, []);

  // Follow new points (e.g. the car moving) after the first view.
  const shownKey = useRef(key);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || key === shownKey.current) return;
    shownKey.current = key;
    const t = viewTarget(props);
    if (t.kind === 'center') map.jumpTo({ center: t.center, zoom: t.zoom });
    else map.fitBounds(t.bounds, { padding: 48, maxZoom: 14, animate: false });
  }, [key]);

  if (!style || !colors) return <span ref={probe} hidden />;
  const initialViewState =
    target.kind === 'center'
      ? { longitude: target.center[0], latitude: target.center[1], zoom: target.zoom }
      : { bounds: target.bounds, fitBoundsOptions: { padding: 48, maxZoom: 14 } };

  return (
    <Map
      ref={mapRef}
      workerUrl={workerUrl}
      mapStyle={style}
      initialViewState={initialViewState}
      style={{ width: '100%', height: '100%' }}
      interactive={interactive}
      fadeDuration={0}
      attributionControl={{ compact: true }}
      locale={mapLocale(props.labels)}
      canvasContextAttributes={{ preserveDrawingBuffer: preserveDrawingBuffer ?? false }}
      onLoad={readViewport}
      onMoveEnd={readViewport}
      onIdle={() => {
        if (!painted.current) {
          painted.current = true;
          onPainted();
        }
      }}
      onError={(e) => onError?.(e.error)}
    >
      {route && (
        <Source id={ROUTE_SOURCE} type="geojson" data={route}>
          <Layer
            id={ROUTE_CASING_LAYER}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': colors.routeCasing, 'line-width': 7 }}
          />
          <Layer
            id={ROUTE_LAYER}
            type="line"
            layout={{ 'line-join': 'round', 'line-cap': 'round' }}
            paint={{ 'line-color': props.routeColor ?? colors.route, 'line-width': 4 }}
          />
        </Source>
      )}
      <TownLabels towns={towns} viewport={viewport} Marker={Marker} />
      <Pins props={props} Marker={Marker} />
    </Map>
  );
}
