/**
 * The order wizard's form values: what react-hook-form holds (strings for selects, ISO strings for times, so a local
 * copy is plain JSON), how a stored transport becomes them, and the payload a save sends.
 */
import {
  FUEL_TYPE_DEFAULT,
  NEW_TRANSPORT_DEFAULTS,
  PRICE_TYPE_NORMAL,
  PRIORITY_NORMAL,
  TRANSPORT_PLACE_TEXT_FIELDS,
  toDate,
  transportOrderPayload,
  type LngLat,
} from '@siirto/domain';
import type { components } from '@siirto/api-client/schema';
import type { OrderPayload } from './api/save-order';

type Transport = components['schemas']['Transport'];

export interface OrderWaypoint {
  name: string;
  lat: number;
  lng: number;
}

export interface OrderPlaceValues {
  name: string;
  phone: string;
  contact_email: string;
  location: string;
  address: string;
  postal_code: string;
  city_name: string;
  country: string;
  google_address: string;
  coordinates: LngLat | null;
  time: string | null;
  business_location: number | null;
}

export const ORDER_SIDES = ['pickup', 'destination'] as const;
export type OrderSide = (typeof ORDER_SIDES)[number];
const PLACE_KEYS = [...TRANSPORT_PLACE_TEXT_FIELDS, 'coordinates', 'time', 'business_location'] as const;

/** The flat values of the form (the domain's order schema reads the same names). */
export interface OrderFormValues {
  [field: string]: unknown;
  business_location_id: string;
  /** The customer's id ('' for none; a coordinating company's order) and its name, shown in the choice. */
  customer: string;
  customer_name: string;
  round_trip: boolean;
  round_trip_no_vehicle_change: boolean;
  abroad: boolean;
  price_type_special: string;
  pickup_name: string;
  pickup_phone: string;
  pickup_contact_email: string;
  pickup_location: string;
  pickup_address: string;
  pickup_postal_code: string;
  pickup_city_name: string;
  pickup_country: string;
  pickup_google_address: string;
  pickup_coordinates: LngLat | null;
  pickup_time: string | null;
  pickup_business_location: number | null;
  pickup_use_business_location: boolean;
  save_pickup_contact: boolean;
  destination_name: string;
  destination_phone: string;
  destination_contact_email: string;
  destination_location: string;
  destination_address: string;
  destination_postal_code: string;
  destination_city_name: string;
  destination_country: string;
  destination_google_address: string;
  destination_coordinates: LngLat | null;
  destination_time: string | null;
  destination_business_location: number | null;
  destination_use_business_location: boolean;
  save_destination_contact: boolean;
  vehicle: string;
  vehicle_brand: string;
  vehicle_electric: boolean;
  vehicle_fuel_type: string;
  vehicle_transmission_type: string;
  vehicle_recharge_type: string;
  vehicle_product_number: string;
  vehicle_size: string;
  order_number: string;
  return_transport_vehicle: string;
  return_transport_brand: string;
  return_transport_electric: boolean;
  return_transport_fuel_type: string;
  return_transport_transmission: string;
  return_transport_recharge_type: string;
  return_transport_destination_time: string | null;
  priority: number;
  driver_information: string;
  description_company: string;
  price_list_rows_ids: number[];
  price_list_rows_descriptions: Record<string, string>;
  waypoints: OrderWaypoint[];
}

const emptyPlace = (side: OrderSide) =>
  ({
    ...Object.fromEntries(
      TRANSPORT_PLACE_TEXT_FIELDS.map((field) => [`${side}_${field}`, field === 'country' ? 'FI' : '']),
    ),
    [`${side}_coordinates`]: null,
    [`${side}_time`]: null,
    [`${side}_business_location`]: null,
    [`${side}_use_business_location`]: false,
    [`save_${side}_contact`]: false,
  }) as const;

