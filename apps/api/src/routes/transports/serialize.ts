/**
 * Transports as the contract shows them, one serialiser per answer shape: the company's full view (Transport), the
 * list's row (TransportListItem), the map's item (TransportMapItem), the driver's view (DriverTransport), the public
 * share view (SharedTransport) and the report's row (ReportRow). Every route that answers a shape uses its
 * serialiser; the columns each one reads are in columns.ts.
 */
import type { Selectable } from 'kysely';
import {
  isEditableState,
  showsCarPosition,
  TRANSPORT_STATES,
  PHOTO_TARGETS,
  PHOTO_TYPES,
  EXPENSE_TYPES,
  FUEL_TYPES,
  TRANSMISSION_TYPES,
  RECHARGE_TYPES,
  DRIVER_LEVELS,
  euros,
  roundDecimal,
  roundEuros,
  sumEuros,
  PRICE_TYPE_FIXED_SPECIAL,
  PRICE_TYPE_NORMAL,
  PRIORITY_URGENT,
  PRIORITY_NORMAL,
  FUEL_TYPE_DEFAULT,
  TRANSPORT_STATE,
  priceSummary,
} from '@siirto/domain';
import type { PriceListRowsTable } from '../../db/migrations/002_business.ts';
import type { TransportOrderColumns } from '../../db/migrations/004_transport_orders.ts';
import type { Transport } from '../../db/schema.ts';
import { type GeoPoint, toGeoPoint } from '../business-locations/serialize.ts';
import { carColumns, type ListRow, type MapRow, priceListRowsData, type ReportTransport } from './columns.ts';
import type { Related } from './repository.ts';
import { vehicleSizes } from './texts.ts';

export const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);
export const oneOf = <T extends number>(value: number | null | undefined, allowed: readonly T[]): T | null =>
  value !== null && value !== undefined && (allowed as readonly number[]).includes(value) ? (value as T) : null;
const intOrNull = (value: number | null | undefined) =>
  value === null || value === undefined || !Number.isFinite(value) ? null : Math.round(value);
const cityId = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);

type PriceListRow = Selectable<PriceListRowsTable>;

interface RoutePointJson {
  coordinates_point?: unknown;
  created?: unknown;
}

export function routePoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const points: { coordinates_point: { type: 'Point'; coordinates: [number, number] }; created?: string }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as RoutePointJson;
    const point = toGeoPoint(item.coordinates_point);
    if (!point) continue;
    points.push(
      typeof item.created === 'string'
        ? { coordinates_point: point, created: item.created }
        : { coordinates_point: point },
    );
  }
  return points;
}

export function waypoints(value: unknown) {
  if (!Array.isArray(value)) return [];
  const result: { lat: number; lng: number; name: string | null }[] = [];
  for (const raw of value as unknown[]) {
    if (typeof raw !== 'object' || raw === null) continue;
    const item = raw as Record<string, unknown>;
    const point = toGeoPoint(item.coordinates) ?? toGeoPoint([item.lng, item.lat]);
    if (!point) continue;
    result.push({
      lat: point.coordinates[1],
      lng: point.coordinates[0],
      name: typeof item.name === 'string' ? item.name : null,
    });
  }
  return result;
}

/** Where the car was last seen (see carColumns). */
type CarFacts = Pick<Transport, (typeof carColumns)[number]>;

const isoOf = (value: Date | string | null | undefined) =>
  value === null || value === undefined ? null : new Date(value).toISOString();

/** The car's last position and when it was there (null when unknown: the map shows it as stale). */
export function carPosition(transport: CarFacts): { coordinates: GeoPoint; time: string | null } | null {
  if (!showsCarPosition(transport.state)) return null;
  const route = routePoints(transport.routes);
  const last = route[route.length - 1];
  const fromRoute = last ? { coordinates: last.coordinates_point, time: last.created ?? null } : null;
  if (transport.destination_acknowledged) {
    const parked = toGeoPoint(transport.destination_acknowledged_coordinates);
    return parked ? { coordinates: parked, time: isoOf(transport.destination_acknowledged) } : fromRoute;
  }
  const reported = toGeoPoint(transport.car_position);
  if (reported) return { coordinates: reported, time: isoOf(transport.car_position_time) };
  if (fromRoute) return fromRoute;
  const pickedUp = toGeoPoint(transport.pickup_acknowledged_coordinates);
  return pickedUp ? { coordinates: pickedUp, time: isoOf(transport.pickup_acknowledged) } : null;
}

