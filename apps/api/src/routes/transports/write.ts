/**
 * The order form's writes (spec 2 §4, §5): save draft, calculate price, publish; edit and delete.
 *
 * Every rule of spec 2 §5 is the domain's (`transportOrderIssues`) on the stored values merged with the sent ones,
 * against the server's clock and the server's own drive time estimate. The price is the server's (pricing.ts).
 * A write carrying an `Idempotency-Key` it already made answers that transport; the key on another request is
 * refused with 422 (idempotency.ts); a PATCH
 * carrying another `version` than the stored one is refused with 409, and two writes racing on one version
 * cannot both win (the update is conditional on the version it read).
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { type Insertable, sql, type Updateable } from 'kysely';
import {
  canEditTransport,
  isLngLat,
  type LngLat,
  needsReturnLeg,
  ordersForCustomers,
  PRICE_TYPE_FIXED_SPECIAL,
  PRIORITY_NORMAL,
  PRIORITY_URGENT,
  TRANSPORT_STATE,
  transportOrderIssues,
  transportPriority,
  type TransportOrderIssue,
} from '@siirto/domain';
import type { Transport, TransportsTable } from '../../db/schema.ts';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { CustomerTables } from '../../db/migrations/010_customers.ts';
import { randomToken } from '../../auth/passwords.ts';
import { LOCATION_USER_ROLE } from '../../http/context.ts';
import { badRequest, type FieldErrors, HttpError } from '../../http/errors.ts';
import { fieldErrorsOf, type Language, languageOf, msg } from '../../http/validation.ts';
import { toGeoPoint } from '../business-locations.ts';
import { businessDb, companyContext, TRANSPORT_AUTO_PRIORITY_TIME } from '../companies.ts';
import {
  findWriteKey,
  isUniqueViolation,
  keyReused,
  orderDb,
  storeWriteKey,
  type WriteKey,
  writeKeyOf,
} from './idempotency.ts';
import { loadRelated, loadVisibleTransport } from './repository.ts';
import { companyPricing, offersFixedSpecialPrice, priceOrder, type OrderPrice } from './pricing.ts';
import { serializeTransport } from './serialize.ts';
import { mailStateChange } from './state-mail.ts';
import { emitTransportEvent, stateEvent } from './live-events.ts';
import { returnTransportColumns } from './return-trip.ts';
import { columnsOfWrite, transportWriteSchema } from './write-body.ts';

type StoredTransport = Transport & { version?: number };

/** The stored version of a row (1 before its first write). */
const versionOf = (transport: StoredTransport) => (typeof transport.version === 'number' ? transport.version : 1);

/** 409: the transport changed since the client loaded it. */
function staleVersion(language: Language, stored: number) {
  return new HttpError(409, { detail: msg('transportStaleVersion', language), code: 'stale_version', version: stored });
}

/** A place's position from a column (a JSON text of [lng, lat] or a GeoJSON point), if usable. */
function positionOf(value: unknown): LngLat | null {
  const parsed: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (isLngLat(parsed)) return parsed;
  const point = toGeoPoint(parsed);
  return point && isLngLat(point.coordinates) ? point.coordinates : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** The waypoints' positions in order. */
function waypointPositions(value: unknown): LngLat[] {
  const list: unknown = typeof value === 'string' ? safeJson(value) : value;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const point = item as { coordinates?: unknown; lng?: unknown; lat?: unknown } | null;
    if (point && isLngLat(point.coordinates)) return [point.coordinates];
    if (point && typeof point.lng === 'number' && typeof point.lat === 'number')
      return [[point.lng, point.lat] as LngLat];
    return [];
  });
}

interface SaveOptions {
  readonly existing: StoredTransport | null;
  readonly writeKey: WriteKey | null;
  /** The key is already stored (for an earlier request with other values). */
  readonly knownKey: boolean;
}

