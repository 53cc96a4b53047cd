import { greatCircleKm, roundDecimal, roundKm } from '@siirto/domain';
import type { LngLat } from '../db/schema.ts';

/**
 * A plausible driven track between two points: `count` points along the straight line, bowed sideways a
 * little (roads are not straight), rounded to 5 decimals (about 1 m).
 */
export function trackBetween(from: LngLat, to: LngLat, count = 24, bow = 0.08): LngLat[] {
  const [x0, y0] = from;
  const [x1, y1] = to;
  const dx = x1 - x0;
  const dy = y1 - y0;
  const points: LngLat[] = [];
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 1 : i / (count - 1);
    const side = Math.sin(Math.PI * t) * bow;
    // Perpendicular offset, plus a small wiggle so the line reads as a road on the map.
    const wiggle = Math.sin(t * Math.PI * 7) * bow * 0.12;
    const lng = x0 + dx * t - dy * (side + wiggle);
    const lat = y0 + dy * t + dx * (side + wiggle) * 0.5;
    points.push([round5(lng), round5(lat)]);
  }
  return points;
}

/** A track through several legs (pickup, waypoints, destination), without duplicate joints. */
export function trackThrough(stops: LngLat[], pointsPerLeg = 16): LngLat[] {
  const track: LngLat[] = [];
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i];
    const to = stops[i + 1];
    if (!from || !to) continue;
    const leg = trackBetween(from, to, pointsPerLeg);
    track.push(...(i === 0 ? leg : leg.slice(1)));
  }
  return track;
}

/** Road distance estimate: great-circle distance times a detour factor, rounded to 0.1 km. */
export function roadKm(stops: LngLat[]): number {
  let total = 0;
  for (let i = 0; i + 1 < stops.length; i++) {
    const from = stops[i];
    const to = stops[i + 1];
    if (from && to) total += greatCircleKm(from, to);
  }
  return roundKm(total * 1.25);
}

const round5 = (value: number) => roundDecimal(value, 5);