export function carCoordinates(transport: CarFacts) {
  return carPosition(transport)?.coordinates ?? null;
}

export function serializePriceListRow(
  row: Pick<PriceListRow, 'id' | 'name' | 'driver_info' | 'transport_description_field' | 'price_eur'>,
  description: string | null = null,
) {
  return {
    id: row.id,
    name: row.name,
    driver_info: row.driver_info,
    transport_description_field: row.transport_description_field,
    price_eur: row.price_eur,
    description,
  };
}

/** Pickup and destination fields (TransportLocationFields), shared with the public view. */
function locationFields(transport: Transport) {
  return {
    pickup_name: transport.pickup_name,
    pickup_phone: transport.pickup_phone,
    pickup_contact_email: transport.pickup_contact_email,
    pickup_location: transport.pickup_location,
    pickup_address: transport.pickup_address,
    pickup_postal_code: transport.pickup_postal_code,
    pickup_city: cityId(transport.pickup_city),
    pickup_city_name: transport.pickup_city_name,
    pickup_country: transport.pickup_country,
    pickup_google_address: transport.pickup_google_address,
    pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
    pickup_time: iso(transport.pickup_time),
    destination_name: transport.destination_name,
    destination_phone: transport.destination_phone,
    destination_contact_email: transport.destination_contact_email,
    destination_location: transport.destination_location,
    destination_address: transport.destination_address,
    destination_postal_code: transport.destination_postal_code,
    destination_city: cityId(transport.destination_city),
    destination_city_name: transport.destination_city_name,
    destination_country: transport.destination_country,
    destination_google_address: transport.destination_google_address,
    destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
    destination_time: iso(transport.destination_time),
  };
}

function contractOf(transport: Pick<Transport, 'driver_full_name' | 'driver_phone'>) {
  return transport.driver_full_name
    ? { driver: { full_name: transport.driver_full_name, phone: transport.driver_phone } }
    : null;
}

export function businessLocationOf(transport: Pick<Transport, 'business_location_id'>, related: Related) {
  const name =
    transport.business_location_id !== null ? related.locations.get(transport.business_location_id) : undefined;
  return transport.business_location_id !== null && name !== undefined
    ? { id: transport.business_location_id, name }
    : null;
}

export function creatorOf(transport: Pick<Transport, 'creator_id'>, related: Related) {
  const name = transport.creator_id !== null ? related.creators.get(transport.creator_id) : undefined;
  return transport.creator_id !== null && name !== undefined ? { id: transport.creator_id, full_name: name } : null;
}

/** The columns migration 004 adds, as a full row carries them. */
type OrderColumnsOf = Partial<Pick<Selectable<TransportOrderColumns>, 'version' | 'return_trip_length_km'>>;

/** The return leg of a round trip's outbound transport, from the related rows; none for any other transport. */
function returnTripOf(transport: Pick<Transport, 'round_trip_return_trip_id'>, related: Related) {
  return transport.round_trip_return_trip_id !== null
    ? related.returnTrips.get(transport.round_trip_return_trip_id)
    : undefined;
}

/** The round-trip fields the detail (Transport) and the list's row (TransportListItem) both answer. */
function roundTripFields(
  transport: Pick<
    Transport,
    'round_trip' | 'round_trip_is_return_trip' | 'round_trip_return_trip_id' | 'round_trip_go_trip_id'
  >,
  returnTrip: ReturnType<typeof returnTripOf>,
) {
  return {
    round_trip: transport.round_trip,
    round_trip_is_return_trip: transport.round_trip_is_return_trip,
    round_trip_return_trip_id: transport.round_trip_return_trip_id,
    round_trip_go_trip_id: transport.round_trip_go_trip_id,
    round_trip_return_trip_state: returnTrip ? oneOf(returnTrip.state, TRANSPORT_STATES) : null,
    round_trip_return_trip_vehicle: returnTrip ? returnTrip.vehicle : null,
  };
}

