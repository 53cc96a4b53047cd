/** What both cluster renderers draw and do: markers and clusters, fitting the view, keeping the selection in view. */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Feature, LineString } from 'geojson';
import { pinColors } from './Pins.tsx';
import { boundsOf, canSplit, clusterByDistance, inBounds, spreadOffsets } from './cluster.ts';
import * as styles from './ClusterMap.css.ts';
import type { ClusterMapPoint, ClusterMapProps } from './ClusterMap.types.ts';
import { viewportOf, type ViewSource, type Viewport } from './renderer.ts';
import type { MapLngLat } from './types.ts';

/** The marker component of either react-map-gl flavour (both take these props). */
export type OffsetMarker = (props: {
  longitude: number;
  latitude: number;
  anchor?: 'bottom' | 'center';
  offset?: [number, number];
  style?: React.CSSProperties;
  children?: ReactNode;
}) => ReactNode;

type Bounds = [[number, number], [number, number]];

/** The calls both flavours' map objects answer alike. */
type ClusterMapApi = ViewSource & {
  fitBounds: (
    bounds: Bounds,
    options: { padding: number; maxZoom: number; duration?: number; animate?: boolean },
  ) => unknown;
};

/** Finland and Sweden's south when there is nothing to show. */
export const EMPTY_BOUNDS: Bounds = [
  [19.5, 59.7],
  [31.6, 70.1],
];
const FIT = { padding: 56, maxZoom: 13 } as const;
/** From this zoom on nothing clusters: markers at one place spread around it instead. */
const NO_CLUSTER_ZOOM = 15;

const widen = (b: Bounds): Bounds =>
  b[0][0] === b[1][0] && b[0][1] === b[1][1]
    ? [
        [b[0][0] - 0.05, b[0][1] - 0.05],
        [b[1][0] + 0.05, b[1][1] + 0.05],
      ]
    : b;

/** The bounds the first view and every new `fitKey` show. */
export const allBounds = (points: readonly ClusterMapPoint[]): Bounds =>
  widen(boundsOf(points.map((p) => p.position)) ?? EMPTY_BOUNDS);

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The source of the line through the selected item's points. */
export const SELECTED_LINE_SOURCE = 'siirto-selected';

/** The line through the selected item's points, in the order given. */
export function selectedLine(points: readonly ClusterMapPoint[], itemId: string | null | undefined) {
  if (!itemId) return null;
  const coordinates = points.filter((p) => p.itemId === itemId).map((p) => p.position);
  if (coordinates.length < 2) return null;
  const line: Feature<LineString> = { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates } };
  return line;
}

/**
 * The view's state and moves: the viewport the clusters are made for (read after every move), a fit of all points
 * when `fitKey` changes (after the first view, which the renderer's initial view state makes), and a move to the
 * selected item when one of its points is out of view; also the first view and the selected item's line.
 */
export function useClusterView(mapRef: RefObject<{ getMap: () => unknown } | null>, props: ClusterMapProps) {
  const [viewport, setViewport] = useState<Viewport | null>(null);
  const api = useCallback(() => (mapRef.current?.getMap() as ClusterMapApi | undefined) ?? null, [mapRef]);

  const readViewport = useCallback(() => {
    const map = api();
    if (map) setViewport(viewportOf(map));
  }, [api]);

  const { points, fitKey, selectedItemId } = props;
  const pointsRef = useRef(points);
  pointsRef.current = points;
  const shownFit = useRef(fitKey);
  const hadPoints = useRef(points.length > 0);
  useEffect(() => {
    const map = api();
    const first = !hadPoints.current && points.length > 0;
    if (points.length > 0) hadPoints.current = true;
    if (!map || (fitKey === shownFit.current && !first)) return;
    shownFit.current = fitKey;
    map.fitBounds(allBounds(pointsRef.current), { ...FIT, animate: false });
  }, [api, fitKey, points.length]);

  useEffect(() => {
    const map = api();
    if (!map || !selectedItemId) return;
    const own = pointsRef.current.filter((p) => p.itemId === selectedItemId).map((p) => p.position);
    const b = map.getBounds();
    const view = { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() };
    const bounds = boundsOf(own);
    if (!bounds || own.every((p) => inBounds(p, view))) return;
    map.fitBounds(widen(bounds), { ...FIT, duration: reducedMotion() ? 0 : 400 });
  }, [api, selectedItemId]);

  const zoomTo = useCallback(
    (positions: readonly MapLngLat[]) => {
      const bounds = boundsOf(positions);
      const map = api();
      if (!bounds || !map) return;
      map.fitBounds(widen(bounds), { padding: 72, maxZoom: NO_CLUSTER_ZOOM + 1, duration: reducedMotion() ? 0 : 400 });
    },
    [api],
  );

  return {
    viewport,
    readViewport,
    zoomTo,
    /** The first view: all points fitted. */
    initialViewState: { bounds: allBounds(points), fitBoundsOptions: FIT },
    /** The line through the selected item's points, when it has two or more. */
    line: selectedLine(points, selectedItemId),
  };
}