async function saveTransport(request: FastifyRequest, { existing, writeKey, knownKey }: SaveOptions) {
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
    throw badRequest({ company: [msg('companyInvalid', language)] });
  const storedVersion = existing ? versionOf(existing) : null;
  if (storedVersion !== null && values.version !== undefined && values.version !== storedVersion)
    throw staleVersion(language, storedVersion);
  const columns = columnsOfWrite(values);
  if (values.trip_length_km !== undefined) columns.client_trip_length_km = values.trip_length_km;

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
    if (typeof id === 'number' && !ownIds.has(id)) throw badRequest({ [field]: [msg('locationChoose', language)] });
  }
  if (context.companyUser.role === LOCATION_USER_ROLE) {
    const own = context.linkedLocationIds[0] ?? null;
    if (columns.business_location_id !== undefined && columns.business_location_id !== own) {
      throw badRequest({ business_location_id: [msg('locationChoose', language)] });
    }
    columns.business_location_id = own;
  }
  // A coordinating company's order may name a customer: only one of its own account's (another's is no choice at all).
  const customersAllowed = ordersForCustomers(context.company.account_type);
  if (customersAllowed && typeof values.customer === 'number') {
    const accountId = context.company.account_id;
    const own =
      accountId === null
        ? undefined
        : await request.server.deps.db
            .withTables<ChatTables & CustomerTables>()
            .selectFrom('customers')
            .select('id')
            .where('id', '=', values.customer)
            .where('account_id', '=', accountId)
            .executeTakeFirst();
    if (!own) throw badRequest({ customer: [msg('transportCustomerUnknown', language)] });
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
  const sent = new Set(Object.keys(body));
  const errors: FieldErrors = {};

  // The server measures the route itself: pickup, the waypoints, destination.
  const pickup = positionOf(merged.pickup_location_coordinates);
  const destination = positionOf(merged.destination_location_coordinates);
  const pricing = await companyPricing(db, context.company.id);
  const roundTrip = merged.round_trip === true;
  let price: OrderPrice | null = null;
  if (pickup && destination) {
    const expenses = existing
      ? await db
          .selectFrom('expenses')
          .select('service_price_company')
          .where('transport_id', '=', existing.id)
          .execute()
      : [];
    price = priceOrder({
      stops: [pickup, ...waypointPositions(merged.waypoints), destination],
      abroad: merged.abroad === true,
      roundTrip,
      priceType: typeof merged.price_type_special === 'number' ? merged.price_type_special : 2,
      pricing,
      clientKm: typeof merged.client_trip_length_km === 'number' ? merged.client_trip_length_km : null,
      clientSecondsWithMargin:
        typeof values.trip_estimated_duration_seconds === 'number' ? values.trip_estimated_duration_seconds : null,
      marginPercent: request.server.deps.config.transportTravelTimeMarginPercent,
      services: services.map((row) => row.price_eur),
      expenses: expenses.map((row) => row.service_price_company),
    });
  }
  // Without the server's own estimate (a draft without places), the client's drive time.
  const travelSeconds =
    price?.travelSecondsWithMargin ??
    (typeof merged.travel_time_with_margin === 'number' ? merged.travel_time_with_margin : null);

  // The order form's rules (spec 2 §5) against the server clock: all of them before a price or publishing; a
  // draft only for the fields it sends.
  const orderValues = {
    ...merged,
    vehicle_size: merged.vehicle_size_id as number | null | undefined,
    customer: merged.customer_id as number | null | undefined,
  };
  const issues = transportOrderIssues(orderValues, {
    now,
    travelSeconds,
    returnTravelSeconds: travelSeconds,
    marginPercent: 0,
    requireAll: step >= 3,
    abroadTransports: context.company.abroad_transports,
    customerChoice: customersAllowed,
  }).filter((issue) => step >= 3 || sent.has(issue.path) || sent.has(issue.path.replace(/_address$/, '_country')));
  Object.assign(errors, issueErrors(issues, language));
  if (step >= 3) {
    for (const [side, position] of [
      ['pickup', pickup],
      ['destination', destination],
    ] as const) {
      if (!position && !(`${side}_address` in errors))
        errors[`${side}_address`] = [msg('transportAddressNotLocated', language)];
    }
  }
  if (
    merged.price_type_special === PRICE_TYPE_FIXED_SPECIAL &&
    (step >= 3 || sent.has('price_type_special')) &&
    !offersFixedSpecialPrice(pricing, roundTrip)
  )
    errors.price_type_special = [msg('transportSpecialPriceUnavailable', language)];
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  // Urgent and locked when the delivery is due sooner than the drive and the company's margin (spec 2 §4).
  const priority = transportPriority({
    destinationTime: merged.destination_time as Date | string | null | undefined,
    now,
    travelSeconds,
    autoPriorityTimeSeconds: TRANSPORT_AUTO_PRIORITY_TIME,
  });
  if (priority.locked) {
    columns.priority = PRIORITY_URGENT;
    columns.priority_disabled = true;
  } else if (merged.destination_time) columns.priority_disabled = false;

  if (step >= 3) {
    if (!price) throw badRequest({ pickup_address: [msg('transportAddressNotLocated', language)] });
    columns.trip_length_km = price.goKm;
    columns.return_trip_length_km = price.returnKm;
    columns.travel_time_with_margin = price.travelSecondsWithMargin;
    columns.price = price.tripPrice;
    columns.price_go_trip = price.goPrice;
    columns.price_return_trip = price.returnPrice;
    columns.service_prices_total_company = price.servicesTotal;
    columns.expenses_price_total = price.expensesTotal;
    columns.transport_total_price = price.total;
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
      // Conditional on the version read above: of two writes racing from one version, the second gets 409.
      const updated = await orderDb(trx)
        .updateTable('transports')
        .set({ ...(columns as Updateable<TransportsTable>), updated: now, version: sql`version + 1` })
        .where('id', '=', existing.id)
        .where('version', '=', storedVersion ?? 1)
        .returningAll()
        .executeTakeFirst();
      if (!updated) {
        const current = await orderDb(trx)
          .selectFrom('transports')
          .select('version')
          .where('id', '=', existing.id)
          .executeTakeFirst();
        throw staleVersion(language, current?.version ?? storedVersion ?? 1);
      }
      row = updated;
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
      const returnColumns = {
        ...returnTransportColumns(row, values, now),
        price: price?.returnPrice ?? null,
        trip_length_km: price?.returnKm ?? null,
        transport_total_price: price?.returnPrice ?? null,
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
          .set({ round_trip_return_trip_id: back.id })
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
        .set({ round_trip_return_trip_id: null })
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
    if (writeKey)
      await storeWriteKey(trx, {
        userId: context.user.id,
        companyId: context.company.id,
        transportId: row.id,
        writeKey,
        now,
        known: knownKey,
      });
    return row;
  });
  if (existing && existing.state !== saved.state) await mailStateChange(request, db, saved);
  // Colleagues' open lists and details follow a new order and every state change (live-events.ts).
  if (!existing || existing.state !== saved.state) await emitTransportEvent(request.server, saved, stateEvent(saved));
  return answerOf(request, saved);
}

