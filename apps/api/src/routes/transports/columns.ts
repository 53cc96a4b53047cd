/**
 * What each answer shape reads of a transports row (the repository selects these columns, serialize.ts shapes
 * them), and the reader of the stored extra-services column both need.
 */
import type { Transport } from '../../db/schema.ts';

/** The usable entries of the stored `price_list_rows_data` (a JSON list of {price_list_row_id, description}). */
export function priceListRowsData(value: unknown) {
  if (!Array.isArray(value)) return [];
  const rows: { price_list_row_id: number; description: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    if (typeof item.price_list_row_id !== 'number') continue;
    rows.push({
      price_list_row_id: item.price_list_row_id,
      description: typeof item.description === 'string' ? item.description : null,
    });
  }
  return rows;
}

/** carColumns but the route: the map reads only the route's last point (repository.ts, mapTransports). */
const carColumnsButRoute = [
  'state',
  'destination_acknowledged',
  'destination_acknowledged_coordinates',
  'pickup_acknowledged',
  'pickup_acknowledged_coordinates',
  'car_position',
  'car_position_time',
] as const satisfies readonly (keyof Transport)[];

/**
 * Where the car was last seen: at the destination once delivered (its acknowledged position), else the driver's
 * last reported position (migration 011), else the newest route point, else the acknowledged pickup position.
 */
export const carColumns = [...carColumnsButRoute, 'routes'] as const satisfies readonly (keyof Transport)[];

/**
 * The transports columns the list's projection (TransportListItem) reads as they are: what the list and the
 * frontpage show (no company, creator or place ids: issue 32 took them out of the answer, a fifth of its bytes).
 */
export const listColumns = [
  'id',
  'name',
  'state',
  'is_editable',
  'business_location_id',
  'round_trip',
  'round_trip_is_return_trip',
  'round_trip_return_trip_id',
  'round_trip_go_trip_id',
  'vehicle',
  'pickup_location',
  'pickup_city_name',
  'destination_location',
  'destination_city_name',
  'driver_full_name',
  'driver_phone',
  'series_id',
] as const satisfies readonly (keyof Transport)[];

/**
 * The timestamps the list shows, read as the answer's text (`toISOString`'s form, milliseconds, UTC) straight from
 * the database: a Date per timestamp (the driver's parse, then toISOString) was a sixth of the API's CPU time at
 * page size All (30,000 timestamps).
 */
export const listTimestampColumns = [
  'created',
  'pickup_time',
  'destination_time',
] as const satisfies readonly (keyof Transport)[];

/** A row of the list's query: the list's columns, its timestamps as text. */
export type ListRow = Pick<Transport, (typeof listColumns)[number]> & {
  created: string;
  pickup_time: string | null;
  destination_time: string | null;
};

/** The columns of the map's items (TransportMapItem). */
export const mapColumns = [
  'id',
  'vehicle',
  'vehicle_brand',
  'driver_full_name',
  'business_location_id',
  'pickup_location',
  'pickup_city_name',
  'pickup_location_coordinates',
  'pickup_time',
  'destination_location',
  'destination_city_name',
  'destination_location_coordinates',
  'destination_time',
  'updated',
  ...carColumnsButRoute,
] as const satisfies readonly (keyof Transport)[];

/** A map row: its columns and `routes` as only its last valid point (repository.ts, mapTransports). */
export type MapRow = Pick<Transport, (typeof mapColumns)[number] | 'routes'>;

/** The columns a report row reads (the route, waypoints and most texts stay in the database). */
export const reportRowColumns = [
  'id',
  'created',
  'vehicle',
  'business_location_id',
  'creator_id',
  'round_trip_return_trip_id',
  'pickup_location',
  'pickup_postal_code',
  'pickup_city_name',
  'pickup_time',
  'pickup_acknowledged',
  'destination_location',
  'destination_postal_code',
  'destination_city_name',
  'destination_time',
  'destination_acknowledged',
  'trip_length_km',
  'price',
  'service_prices_total_company',
  'expenses_price_total',
  'transport_total_price',
  'round_trip',
  'state',
] as const satisfies readonly (keyof Transport)[];

export type ReportTransport = Pick<Transport, (typeof reportRowColumns)[number]>;
