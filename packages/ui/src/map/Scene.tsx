import { useMemo, type ComponentType, type ReactNode } from 'react';
import type { Feature, LineString } from 'geojson';
import { CarPin, PlacePin, WaypointPin, pinColors } from './Pins.tsx';
import { townLabel } from './RouteMap.css.ts';
import { minPopulationForZoom, type Town } from './offlineStyle.ts';
import { lineLayers, type Viewport } from './renderer.ts';
import type { MapLngLat, RouteMapProps } from './types.ts';

/** The marker component of either react-map-gl flavour (both take these props). */
export type MarkerComponent = (props: {
  longitude: number;
  latitude: number;
  anchor?: 'bottom' | 'center' | 'left';
  style?: React.CSSProperties;
  children?: React.ReactNode;
}) => React.ReactNode;

/** The HTML pins: pickup, destination, waypoints and the car (on top). */
export function Pins({ props, Marker }: { props: RouteMapProps; Marker: MarkerComponent }) {
  const { labels } = props;
  return (
    <>
      {(props.waypoints ?? []).map((w, i) => (
        <Marker key={`w${i}`} longitude={w[0]} latitude={w[1]} anchor="center" style={{ zIndex: 2 }}>
          <WaypointPin n={i + 1} label={labels.waypoint(i + 1)} />
        </Marker>
      ))}
      {props.pickup && (
        <Marker longitude={props.pickup[0]} latitude={props.pickup[1]} anchor="bottom" style={{ zIndex: 3 }}>
          <PlacePin color={pinColors.pickup} label={labels.pickup} letter="A" />
        </Marker>
      )}
      {props.destination && (
        <Marker longitude={props.destination[0]} latitude={props.destination[1]} anchor="bottom" style={{ zIndex: 3 }}>
          <PlacePin color={pinColors.destination} label={labels.destination} letter="B" />
        </Marker>
      )}
      {props.car && (
        <Marker longitude={props.car[0]} latitude={props.car[1]} anchor="center" style={{ zIndex: 4 }}>
          <CarPin label={labels.car} />
        </Marker>
      )}
    </>
  );
}

const MAX_LABELS = 40;

/** Town names as HTML labels (no glyph files needed): the larger towns in view, more when zoomed in. */
export function TownLabels({
  towns,
  viewport,
  Marker,
}: {
  towns: readonly Town[];
  viewport: Viewport | null;
  Marker: MarkerComponent;
}) {
  const visible = useMemo(() => {
    if (!viewport) return [];
    const min = minPopulationForZoom(viewport.zoom);
    const inView = (p: MapLngLat) =>
      p[0] >= viewport.west && p[0] <= viewport.east && p[1] >= viewport.south && p[1] <= viewport.north;
    // Towns are sorted by population, largest first; a label too close to a larger town's label is left out.
    const placed: { x: number; y: number }[] = [];
    const shown: Town[] = [];
    for (const t of towns) {
      if (shown.length >= MAX_LABELS) break;
      if (t.population < min || !inView(t.coordinates)) continue;
      const at = viewport.project(t.coordinates);
      if (placed.some((q) => Math.abs(q.x - at.x) < 80 && Math.abs(q.y - at.y) < 22)) continue;
      placed.push(at);
      shown.push(t);
    }
    return shown;
  }, [towns, viewport]);
  return (
    <>
      {visible.map((t) => (
        <Marker
          key={`${t.country}${t.name}`}
          longitude={t.coordinates[0]}
          latitude={t.coordinates[1]}
          anchor="left"
          style={{ zIndex: 1 }}
        >
          <span className={townLabel} aria-hidden="true">
            {t.name}
          </span>
        </Marker>
      ))}
    </>
  );
}

/** The Source and Layer components of either react-map-gl flavour (both take these props). */
interface LineComponents {
  Source: ComponentType<{ id: string; type: 'geojson'; data: Feature<LineString>; children?: ReactNode }>;
  Layer: ComponentType<ReturnType<typeof lineLayers>[number]>;
}

/** A line on the map (a route, the selected item's line): its source and its two layers, the casing under it. */
export function MapLine({
  Source,
  Layer,
  id,
  data,
  ...style
}: LineComponents & { id: string; data: Feature<LineString> | null } & Parameters<typeof lineLayers>[1]) {
  if (!data) return null;
  return (
    <Source id={id} type="geojson" data={data}>
      {lineLayers(id, style).map((layer) => (
        <Layer key={layer.id} {...layer} />
      ))}
    </Source>
  );
}
