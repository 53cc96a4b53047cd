/**
 * The order a transport carries over, as the order form's write body (the contract's TransportWrite): its places,
 * contacts, times, vehicle, driver, texts, extras, waypoints, route, customer and, for a round trip with a vehicle
 * change, the return leg's vehicle and time. The one list of what is copied from a stored transport into a new
 * order: a repeating series keeps it as its template (transport-series/template.ts moves its times to each
 * occurrence and creates it through transports/batch.ts), and "order again" turns it into a new draft's columns
 * (order-again.ts, through write-body.ts's columnsOfWrite, without the number and the times).
 */
import { TRANSPORT_PLACE_TEXT_FIELDS } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The write body of `source`'s order (and of the return leg of a round trip with a vehicle change), without a step. */
export function orderWriteOf(source: Transport, returnLeg?: Transport): Record<string, unknown> {
  const body: Record<string, unknown> = {
    business_location_id: source.business_location_id,
    round_trip: source.round_trip,
    round_trip_no_vehicle_change: source.round_trip_no_vehicle_change,
    abroad: source.abroad,
    order_number: source.order_number,
    vehicle: source.vehicle,
    vehicle_brand: source.vehicle_brand,
    vehicle_electric: source.vehicle_electric,
    vehicle_fuel_type: source.vehicle_fuel_type,
    vehicle_transmission_type: source.vehicle_transmission_type,
    vehicle_recharge_type: source.vehicle_recharge_type,
    vehicle_product_number: source.vehicle_product_number,
    vehicle_size: source.vehicle_size_id,
    driver_level_minimum: source.driver_level_minimum,
    driver_information: source.driver_information,
    description_company: source.description_company,
    price_type_special: source.price_type_special,
    trip_length_km: source.trip_length_km,
    trip_estimated_duration_seconds: source.travel_time_with_margin,
    waypoints: source.waypoints.map((point) => ({
      lat: point.lat,
      lng: point.lng,
      name: (point as typeof point & { name?: string | null }).name ?? null,
    })),
    price_list_rows_data: source.price_list_rows_data.map((row) => ({
      price_list_row_id: row.price_list_row_id,
      description: row.description,
    })),
    // the same customer's next order (a coordinating company's; migration 010's column)
    customer: (source as Transport & { customer_id?: number | null }).customer_id ?? null,
  };
  for (const side of ['pickup', 'destination'] as const) {
    for (const field of TRANSPORT_PLACE_TEXT_FIELDS) body[`${side}_${field}`] = source[`${side}_${field}`];
    const city = source[`${side}_city`];
    body[`${side}_city`] = /^\d{1,9}$/.test(city) ? Number(city) : null;
    const point = source[`${side}_location_coordinates`];
    body[`${side}_location_coordinates`] = point ? { type: 'Point', coordinates: point } : null;
    body[`${side}_business_location`] = source[`${side}_business_location_id`];
    body[`${side}_time`] = iso(source[`${side}_time`]);
  }
  if (returnLeg) {
    body.return_transport_vehicle = returnLeg.vehicle;
    body.return_transport_brand = returnLeg.vehicle_brand;
    body.return_transport_electric = returnLeg.vehicle_electric;
    body.return_transport_fuel_type = returnLeg.vehicle_fuel_type;
    body.return_transport_transmission = returnLeg.vehicle_transmission_type;
    body.return_transport_recharge_type = returnLeg.vehicle_recharge_type;
    body.return_transport_destination_time = iso(returnLeg.destination_time);
  }
  return body;
}
