/** The order form's writes (spec 2 §4, §5): save draft, calculate price, publish; edit and delete. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Insertable, Updateable } from 'kysely';
import { z } from 'zod';
import {
  canEditTransport,
  DRIVER_LEVELS,
  FUEL_TYPE_DEFAULT,
  FUEL_TYPES,
  forcedVehicleTypes,
  needsReturnLeg,
  normaliseRegistration,
  PRICE_TYPE_NORMAL,
  PRICE_TYPES,
  PRIORITY_NORMAL,
  PRIORITY_URGENT,
  RECHARGE_TYPES,
  TRANSMISSION_TYPES,
  TRANSPORT_STATE,
  transportOrderIssues,
  type TransportOrderIssue,
  VEHICLE_REGISTRATION_MAX_LENGTH,
  VEHICLE_SIZES,
} from '@siirto/domain';
import type { Transport, TransportsTable } from '../../db/schema.ts';
import { randomToken } from '../../auth/passwords.ts';
import { LOCATION_USER_ROLE } from '../../http/context.ts';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { fieldErrorsOf, type Language, languageOf, msg } from '../../http/validation.ts';
import { geoPointInput, toGeoPoint } from '../business-locations.ts';
import { businessDb, companyContext } from '../companies.ts';
import { loadRelated, loadVisibleTransport } from './repository.ts';
import { estimatedRoadKm, round2, tripPrice } from './pricing.ts';
import { serializeTransport } from './serialize.ts';
import { mailStateChange } from './state-mail.ts';

const optionalText = (max: number, tooLong: 'maxLength' | 'registrationMaxLength' = 'maxLength') =>
  z
    .union([z.string({ error: 'transportText' }), z.null()])
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

const locationText = [
  'name',
  'phone',
  'contact_email',
  'location',
  'address',
  'postal_code',
  'city_name',
  'country',
  'google_address',
] as const;

const transportWriteSchema = z.object({
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
      ...locationText.map((field) => [`${side}_${field}`, optionalText(field === 'google_address' ? 500 : 200)]),
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

type TransportWrite = z.output<typeof transportWriteSchema>;
type Columns = Record<string, unknown>;

/** Column values of the fields the body sent. */
function columnsOfWrite(values: TransportWrite): Columns {
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
  if (values.trip_estimated_duration_seconds !== undefined)
    columns.travel_time_with_margin = values.trip_estimated_duration_seconds;
  for (const side of ['pickup', 'destination'] as const) {
    for (const field of locationText) {
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

async function saveTransport(request: FastifyRequest, existing: Transport | null) {
  const context = await companyContext(request);
  const db = businessDb(request);
  const { clock } = request.server.deps;
  const language = languageOf(request);
  const body =
    typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body) ? request.body : {};
  const result = transportWriteSchema.safeParse(body);
  if (!result.success) throw badRequest(fieldErrorsOf(result.error, language));
  const values = result.data;
  if (values.company !== undefined && values.company !== context.company.id)
    throw badRequest({ company: [msg('transportInvalidCompany', language)] });
  const columns = columnsOfWrite(values);

  // Business locations must be the company's own; a location user (role 2) orders for their location.
  const ownLocations = await db
    .selectFrom('business_locations')
    .select('id')
    .where('company_id', '=', context.company.id)
    .execute();
  const ownIds = new Set(ownLocations.map((row) => row.id));
  for (const [column, field] of [
    ['business_location_id', 'business_location_id'],
    ['pickup_business_location_id', 'pickup_business_location'],
    ['destination_business_location_id', 'destination_business_location'],
  ] as const) {
    const id = columns[column];
    if (typeof id === 'number' && !ownIds.has(id))
      throw badRequest({ [field]: [msg('transportChooseLocation', language)] });
  }
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    const own = context.linkedLocationIds[0] ?? null;
    if (columns.business_location_id !== undefined && columns.business_location_id !== own) {
      throw badRequest({ business_location_id: [msg('transportChooseLocation', language)] });
    }
    columns.business_location_id = own;
  }
  const rowIds = (
    JSON.parse(typeof columns.price_list_rows_data === 'string' ? columns.price_list_rows_data : '[]') as {
      price_list_row_id: number;
    }[]
  ).map((row) => row.price_list_row_id);
  const services = rowIds.length
    ? await db
        .selectFrom('price_list_rows')
        .selectAll()
        .where('id', 'in', rowIds)
        .where((eb) => eb.or([eb('company_id', 'is', null), eb('company_id', '=', context.company.id)]))
        .execute()
    : [];
  if (services.length !== rowIds.length)
    throw badRequest({ price_list_rows_ids: [msg('transportUnknownService', language)] });

  const merged: Record<string, unknown> = { ...(existing ?? {}), ...columns };
  for (const key of [
    'return_transport_vehicle',
    'return_transport_brand',
    'return_transport_destination_time',
    'return_transport_electric',
    'return_transport_recharge_type',
  ] as const) {
    merged[key] = values[key];
  }
  const step = values.saving_step ?? (values.publish ? 4 : 2);
  const now = clock.now();
  // The order form's rules (spec 2 §5) against the server clock: all of them before a price or publishing; a
  // draft only for the fields it sends.
  const orderValues = { ...merged, vehicle_size: merged.vehicle_size_id as number | null | undefined };
  const travelSeconds = typeof merged.travel_time_with_margin === 'number' ? merged.travel_time_with_margin : null;
  const sent = new Set(Object.keys(body));
  const issues = transportOrderIssues(orderValues, { now, travelSeconds, requireAll: step >= 3 }).filter(
    (issue) => step >= 3 || sent.has(issue.path),
  );
  if (issues.length > 0) throw badRequest(issueErrors(issues, language));
  if (step >= 3) {
    const points = [merged.pickup_location_coordinates, merged.destination_location_coordinates].map((value) =>
      typeof value === 'string' ? toGeoPoint(JSON.parse(value)) : toGeoPoint(value),
    );
    const [from, to] = points;
    const km =
      typeof merged.trip_length_km === 'number'
        ? merged.trip_length_km
        : from && to
          ? estimatedRoadKm(from.coordinates, to.coordinates)
          : null;
    if (km === null) throw badRequest({ trip_length_km: [msg('required', language)] });
    const price = tripPrice(km, merged.abroad === true);
    const servicesTotal = round2(services.reduce((sum, row) => sum + row.price_eur, 0));
    columns.trip_length_km = km;
    columns.price = price;
    columns.price_go_trip = price;
    columns.service_prices_total_company = servicesTotal;
    columns.expenses_price_total = 0;
    columns.transport_total_price = round2(price + servicesTotal);
    columns.prices_calculated = true;
    columns.state = step === 4 ? TRANSPORT_STATE.published : TRANSPORT_STATE.priceCalculated;
    columns.publish = step === 4;
    if (step === 4) columns.state_published_time = now;
  } else {
    // Any saved change needs a new price before publishing.
    columns.state = TRANSPORT_STATE.draft;
    columns.publish = false;
    columns.prices_calculated = false;
  }
  // No priority (absent, or null from a client that clears it) is normal priority: the column is never null.
  if (columns.priority === null || (columns.priority === undefined && merged.priority === undefined)) {
    columns.priority = PRIORITY_NORMAL;
  }

  const saved = await db.transaction().execute(async (trx) => {
    let row: Transport;
    if (existing) {
      row = await trx
        .updateTable('transports')
        .set({ ...(columns as Updateable<TransportsTable>), updated: now })
        .where('id', '=', existing.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    } else {
      row = await trx
        .insertInto('transports')
        .values({
          ...(columns as Partial<Insertable<TransportsTable>>),
          company_id: context.company.id,
          creator_id: context.user.id,
          created: now,
          updated: now,
          web_version: 2,
          share_token: randomToken(24),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    // A round trip with a vehicle change has its own return transport, linked both ways.
    const needsReturn = needsReturnLeg(row) && step >= 3;
    if (needsReturn) {
      const returnForced = forcedVehicleTypes(values.return_transport_electric);
      const returnColumns = {
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
      if (row.round_trip_return_trip_id !== null) {
        await trx
          .updateTable('transports')
          .set(returnColumns)
          .where('id', '=', row.round_trip_return_trip_id)
          .execute();
      } else {
        const back = await trx
          .insertInto('transports')
          .values({ ...returnColumns, created: now, share_token: randomToken(24) })
          .returning('id')
          .executeTakeFirstOrThrow();
        row = await trx
          .updateTable('transports')
          .set({ round_trip_return_trip_id: back.id, price_return_trip: row.price })
          .where('id', '=', row.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
    }
    if (!needsReturn && step >= 3 && row.round_trip_return_trip_id !== null) {
      // No longer a round trip with a vehicle change: its return transport goes.
      await trx.deleteFrom('transports').where('id', '=', row.round_trip_return_trip_id).execute();
      row = await trx
        .updateTable('transports')
        .set({ round_trip_return_trip_id: null, price_return_trip: null })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    // Contacts saved from the form appear in /companies/me/contacts/.
    for (const side of ['pickup', 'destination'] as const) {
      if (values[`save_${side}_contact`] !== true) continue;
      const name = row[`${side}_name`];
      const email = row[`${side}_contact_email`];
      const phone = row[`${side}_phone`];
      if (!name && !email) continue;
      const known = await trx
        .selectFrom('company_contacts')
        .select('id')
        .where('company_id', '=', context.company.id)
        .where('name', '=', name)
        .where('email', '=', email)
        .executeTakeFirst();
      if (!known)
        await trx
          .insertInto('company_contacts')
          .values({ company_id: context.company.id, name, email, phone })
          .execute();
    }
    return row;
  });
  if (existing && existing.state !== saved.state) await mailStateChange(request, db, saved);
  const related = await loadRelated(request, db, [saved]);
  return serializeTransport(saved, related);
}

/** The domain's issues as field errors in the request's language. */
function issueErrors(issues: readonly TransportOrderIssue[], language: Language): FieldErrors {
  return Object.fromEntries(issues.map((issue) => [issue.path, [msg(issue.message, language)]]));
}

/** Edit and delete only in states 2, 3 and 31 while editable; a return trip is edited through its outbound trip. */
function assertEditable(transport: Transport, language: Language) {
  if (canEditTransport(transport)) return;
  throw new HttpError(400, {
    detail: msg(transport.round_trip_is_return_trip ? 'transportReturnTripEdit' : 'transportNotEditable', language),
  });
}

export const transportWriteRoutes: FastifyPluginAsync = (app) => {
  app.post('/transports/company/', async (request, reply) => {
    return reply.code(201).send(await saveTransport(request, null));
  });

  app.patch('/transports/company/:id/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    assertEditable(transport, languageOf(request));
    return saveTransport(request, transport);
  });

  app.delete('/transports/company/:id/', async (request, reply) => {
    const { db, transport } = await loadVisibleTransport(request);
    assertEditable(transport, languageOf(request));
    await db.transaction().execute(async (trx) => {
      if (transport.round_trip_return_trip_id !== null) {
        await trx.deleteFrom('transports').where('id', '=', transport.round_trip_return_trip_id).execute();
      }
      await trx.deleteFrom('transports').where('id', '=', transport.id).execute();
    });
    return reply.code(204).send();
  });
  return Promise.resolve();
};