/** The transport as the contract answers it. */
async function answerOf(request: FastifyRequest, transport: Transport) {
  const db = businessDb(request);
  const related = await loadRelated(request, db, [transport]);
  return serializeTransport(transport, related);
}

/**
 * The answer to a write repeated with its key: the transport it wrote, as it is now. False when that transport is
 * gone (nothing sent). Returns a flag, not the reply: a reply is a thenable, and awaiting it waits for the send.
 */
async function replay(
  request: FastifyRequest,
  reply: FastifyReply,
  transportId: number,
  code: 200 | 201,
): Promise<boolean> {
  const context = await companyContext(request);
  const transport = await businessDb(request)
    .selectFrom('transports')
    .selectAll()
    .where('id', '=', transportId)
    .where('company_id', '=', context.company.id)
    .executeTakeFirst();
  if (!transport) return false;
  const answer = await answerOf(request, transport);
  void reply.code(code).header('idempotency-replayed', 'true').send(answer);
  return true;
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
    const context = await companyContext(request);
    const writeKey = writeKeyOf(request, 'POST', request.body);
    const known = writeKey
      ? await findWriteKey(businessDb(request), context.user.id, writeKey.key, request.server.deps.clock.now())
      : undefined;
    // A key belongs to one request: the same request answers the transport it created; any other is refused.
    if (writeKey && known) {
      if (known.request_hash !== writeKey.hash) throw keyReused();
      if (known.transport_id != null && (await replay(request, reply, known.transport_id, 201))) return reply;
    }
    let saved;
    try {
      saved = await saveTransport(request, { existing: null, writeKey, knownKey: known !== undefined });
    } catch (error) {
      // A parallel request with the same key created the transport first (this one rolled back).
      if (writeKey && isUniqueViolation(error)) {
        const first = await findWriteKey(
          businessDb(request),
          context.user.id,
          writeKey.key,
          request.server.deps.clock.now(),
        );
        if (first && first.request_hash !== writeKey.hash) throw keyReused();
        if (first?.transport_id != null && (await replay(request, reply, first.transport_id, 201))) return reply;
      }
      throw error;
    }
    return reply.code(201).send(saved);
  });

  app.patch('/transports/company/:id/', async (request, reply) => {
    const { context, transport } = await loadVisibleTransport(request);
    const writeKey = writeKeyOf(request, 'PATCH', request.body);
    const known = writeKey
      ? await findWriteKey(businessDb(request), context.user.id, writeKey.key, request.server.deps.clock.now())
      : undefined;
    // A retry of a write that succeeded (its answer was lost) answers the transport, not a 409 for its own version;
    // the key of another request (another transport, path or body) is refused and touches nothing.
    if (writeKey && known) {
      if (known.request_hash !== writeKey.hash || known.transport_id !== transport.id) throw keyReused();
      if (await replay(request, reply, transport.id, 200)) return reply;
    }
    assertEditable(transport, languageOf(request));
    return saveTransport(request, { existing: transport, writeKey, knownKey: known !== undefined });
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