/** A new order: a draft at the normal price type and priority. */
export function emptyOrderValues(): OrderFormValues {
  return {
    business_location_id: '',
    customer: '',
    customer_name: '',
    round_trip: false,
    round_trip_no_vehicle_change: true,
    abroad: false,
    price_type_special: String(NEW_TRANSPORT_DEFAULTS.price_type_special),
    ...emptyPlace('pickup'),
    ...emptyPlace('destination'),
    vehicle: '',
    vehicle_brand: '',
    vehicle_electric: false,
    vehicle_fuel_type: String(FUEL_TYPE_DEFAULT),
    vehicle_transmission_type: '',
    vehicle_recharge_type: '',
    vehicle_product_number: '',
    vehicle_size: '',
    order_number: '',
    return_transport_vehicle: '',
    return_transport_brand: '',
    return_transport_electric: false,
    return_transport_fuel_type: String(FUEL_TYPE_DEFAULT),
    return_transport_transmission: '',
    return_transport_recharge_type: '',
    return_transport_destination_time: null,
    priority: PRIORITY_NORMAL,
    driver_information: '',
    description_company: '',
    price_list_rows_ids: [],
    price_list_rows_descriptions: {},
    waypoints: [],
  } as unknown as OrderFormValues;
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';

/**
 * A stored transport as the form's values. The return leg's vehicle of a round trip with a vehicle change lives on
 * its own return transport (spec 2 §7: fetched by round_trip_return_trip_id): pass it as `returnTrip`, else the form
 * knows only the return registration and a save would send the return brand and vehicle types empty.
 */
export function orderValuesFromTransport(transport: Transport, returnTrip: Transport | null = null): OrderFormValues {
  const values = emptyOrderValues();
  const source = transport as unknown as Record<string, unknown>;
  for (const side of ORDER_SIDES) {
    for (const key of PLACE_KEYS) {
      const field = `${side}_${key}`;
      if (key === 'coordinates') {
        const point = source[`${side}_location_coordinates`] as { coordinates?: number[] } | null | undefined;
        const [lng, lat] = point?.coordinates ?? [];
        values[field] = typeof lng === 'number' && typeof lat === 'number' ? [lng, lat] : null;
      } else if (key === 'time' || key === 'business_location') values[field] = source[field] ?? null;
      else values[field] = str(source[field]) || (key === 'country' ? 'FI' : '');
    }
    values[`${side}_use_business_location`] = source[`${side}_business_location`] != null;
  }
  return {
    ...values,
    business_location_id: str(transport.business_location_id ?? transport.business_location?.id),
    customer: str(transport.customer?.id),
    customer_name: transport.customer?.name ?? '',
    round_trip: transport.round_trip,
    round_trip_no_vehicle_change: transport.round_trip_no_vehicle_change !== false,
    abroad: transport.abroad,
    price_type_special: str(transport.price_type_special ?? PRICE_TYPE_NORMAL),
    vehicle: transport.vehicle,
    vehicle_brand: str(transport.vehicle_brand),
    vehicle_electric: transport.vehicle_electric === true,
    vehicle_fuel_type: str(transport.vehicle_fuel_type),
    vehicle_transmission_type: str(transport.vehicle_transmission_type),
    vehicle_recharge_type: str(transport.vehicle_recharge_type),
    vehicle_product_number: str(transport.vehicle_product_number),
    vehicle_size: str(transport.vehicle_size?.id),
    order_number: str(transport.order_number),
    return_transport_vehicle: str(
      returnTrip?.vehicle ?? source.return_transport_vehicle ?? transport.round_trip_return_trip_vehicle,
    ),
    return_transport_brand: str(returnTrip?.vehicle_brand ?? source.return_transport_brand),
    return_transport_electric: (returnTrip?.vehicle_electric ?? source.return_transport_electric) === true,
    return_transport_fuel_type: str(
      returnTrip?.vehicle_fuel_type ?? source.return_transport_fuel_type ?? FUEL_TYPE_DEFAULT,
    ),
    return_transport_transmission: str(returnTrip?.vehicle_transmission_type ?? source.return_transport_transmission),
    return_transport_recharge_type: str(returnTrip?.vehicle_recharge_type ?? source.return_transport_recharge_type),
    return_transport_destination_time: transport.return_transport_destination_time ?? null,
    priority: transport.priority,
    driver_information: str(transport.driver_information),
    description_company: str(transport.description_company),
    price_list_rows_ids: transport.price_list_rows.map((row) => row.id),
    price_list_rows_descriptions: Object.fromEntries(
      transport.price_list_rows.map((row) => [String(row.id), str(row.description)]),
    ),
    waypoints: transport.waypoints.map((point) => ({ name: str(point.name), lat: point.lat, lng: point.lng })),
  };
}

/** The field names the server's 400 may name, placed beside their fields. */
export const ORDER_SERVER_FIELDS = Object.keys(emptyOrderValues()).filter(
  (field) => !field.endsWith('_coordinates') && field !== 'price_list_rows_descriptions' && field !== 'customer_name',
);

const numberOrNull = (value: unknown) => {
  const text = str(value).trim();
  return text === '' || !Number.isFinite(Number(text)) ? null : Number(text);
};
/** The instant the form holds (ISO text, see TimeField) as the API's ISO text; null when there is none. */
const isoOrNull = (value: unknown) => (typeof value === 'string' ? (toDate(value)?.toISOString() ?? null) : null);

export interface SaveStep {
  /** 2 save (draft), 3 calculate prices, 4 publish. */
  saving_step: 2 | 3 | 4;
  publish?: boolean;
  company: number;
  trip_length_km?: number | null;
  trip_estimated_duration_seconds?: number | null;
}

/** The payload of a save: the domain's clean-up (registration, electric, empty choices) and the contract's shapes. */
export function orderPayload(values: OrderFormValues, step: SaveStep): OrderPayload {
  // the form's values are checked by the domain's rules; the contract's enums are the domain's constants
  const clean = transportOrderPayload(values);
  const payload: Record<string, unknown> = { ...clean };
  for (const side of ORDER_SIDES) {
    const coordinates = values[`${side}_coordinates`];
    payload[`${side}_location_coordinates`] = coordinates ? { type: 'Point', coordinates } : null;
    payload[`${side}_time`] = isoOrNull(values[`${side}_time`]);
    payload[`${side}_country`] = values[`${side}_country`] || null;
    payload[`${side}_business_location`] = values[`${side}_use_business_location`]
      ? values[`${side}_business_location`]
      : null;
  }
  payload.return_transport_destination_time = isoOrNull(values.return_transport_destination_time);
  payload.business_location_id = numberOrNull(values.business_location_id);
  payload.price_type_special = numberOrNull(values.price_type_special) ?? PRICE_TYPE_NORMAL;
  for (const field of [
    'vehicle_fuel_type',
    'vehicle_transmission_type',
    'return_transport_fuel_type',
    'return_transport_transmission',
  ])
    payload[field] = numberOrNull(payload[field]);
  delete payload.price_list_rows_descriptions;
  delete payload.customer_name;
  payload.price_list_rows_ids = values.price_list_rows_ids;
  payload.price_list_rows_data = values.price_list_rows_ids.map((id) => ({
    price_list_row_id: id,
    description: values.price_list_rows_descriptions[String(id)]?.trim() || null,
  }));
  payload.waypoints = values.waypoints;
  const { pickup_coordinates: _pickup, destination_coordinates: _destination, ...sent } = payload;
  return { ...sent, ...step };
}
