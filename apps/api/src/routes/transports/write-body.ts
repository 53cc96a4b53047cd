/** The body of a transport write (the order form's fields as the contract names them) and its column values. */
import { z } from 'zod';
import {
  DRIVER_LEVELS,
  FUEL_TYPE_DEFAULT,
  FUEL_TYPES,
  forcedVehicleTypes,
  normaliseRegistration,
  PRICE_TYPE_NORMAL,
  PRICE_TYPES,
  PRIORITY_NORMAL,
  PRIORITY_URGENT,
  RECHARGE_TYPES,
  TRANSMISSION_TYPES,
  TRANSPORT_PLACE_TEXT_FIELDS,
  TRANSPORT_STATE,
  VEHICLE_REGISTRATION_MAX_LENGTH,
  VEHICLE_SIZES,
} from '@siirto/domain';
import { geoPointInput } from '../business-locations/schemas.ts';

const optionalText = (max: number, tooLong: 'maxLength' | 'registrationMaxLength' = 'maxLength') =>
  z
    .union([z.string({ error: 'textValue' }), z.null()])
    .optional()
    .transform((value) => (value === undefined ? undefined : (value ?? '').trim()))
    .refine((value) => value === undefined || value.length <= max, { error: tooLong });
const optionalRegistration = optionalText(VEHICLE_REGISTRATION_MAX_LENGTH, 'registrationMaxLength');
const optionalTime = z
  .union([z.string(), z.null()], { error: 'timeInvalid' })
  .optional()
  .refine((value) => value === undefined || value === null || !Number.isNaN(Date.parse(value)), {
    error: 'timeInvalid',
  })
  .transform((value) => (value === undefined ? undefined : value === null ? null : new Date(value)));
const optionalInt = (allowed?: readonly number[]) =>
  z
    .union([z.number().int().min(0).max(2_147_483_647), z.null()], { error: 'transportInvalidValue' })
    .optional()
    .refine((value) => value === undefined || value === null || !allowed || allowed.includes(value), {
      error: 'transportInvalidValue',
    });
const optionalPoint = z.union([geoPointInput, z.null()]).optional();

export const transportWriteSchema = z.object({
  company: z.number().int().optional(),
  state: z.literal(TRANSPORT_STATE.draft, { error: 'transportInvalidState' }).optional(),
  saving_step: z.union([z.literal(2), z.literal(3), z.literal(4)], { error: 'transportInvalidStep' }).optional(),
  publish: z.boolean().optional(),
  business_location_id: optionalInt(),
  round_trip: z.boolean().optional(),
  round_trip_no_vehicle_change: z.boolean().optional(),
  abroad: z.boolean().optional(),
  order_number: optionalText(100),
  vehicle: optionalRegistration,
  vehicle_brand: optionalText(200),
  vehicle_electric: z.boolean().optional(),
  vehicle_fuel_type: optionalInt(FUEL_TYPES),
  vehicle_transmission_type: optionalInt(TRANSMISSION_TYPES),
  vehicle_recharge_type: optionalInt(RECHARGE_TYPES),
  vehicle_product_number: optionalText(100),
  vehicle_size: optionalInt(VEHICLE_SIZES),
  driver_level_minimum: optionalInt(DRIVER_LEVELS),
  ...(Object.fromEntries(
    (['pickup', 'destination'] as const).flatMap((side) => [
      ...TRANSPORT_PLACE_TEXT_FIELDS.map((field) => [
        `${side}_${field}`,
        optionalText(field === 'google_address' ? 500 : 200),
      ]),
      [`${side}_city`, optionalInt()],
      [`${side}_location_coordinates`, optionalPoint],
      [`${side}_business_location`, optionalInt()],
      [`${side}_time`, optionalTime],
    ]),
  ) as Record<string, z.ZodType>),
  save_pickup_contact: z.boolean().optional(),
  save_destination_contact: z.boolean().optional(),
  return_transport_vehicle: optionalRegistration,
  return_transport_brand: optionalText(200),
  return_transport_electric: z.boolean().optional(),
  return_transport_fuel_type: optionalInt(FUEL_TYPES),
  return_transport_transmission: optionalInt(TRANSMISSION_TYPES),
  return_transport_recharge_type: optionalInt(RECHARGE_TYPES),
  return_transport_destination_time: optionalTime,
  priority: optionalInt([PRIORITY_NORMAL, PRIORITY_URGENT]),
  driver_information: optionalText(2000),
  description_company: optionalText(2000),
  price_type_special: optionalInt(PRICE_TYPES),
  trip_length_km: z.union([z.number().min(0).max(20_000), z.null()], { error: 'transportInvalidDistance' }).optional(),
  trip_estimated_duration_seconds: optionalInt(),
  waypoints: z
    .array(
      z.object({
        lat: z.number().min(-90).max(90),
        lng: z.number().min(-180).max(180),
        name: z.union([z.string().max(200), z.null()]).optional(),
      }),
    )
    .max(10)
    .optional(),
  price_list_rows_ids: z.array(z.number().int().positive().max(2_147_483_647)).max(50).optional(),
  /** The customer the transport is driven for: one of the account's own customers (write.ts checks), null for none. */
  customer: optionalInt(),
  /** The version the client loaded; another stored version: 409. */
  version: z
    .number({ error: 'transportInvalidValue' })
    .int({ error: 'transportInvalidValue' })
    .min(1)
    .max(2_147_483_647)
    .optional(),
  price_list_rows_data: z
    .array(
      z.object({
        price_list_row_id: z.number().int().positive().max(2_147_483_647),
        description: z.union([z.string().max(500), z.null()]).optional(),
      }),
    )
    .max(50)
    .optional(),
});

