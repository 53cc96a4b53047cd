/**
 * The map screen's view: the filters in the address bar (`/dashboard/map?state=5&location=3,4&transport=101`, like
 * the transport list's), the transports they keep, and the points each transport puts on the map.
 */
import { isLngLat, isPositionStale, MAP_TRANSPORT_STATES, showsCarPosition, type LngLat } from '@siirto/domain';
import type { Schema } from '@siirto/api-client';

export type MapTransport = Schema<'TransportMapItem'>;

export interface MapView {
  /** The state filter; null is "All" (4–9). */
  state: number | null;
  /** Business locations (cost centres), any of them; empty is all. */
  locations: number[];
  /** The selected transport. */
  selected: number | null;
}

export const mapViewParams = { state: 'state', locations: 'location', selected: 'transport' } as const;

const id = (value: string | null): number | null =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : null;

/** Reads the view; a missing, malformed or impossible part (a state not on the map) is its default. */
export function readMapView(params: URLSearchParams): MapView {
  const state = id(params.get(mapViewParams.state));
  return {
    state: state !== null && (MAP_TRANSPORT_STATES as readonly number[]).includes(state) ? state : null,
    locations: (params.get(mapViewParams.locations) ?? '')
      .split(',')
      .map((value) => id(value))
      .filter((value): value is number => value !== null),
    selected: id(params.get(mapViewParams.selected)),
  };
}

/** Writes the view into the address bar's parameters, defaults left out (the plain map is `/dashboard/map`). */
export function writeMapView(view: MapView, current: URLSearchParams = new URLSearchParams()) {
  const next = new URLSearchParams(current);
  const set = (key: keyof MapView, value: string | null) => {
    if (value === null || value === '') next.delete(mapViewParams[key]);
    else next.set(mapViewParams[key], value);
  };
  set('state', view.state === null ? null : String(view.state));
  set('locations', view.locations.join(','));
  set('selected', view.selected === null ? null : String(view.selected));
  return next;
}

/** The transports the filters keep, in the server's order (newest first). */
export function filterMapTransports(transports: readonly MapTransport[], view: MapView): MapTransport[] {
  return transports.filter(
    (transport) =>
      (view.state === null || transport.state === view.state) &&
      (view.locations.length === 0 ||
        (transport.business_location_id !== null && view.locations.includes(transport.business_location_id))),
  );
}

const point = (value: { coordinates: number[] } | null | undefined): LngLat | null =>
  value && isLngLat(value.coordinates) ? value.coordinates : null;

export interface MapPlaces {
  pickup: LngLat | null;
  destination: LngLat | null;
  /** The car's last position: states 5–9 only (spec 2 §2), null when unknown. */
  car: LngLat | null;
  /** Whether the car's position is older than the domain's limit (or has no time): shown as stale, not current. */
  stale: boolean;
}

/** Where a transport is drawn at `now`. */
export function mapPlaces(transport: MapTransport, now: Date): MapPlaces {
  const car = showsCarPosition(transport.state) ? point(transport.car_coordinates) : null;
  return {
    pickup: point(transport.pickup_location_coordinates),
    destination: point(transport.destination_location_coordinates),
    car,
    stale: car !== null && isPositionStale(transport.car_position_time, now),
  };
}
