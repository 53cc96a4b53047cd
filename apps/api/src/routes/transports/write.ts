/** The order form's writes (spec 2 §4, §5): save draft, calculate price, publish; edit and delete. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Insertable, Updateable } from 'kysely';
import {
  canEditTransport,
  needsReturnLeg,
  PRIORITY_NORMAL,
  TRANSPORT_STATE,
  transportOrderIssues,
  type TransportOrderIssue,
} from '@siirto/domain';
import type { Transport, TransportsTable } from '../../db/schema.ts';
import { randomToken } from '../../auth/passwords.ts';
import { LOCATION_USER_ROLE } from '../../http/context.ts';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { fieldErrorsOf, type Language, languageOf, msg } from '../../http/validation.ts';
import { toGeoPoint } from '../business-locations.ts';
import { businessDb, companyContext } from '../companies.ts';
import { loadRelated, loadVisibleTransport } from './repository.ts';
import { estimatedRoadKm, round2, tripPrice } from './pricing.ts';
import { serializeTransport } from './serialize.ts';
import { mailStateChange } from './state-mail.ts';
import { returnTransportColumns } from './return-trip.ts';
import { columnsOfWrite, transportWriteSchema } from './write-body.ts';

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
      const returnColumns = returnTransportColumns(row, values, now);
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
