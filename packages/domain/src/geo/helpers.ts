import { isInProgressState } from '../transports/states.ts';
import type { CountryCode, GeoPlace, LngLat } from './types.ts';

const EARTH_RADIUS_KM = 6371.0088;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in kilometres between two [lng, lat] positions. */
export function greatCircleKm(a: LngLat, b: LngLat): number {
  const dLat = toRad(b[1] - a[1]);
  const dLng = toRad(b[0] - a[0]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a[1])) * Math.cos(toRad(b[1])) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Length in kilometres of a polyline along great circles. */
export function pathLengthKm(points: readonly LngLat[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1];
    const cur = points[i];
    if (prev && cur) total += greatCircleKm(prev, cur);
  }
  return total;
}

/** Default road-distance model of the offline provider: great circle x factor at an average speed. */
export const roadEstimate = { roadFactor: 1.25, averageSpeedKmh: 75 } as const;

/** Estimated driving distance (km) and duration (s) for a straight-line distance. */
export function estimateDrive(
  straightKm: number,
  model: { roadFactor: number; averageSpeedKmh: number } = roadEstimate,
): { distanceKm: number; durationSeconds: number } {
  const distanceKm = straightKm * model.roadFactor;
  return { distanceKm, durationSeconds: Math.round((distanceKm / model.averageSpeedKmh) * 3600) };
}

/** The shared view and the detail show an estimated arrival in the states in progress (4 to 9). */
export function showsArrivalEstimate(state: number): boolean {
  return isInProgressState(state);
}

/**
 * Travel time with the margin from the status setting WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT (default 0):
 * seconds x (1 + margin / 100), rounded to whole seconds.
 */
export function travelTimeWithMargin(travelSeconds: number, marginPercent: number | null | undefined = 0): number {
  const margin = Number.isFinite(marginPercent) ? (marginPercent as number) : 0;
  return Math.round(travelSeconds * (1 + margin / 100));
}

/**
 * The estimated arrival for a transport: now + travel time with margin, only for states 4 to 9; otherwise null.
 */
export function estimateArrival(input: {
  state: number;
  travelSeconds: number | null | undefined;
  marginPercent?: number | null;
  now: Date;
}): Date | null {
  if (!showsArrivalEstimate(input.state)) return null;
  if (input.travelSeconds == null || !Number.isFinite(input.travelSeconds) || input.travelSeconds < 0) return null;
  return new Date(input.now.getTime() + travelTimeWithMargin(input.travelSeconds, input.marginPercent) * 1000);
}

/** The countries address search may use: Finland, and Sweden too when the company has abroad transports. */
export function searchCountries(abroadTransports: boolean | null | undefined): CountryCode[] {
  return abroadTransports ? ['FI', 'SE'] : ['FI'];
}

const fold = (s: string) =>
  s
    .toLocaleLowerCase('fi')
    .normalize('NFC')
    .replace(/[\s-]+/g, ' ')
    .trim();

/** Spec: a warning shows when the city name is not contained in the map service's full address. */
export function cityMissingFromAddress(city: string, fullAddress: string): boolean {
  const c = fold(city);
  if (!c) return false;
  return !fold(fullAddress).includes(c);
}

/** Bounds [[west, south], [east, north]] of some positions, or null when there are none. */
export function boundsOf(points: readonly LngLat[]): [LngLat, LngLat] | null {
  if (points.length === 0) return null;
  let w = Infinity;
  let s = Infinity;
  let e = -Infinity;
  let n = -Infinity;
  for (const [lng, lat] of points) {
    w = Math.min(w, lng);
    e = Math.max(e, lng);
    s = Math.min(s, lat);
    n = Math.max(n, lat);
  }
  return [
    [w, s],
    [e, n],
  ];
}

/** Whether a value is a usable [lng, lat] pair (server data may hold nulls or swapped values). */
export function isLngLat(value: unknown): value is LngLat {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === 'number' &&
    typeof value[1] === 'number' &&
    Math.abs(value[0]) <= 180 &&
    Math.abs(value[1]) <= 90
  );
}

/** The fields a form fills from a chosen suggestion. */
export function addressFieldsFrom(place: GeoPlace): {
  streetAddress: string;
  postalCode: string;
  city: string;
  country: CountryCode;
  coordinates: { type: 'Point'; coordinates: LngLat };
  fullAddress: string;
} {
  return {
    streetAddress: place.streetAddress,
    postalCode: place.postalCode,
    city: place.city,
    country: place.country,
    coordinates: { type: 'Point', coordinates: place.coordinates },
    fullAddress: place.fullAddress,
  };
}