export type TransportWrite = z.output<typeof transportWriteSchema>;
export type Columns = Record<string, unknown>;

/** Column values of the fields the body sent. */
export function columnsOfWrite(values: TransportWrite): Columns {
  const body = values as Record<string, unknown>;
  const columns: Columns = {};
  const direct = [
    'round_trip',
    'round_trip_no_vehicle_change',
    'abroad',
    'order_number',
    'vehicle_brand',
    'vehicle_electric',
    'vehicle_fuel_type',
    'vehicle_transmission_type',
    'vehicle_recharge_type',
    'vehicle_product_number',
    'driver_level_minimum',
    'priority',
    'driver_information',
    'description_company',
    'price_type_special',
    'trip_length_km',
  ] as const;
  for (const key of direct) if (body[key] !== undefined) columns[key] = body[key];
  // A null (a client clearing the field) for a column that is never null is the column's default, not a 500.
  if (columns.vehicle_fuel_type === null) columns.vehicle_fuel_type = FUEL_TYPE_DEFAULT;
  if (columns.price_type_special === null) columns.price_type_special = PRICE_TYPE_NORMAL;
  if (values.vehicle !== undefined) columns.vehicle = normaliseRegistration(values.vehicle);
  if (values.vehicle_size !== undefined) columns.vehicle_size_id = values.vehicle_size;
  if (values.business_location_id !== undefined) columns.business_location_id = values.business_location_id;
  if (values.customer !== undefined) columns.customer_id = values.customer;
  if (values.trip_estimated_duration_seconds !== undefined)
    columns.travel_time_with_margin = values.trip_estimated_duration_seconds;
  for (const side of ['pickup', 'destination'] as const) {
    for (const field of TRANSPORT_PLACE_TEXT_FIELDS) {
      const value = body[`${side}_${field}`];
      if (value !== undefined) columns[`${side}_${field}`] = value;
    }
    const city = body[`${side}_city`];
    if (city !== undefined) columns[`${side}_city`] = typeof city === 'number' ? String(city) : '';
    const point = body[`${side}_location_coordinates`] as { coordinates: [number, number] } | null | undefined;
    if (point !== undefined) columns[`${side}_location_coordinates`] = point ? JSON.stringify(point.coordinates) : null;
    const location = body[`${side}_business_location`];
    if (location !== undefined) columns[`${side}_business_location_id`] = location;
    const time = body[`${side}_time`];
    if (time !== undefined) columns[`${side}_time`] = time;
  }
  if (values.waypoints !== undefined) {
    columns.waypoints = JSON.stringify(
      values.waypoints.map((point) => ({
        coordinates: [point.lng, point.lat],
        lat: point.lat,
        lng: point.lng,
        name: point.name ?? null,
      })),
    );
  }
  if (values.price_list_rows_data !== undefined || values.price_list_rows_ids !== undefined) {
    const described = new Map(
      (values.price_list_rows_data ?? []).map((row) => [row.price_list_row_id, row.description ?? '']),
    );
    const rowIds = [...new Set([...(values.price_list_rows_ids ?? []), ...described.keys()])];
    columns.price_list_rows_data = JSON.stringify(
      rowIds.map((id) => ({ price_list_row_id: id, description: described.get(id) ?? '' })),
    );
  }
  // Electric vehicles are automatic, fuel type 4.
  const forced = forcedVehicleTypes(values.vehicle_electric);
  if (forced) {
    columns.vehicle_fuel_type = forced.fuel_type;
    columns.vehicle_transmission_type = forced.transmission_type;
  }
  return columns;
}
