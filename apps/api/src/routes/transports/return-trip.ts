/** The return transport of a round trip with a vehicle change: the outbound trip reversed, with its own vehicle. */
import { FUEL_TYPE_DEFAULT, forcedVehicleTypes, normaliseRegistration } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import type { TransportWrite } from './write-body.ts';

/** The return transport's columns: it starts where and when the outbound trip ends and goes back. */
export function returnTransportColumns(row: Transport, values: TransportWrite, now: Date) {
  const returnForced = forcedVehicleTypes(values.return_transport_electric);
  return {
    state: row.state,
    publish: row.publish,
    company_id: row.company_id,
    creator_id: row.creator_id,
    business_location_id: row.business_location_id,
    round_trip: true,
    round_trip_is_return_trip: true,
    round_trip_go_trip_id: row.id,
    vehicle: normaliseRegistration(values.return_transport_vehicle ?? ''),
    vehicle_brand: values.return_transport_brand ?? '',
    vehicle_electric: values.return_transport_electric ?? false,
    vehicle_fuel_type: returnForced?.fuel_type ?? values.return_transport_fuel_type ?? FUEL_TYPE_DEFAULT,
    vehicle_transmission_type: returnForced?.transmission_type ?? values.return_transport_transmission ?? null,
    vehicle_recharge_type: values.return_transport_recharge_type ?? null,
    pickup_name: row.destination_name,
    pickup_phone: row.destination_phone,
    pickup_contact_email: row.destination_contact_email,
    pickup_location: row.destination_location,
    pickup_address: row.destination_address,
    pickup_postal_code: row.destination_postal_code,
    pickup_city: row.destination_city,
    pickup_city_name: row.destination_city_name,
    pickup_country: row.destination_country,
    pickup_location_coordinates: row.destination_location_coordinates
      ? JSON.stringify(row.destination_location_coordinates)
      : null,
    pickup_time: row.destination_time,
    destination_name: row.pickup_name,
    destination_phone: row.pickup_phone,
    destination_contact_email: row.pickup_contact_email,
    destination_location: row.pickup_location,
    destination_address: row.pickup_address,
    destination_postal_code: row.pickup_postal_code,
    destination_city: row.pickup_city,
    destination_city_name: row.pickup_city_name,
    destination_country: row.pickup_country,
    destination_location_coordinates: row.pickup_location_coordinates
      ? JSON.stringify(row.pickup_location_coordinates)
      : null,
    destination_time: values.return_transport_destination_time ?? null,
    trip_length_km: row.trip_length_km,
    price: row.price,
    prices_calculated: row.prices_calculated,
    state_published_time: row.state_published_time,
    updated: now,
  };
}