function PointPicture({ point, large }: { point: ClusterMapPoint; large: boolean }) {
  const scale = large ? 1 : 0.8;
  if (point.kind === 'car') {
    const size = Math.round(34 * scale);
    const fill = point.stale ? '#868e96' : pinColors.car;
    return (
      <svg className={styles.markerPicture} width={size} height={size} viewBox="0 0 34 34" aria-hidden="true">
        <circle
          cx="17"
          cy="17"
          r="15.5"
          fill={fill}
          stroke="#ffffff"
          strokeWidth="2.5"
          strokeDasharray={point.stale ? '4 3' : undefined}
        />
        <path
          d="M9 19.5V16.8L11 12.6C11.3 11.9 12 11.5 12.7 11.5H21.3C22 11.5 22.7 11.9 23 12.6L25 16.8V19.5C25 20.1 24.6 20.5 24 20.5H23.5V22C23.5 22.6 23.1 23 22.5 23H21.5C20.9 23 20.5 22.6 20.5 22V20.5H13.5V22C13.5 22.6 13.1 23 12.5 23H11.5C10.9 23 10.5 22.6 10.5 22V20.5H10C9.4 20.5 9 20.1 9 19.5ZM11.6 16.5H22.4L21.2 13.5H12.8L11.6 16.5Z"
          fill="#ffffff"
        />
      </svg>
    );
  }
  const color = point.kind === 'pickup' ? pinColors.pickup : pinColors.destination;
  return (
    <svg
      className={styles.markerPicture}
      width={Math.round(28 * scale)}
      height={Math.round(38 * scale)}
      viewBox="0 0 28 38"
      aria-hidden="true"
    >
      <path
        d="M14 37C14 37 27 22.5 27 13.5C27 6.3 21.2 1 14 1C6.8 1 1 6.3 1 13.5C1 22.5 14 37 14 37Z"
        fill={color}
        stroke="#ffffff"
        strokeWidth="2"
      />
      <text x="14" y="18.5" textAnchor="middle" fontSize="13" fontWeight="700" fill="#ffffff" fontFamily="sans-serif">
        {point.kind === 'pickup' ? 'A' : 'B'}
      </text>
    </svg>
  );
}

interface Shown {
  key: string;
  kind: 'point' | 'cluster';
  position: MapLngLat;
  members: ClusterMapPoint[];
  offset: [number, number];
}

/** The markers: the selected item's points on top and unclustered; the others clustered by screen distance. */
export const ClusterMarkers = memo(function ClusterMarkers({
  props,
  viewport,
  Marker,
  zoomTo,
}: {
  props: ClusterMapProps;
  viewport: Viewport | null;
  Marker: OffsetMarker;
  zoomTo: (positions: readonly MapLngLat[]) => void;
}) {
  const { points, selectedItemId, onSelectItem, labels, clusterRadius = 44 } = props;
  const shown = useMemo<Shown[]>(() => {
    const single = (p: ClusterMapPoint, offset: [number, number] = [0, 0]): Shown => ({
      key: p.id,
      kind: 'point',
      position: p.position,
      members: [p],
      offset,
    });
    const selected = points.filter((p) => p.itemId === selectedItemId);
    const others = points.filter((p) => p.itemId !== selectedItemId);
    if (!viewport) return [...others.map((p) => single(p)), ...selected.map((p) => single(p))];
    const placed = others.map((p) => ({ ...viewport.project(p.position), position: p.position, point: p }));
    const result: Shown[] = [];
    for (const group of clusterByDistance(placed, clusterRadius)) {
      const members = group.map((g) => g.point);
      const first = members[0];
      if (!first) continue;
      if (members.length === 1) {
        result.push(single(first));
      } else if (viewport.zoom < NO_CLUSTER_ZOOM && canSplit(members.map((m) => m.position))) {
        const lng = members.reduce((sum, m) => sum + m.position[0], 0) / members.length;
        const lat = members.reduce((sum, m) => sum + m.position[1], 0) / members.length;
        result.push({ key: `c:${first.id}`, kind: 'cluster', position: [lng, lat], members, offset: [0, 0] });
      } else {
        // one place (or zoomed all the way in): the markers spread around it
        const offsets = spreadOffsets(members.length, 34);
        members.forEach((m, i) => result.push(single({ ...m, position: first.position }, offsets[i] ?? [0, 0])));
      }
    }
    // the selected item's points last: drawn above the others
    return [...result, ...selected.map((p) => single(p))];
  }, [points, selectedItemId, viewport, clusterRadius]);

  return (
    <>
      {shown.map((item) => {
        if (item.kind === 'cluster') {
          return (
            <Marker
              key={item.key}
              longitude={item.position[0]}
              latitude={item.position[1]}
              anchor="center"
              style={{ zIndex: 5 }}
            >
              <button
                type="button"
                className={`${styles.markerButton} ${styles.cluster}`}
                aria-label={labels.cluster(item.members.length)}
                data-cluster-size={item.members.length}
                data-dimmed={selectedItemId ? 'true' : 'false'}
                onClick={() => zoomTo(item.members.map((m) => m.position))}
              >
                {item.members.length}
              </button>
            </Marker>
          );
        }
        const point = item.members[0];
        if (!point) return null;
        const selected = point.itemId === selectedItemId;
        const original = points.find((p) => p.id === point.id)?.position ?? point.position;
        return (
          <Marker
            key={item.key}
            longitude={item.position[0]}
            latitude={item.position[1]}
            anchor={point.kind === 'car' ? 'center' : 'bottom'}
            offset={item.offset}
            style={{ zIndex: selected ? 10 : point.kind === 'car' ? 4 : 3 }}
          >
            <button
              type="button"
              className={styles.markerButton}
              aria-label={point.label}
              aria-pressed={selected}
              data-item-id={point.itemId}
              data-kind={point.kind}
              data-stale={point.stale ? 'true' : 'false'}
              data-lng={original[0]}
              data-lat={original[1]}
              data-dimmed={selectedItemId && !selected ? 'true' : 'false'}
              onClick={() => onSelectItem?.(point.itemId)}
            >
              <PointPicture point={point} large={selected} />
            </button>
          </Marker>
        );
      })}
    </>
  );
});