export function serializeTransport(transport: Transport & OrderColumnsOf, related: Related) {
  const returnTrip = returnTripOf(transport, related);
  const location = businessLocationOf(transport, related);
  const rowsData = priceListRowsData(transport.price_list_rows_data);
  const priceListRows = rowsData.flatMap((data) => {
    const row = related.priceRows.get(data.price_list_row_id);
    return row ? [serializePriceListRow(row, data.description)] : [];
  });
  const size = vehicleSizes.find((candidate) => candidate.id === transport.vehicle_size_id);
  const state = oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft;
  const summary =
    transport.prices_calculated && transport.price !== null
      ? priceSummary({
          price_go_trip: transport.price_go_trip ?? transport.price,
          price_return_trip: transport.price_return_trip,
          trip_length_km: transport.trip_length_km,
          return_trip_length_km: transport.return_trip_length_km ?? returnTrip?.trip_length_km,
          extras: [transport.service_prices_total_company],
          expenses: [transport.expenses_price_total],
        })
      : null;
  const priceSummaryOut = summary && {
    trip_price_total: summary.trip_price_total,
    trip_length_km_total: summary.trip_length_km_total,
    form1_price: summary.form1_price,
    form2_price: summary.form2_price,
    extras_total: summary.extras_total,
    expenses_total: summary.expenses_total,
    total: summary.total,
  };
  return {
    id: transport.id,
    version: typeof transport.version === 'number' ? transport.version : 1,
    name: transport.name,
    state,
    created: transport.created.toISOString(),
    publish: transport.publish,
    company: transport.company_id,
    web_version: String(transport.web_version),
    is_editable: transport.is_editable && isEditableState(transport.state),
    creator: creatorOf(transport, related),
    business_location: location,
    business_location_id: transport.business_location_id,
    business_location_obj: location,
    customer: customerOf(transport, related),
    ...roundTripFields(transport, returnTrip),
    round_trip_no_vehicle_change: transport.round_trip_no_vehicle_change,
    vehicle: transport.vehicle,
    vehicle_brand: transport.vehicle_brand,
    vehicle_electric: transport.vehicle_electric,
    vehicle_fuel_type: oneOf(transport.vehicle_fuel_type, FUEL_TYPES) ?? FUEL_TYPE_DEFAULT,
    vehicle_transmission_type: oneOf(transport.vehicle_transmission_type, TRANSMISSION_TYPES),
    vehicle_recharge_type: oneOf(transport.vehicle_recharge_type, RECHARGE_TYPES),
    vehicle_product_number: transport.vehicle_product_number,
    vehicle_size: size ? { id: size.id, name: size[related.language] } : null,
    abroad: transport.abroad,
    order_number: transport.order_number,
    pickup_vehicle_km: intOrNull(transport.pickup_vehicle_km),
    destination_vehicle_km: intOrNull(transport.destination_vehicle_km),
    driver_level_minimum: oneOf(transport.driver_level_minimum, DRIVER_LEVELS),
    ...locationFields(transport),
    pickup_business_location: transport.pickup_business_location_id,
    pickup_time_driver_arrives: iso(transport.pickup_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    pickup_acknowledged_info: transport.pickup_acknowledged_info,
    destination_business_location: transport.destination_business_location_id,
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    destination_acknowledged_info: transport.destination_acknowledged_info,
    return_transport_destination_time: iso(returnTrip?.destination_time),
    priority: transport.priority === PRIORITY_URGENT ? PRIORITY_URGENT : PRIORITY_NORMAL,
    priority_disabled: transport.priority_disabled,
    driver_information: transport.driver_information,
    description_company: transport.description_company,
    price: transport.price,
    service_prices_total_company: transport.service_prices_total_company,
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    trip_length_km: transport.trip_length_km,
    travel_time_with_margin: intOrNull(transport.travel_time_with_margin),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    photos: (related.photos.get(transport.id) ?? []).flatMap((photo) => {
      const photoType = oneOf(photo.photo_type, PHOTO_TYPES);
      const photoTarget = oneOf(photo.photo_target, PHOTO_TARGETS);
      if (photoType === null || photoTarget === null) return [];
      return [
        {
          id: photo.id,
          photo: related.photoUrl(photo.photo),
          photo_type: photoType,
          photo_target: photoTarget,
          created: photo.created.toISOString(),
        },
      ];
    }),
    expenses: (related.expenses.get(transport.id) ?? []).map((expense) => ({
      id: expense.id,
      expense_type: oneOf(expense.expense_type, EXPENSE_TYPES) ?? 6,
      created: expense.created.toISOString(),
      price_vat_0: expense.price_vat_0,
      service_price_company: expense.service_price_company,
      notes: expense.notes,
    })),
    price_list_rows: priceListRows,
    price_list_rows_ids: rowsData.map((row) => row.price_list_row_id),
    price_list_rows_data: rowsData,
    contract_obj: contractOf(transport),
    car_coordinates: carCoordinates(transport),
    state_published_time: iso(transport.state_published_time),
    state_reserved_time: iso(transport.state_reserved_time),
    contract_total_price: transport.contract_total_price,
    contract_total_length_km: transport.contract_total_length_km,
    price_go_trip: transport.price_go_trip,
    price_return_trip: transport.price_return_trip,
    price_type_special:
      transport.price_type_special === PRICE_TYPE_FIXED_SPECIAL ? PRICE_TYPE_FIXED_SPECIAL : PRICE_TYPE_NORMAL,
    prices_calculated: transport.prices_calculated,
    price_summary: priceSummaryOut,
    series_id: transport.series_id,
    series_day: transport.series_day,
  };
}

/** The customer the transport is driven for (a coordinating company's order), by id and name. */
function customerOf(transport: Transport, related: Related) {
  const id = (transport as Transport & { customer_id?: number | null }).customer_id;
  return (typeof id === 'number' ? related.customers.get(id) : undefined) ?? null;
}

/** The public subset shown by a share link: places, times, route and driver; no prices, no company data. */
export function serializeSharedTransport(transport: Transport) {
  return {
    id: transport.id,
    name: transport.name,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
    ...locationFields(transport),
    state_published_time: iso(transport.state_published_time),
    state_reserved_time: iso(transport.state_reserved_time),
    pickup_time_driver_arrives: iso(transport.pickup_time_driver_arrives),
    destination_time_driver_arrives: iso(transport.destination_time_driver_arrives),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_acknowledged_coordinates: toGeoPoint(transport.pickup_acknowledged_coordinates),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_acknowledged_coordinates: toGeoPoint(transport.destination_acknowledged_coordinates),
    routes: routePoints(transport.routes),
    waypoints: waypoints(transport.waypoints),
    contract_obj: contractOf(transport),
  };
}

/** A row of the list (TransportListItem in the contract); its fields are named and shaped as in Transport. */
export function serializeTransportListItem(transport: ListRow, related: Related) {
  return {
    id: transport.id,
    name: transport.name,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
    created: transport.created,
    is_editable: transport.is_editable && isEditableState(transport.state),
    business_location: businessLocationOf(transport, related),
    ...roundTripFields(transport, returnTripOf(transport, related)),
    vehicle: transport.vehicle,
    pickup_location: transport.pickup_location,
    pickup_city_name: transport.pickup_city_name,
    pickup_time: transport.pickup_time,
    destination_location: transport.destination_location,
    destination_city_name: transport.destination_city_name,
    destination_time: transport.destination_time,
    contract_obj: contractOf(transport),
    series_id: transport.series_id,
  };
}

/**
 * What the map's item and the driver's view both show of a transport under way: its vehicle, each end's place,
 * city, coordinates and time, where the car was last seen and when, and the row's last change.
 */
function underwayFields(transport: MapRow) {
  const car = carPosition(transport);
  return {
    id: transport.id,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.reserved,
    vehicle: transport.vehicle,
    vehicle_brand: transport.vehicle_brand,
    pickup_location: transport.pickup_location,
    pickup_city_name: transport.pickup_city_name,
    pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
    pickup_time: iso(transport.pickup_time),
    destination_location: transport.destination_location,
    destination_city_name: transport.destination_city_name,
    destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
    destination_time: iso(transport.destination_time),
    car_coordinates: car?.coordinates ?? null,
    car_position_time: car?.time ?? null,
    updated: transport.updated.toISOString(),
  };
}

/** A transport on the company's map (TransportMapItem): its places and where the car was last seen, and when. */
export function serializeTransportMapItem(transport: MapRow) {
  return {
    ...underwayFields(transport),
    driver_name: transport.driver_full_name,
    business_location_id: transport.business_location_id,
  };
}

/** A transport as its driver sees it (DriverTransport): places, times, the car's position and the version. */
export function serializeDriverTransport(transport: Transport & OrderColumnsOf) {
  return {
    ...underwayFields(transport),
    pickup_address: transport.pickup_address,
    destination_address: transport.destination_address,
    version: transport.version ?? 1,
  };
}

/** Minutes from `earlier` to `later`, when both are known. */
const minutesBetween = (later: Date | null, earlier: Date | null) =>
  later && earlier ? Math.round((later.getTime() - earlier.getTime()) / 60_000) : null;

/** One row of the company report (ReportRow): times, latencies and money of a transport. */
export function serializeReportRow(transport: ReportTransport, related: Related) {
  const expenses = related.expenses.get(transport.id) ?? [];
  return {
    id: transport.id,
    created: transport.created.toISOString(),
    vehicle: transport.vehicle,
    business_location_obj: businessLocationOf(transport, related),
    creator: creatorOf(transport, related),
    pickup_location: transport.pickup_location,
    pickup_postal_code: transport.pickup_postal_code,
    pickup_city: transport.pickup_city_name,
    pickup_time: iso(transport.pickup_time),
    pickup_acknowledged: iso(transport.pickup_acknowledged),
    pickup_latency_minutes: minutesBetween(transport.pickup_acknowledged, transport.pickup_time),
    destination_location: transport.destination_location,
    destination_postal_code: transport.destination_postal_code,
    destination_city: transport.destination_city_name,
    destination_time: iso(transport.destination_time),
    destination_acknowledged: iso(transport.destination_acknowledged),
    destination_latency_minutes: minutesBetween(transport.destination_acknowledged, transport.destination_time),
    drive_time_minutes: minutesBetween(transport.destination_acknowledged, transport.pickup_acknowledged),
    trip_length_km: transport.trip_length_km,
    price: transport.price,
    price_list_rows_price_total: transport.service_prices_total_company,
    expenses_service_prices: euros(sumEuros(expenses.map((expense) => expense.service_price_company))),
    expenses_price_total: transport.expenses_price_total,
    transport_total_price: transport.transport_total_price,
    round_trip: transport.round_trip,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.draft,
  };
}

export type ReportRow = ReturnType<typeof serializeReportRow>;

/** The report's sums of the whole filtered set as the database gives them (null when nothing matches). */
export interface ReportSums {
  count: number;
  trip_length_km: number | null;
  price: number | null;
  price_list_rows_price_total: number | null;
  expenses_service_prices: number | null;
  expenses_price_total: number | null;
  transport_total_price: number | null;
}

/**
 * The report's totals row (ReportTotals) from the database's sums (0 when nothing matches): money to cents and
 * kilometres to two decimals by the money module's rule. Each stored amount is a whole number of cents, so the
 * double sum's drift (far below half a cent) rounds back to the exact sum of the rows' cents.
 */
export function serializeReportTotals(sums: ReportSums) {
  return {
    trip_length_km: roundDecimal(sums.trip_length_km ?? 0, 2),
    price: roundEuros(sums.price ?? 0),
    price_list_rows_price_total: roundEuros(sums.price_list_rows_price_total ?? 0),
    expenses_service_prices: roundEuros(sums.expenses_service_prices ?? 0),
    expenses_price_total: roundEuros(sums.expenses_price_total ?? 0),
    transport_total_price: roundEuros(sums.transport_total_price ?? 0),
  };
}

export type ReportTotals = ReturnType<typeof serializeReportTotals>;

/** One time bucket of the reports' charts (ReportSummaryBucket): money as the totals row rounds it. */
export function serializeSummaryBucket(
  bucket: {
    period: string;
    key: number | null;
    count: number;
    price: number | null;
    extras: number | null;
    expenses: number | null;
    total: number | null;
  },
  label: string | null,
) {
  return {
    period: bucket.period,
    key: bucket.key,
    label,
    count: bucket.count,
    price: roundEuros(bucket.price ?? 0),
    extras: roundEuros(bucket.extras ?? 0),
    expenses: roundEuros(bucket.expenses ?? 0),
    total: roundEuros(bucket.total ?? 0),
  };
}

/** The database's punctuality and headline figures of a filtered set (ReportSummaryFigures). */
export function serializeSummaryFigures(figures: {
  count: number;
  total: number | null;
  measured: number;
  on_time: number;
  delay_median: number | null;
  delay_p90: number | null;
  lead_median: number | null;
}) {
  const minutes = (value: number | null) => (value === null ? null : roundDecimal(value, 1));
  return {
    count: figures.count,
    spend: roundEuros(figures.total ?? 0),
    delivered_with_time: figures.measured,
    on_time: figures.on_time,
    late: figures.measured - figures.on_time,
    on_time_share: figures.measured === 0 ? null : figures.on_time / figures.measured,
    delay_median_minutes: minutes(figures.delay_median),
    delay_p90_minutes: minutes(figures.delay_p90),
    lead_time_median_minutes: minutes(figures.lead_median),
  };
}
