/** Screen-space clustering of map points (pure: the renderers give each point its pixel position). */
import type { MapLngLat } from './types.ts';

export interface Placed {
  /** Pixel position on the map's canvas. */
  x: number;
  y: number;
  position: MapLngLat;
}

/**
 * Groups points that lie within `radius` pixels of a group's first point (greedy, in the given order, on a grid of
 * `radius`-sized cells, so it stays linear in the number of points). Every point is in exactly one group.
 */
export function clusterByDistance<T extends Placed>(points: readonly T[], radius: number): T[][] {
  const groups: { seed: T; members: T[] }[] = [];
  const cells = new Map<string, number[]>();
  const cellOf = (x: number, y: number) => [Math.floor(x / radius), Math.floor(y / radius)] as const;
  for (const point of points) {
    const [cx, cy] = cellOf(point.x, point.y);
    let joined = -1;
    let best = Infinity;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const index of cells.get(`${cx + dx}:${cy + dy}`) ?? []) {
          const seed = groups[index]?.seed;
          if (!seed) continue;
          const distance = Math.hypot(seed.x - point.x, seed.y - point.y);
          if (distance <= radius && distance < best) {
            best = distance;
            joined = index;
          }
        }
      }
    }
    if (joined >= 0) {
      groups[joined]?.members.push(point);
      continue;
    }
    const key = `${cx}:${cy}`;
    cells.set(key, [...(cells.get(key) ?? []), groups.length]);
    groups.push({ seed: point, members: [point] });
  }
  return groups.map((group) => group.members);
}

/** The bounds [[west, south], [east, north]] of positions (null for none). */
export function boundsOf(positions: readonly MapLngLat[]): [[number, number], [number, number]] | null {
  if (positions.length === 0) return null;
  const lngs = positions.map((p) => p[0]);
  const lats = positions.map((p) => p[1]);
  return [
    [Math.min(...lngs), Math.min(...lats)],
    [Math.max(...lngs), Math.max(...lats)],
  ];
}

/** About 10 m: points closer than this are one place, which no zooming in separates. */
const SAME_PLACE_DEGREES = 1e-4;

/** Whether zooming in can separate the group's points (they are not all at one place). */
export function canSplit(positions: readonly MapLngLat[]): boolean {
  const bounds = boundsOf(positions);
  if (!bounds) return false;
  return bounds[1][0] - bounds[0][0] > SAME_PLACE_DEGREES || bounds[1][1] - bounds[0][1] > SAME_PLACE_DEGREES;
}

/**
 * Pixel offsets that spread `count` markers drawn at one place around a circle, so that each can be seen and
 * clicked (the first stays in the middle when there are more than six).
 */
export function spreadOffsets(count: number, spacing = 30): [number, number][] {
  if (count <= 1) return [[0, 0]];
  const ring = count > 6 ? count - 1 : count;
  const radius = Math.max(spacing * 0.75, (spacing * ring) / (2 * Math.PI));
  const offsets: [number, number][] = count > 6 ? [[0, 0]] : [];
  for (let i = 0; i < ring; i += 1) {
    const angle = -Math.PI / 2 + (2 * Math.PI * i) / ring;
    offsets.push([Math.round(Math.cos(angle) * radius), Math.round(Math.sin(angle) * radius)]);
  }
  return offsets;
}

/** Whether a position lies inside bounds. */
export const inBounds = (p: MapLngLat, b: { west: number; south: number; east: number; north: number }) =>
  p[0] >= b.west && p[0] <= b.east && p[1] >= b.south && p[1] <= b.north;
