/**
 * The driver's calls (issue 19; the driver's app is not ours, so this is its contract): a driver is a user marked
 * in `drivers` (db/migrations/009_chat.ts), and sees and moves only the transports assigned to them
 * (`transports.driver_user_id`, migration 011); every other id, and every id for a user who is not a driver, is a
 * 404. Each change is conditional on the state it read, mails the transport's share recipients like the office's
 * writes, and sends `transport_state` / `transport_position` to the owning company's users (live-events.ts).
 *
 * - GET  /driver/transports/                  the driver's transports in progress (states 4 to 9)
 * - POST /driver/transports/{id}/state/       {state}: the driver's steps only (canDriverMoveTransport)
 * - POST /driver/transports/{id}/position/    {coordinates: [lng, lat], time?}: while in transit (state 5)
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { z } from 'zod';
import {
  canDriverMoveTransport,
  canDriverReportPosition,
  MAP_TRANSPORT_STATES,
  TRANSPORT_STATE,
  TRANSPORT_STATES,
} from '@siirto/domain';
import type { ChatTables } from '../../db/migrations/009_chat.ts';
import type { Transport } from '../../db/schema.ts';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { languageOf, msg, parseBody } from '../../http/validation.ts';
import { toGeoPoint } from '../business-locations.ts';
import { businessDb } from '../companies.ts';
import { orderDb } from './idempotency.ts';
import { emitTransportEvent, stateEvent } from './live-events.ts';
import { carPosition, oneOf } from './serialize.ts';
import { mailStateChange } from './state-mail.ts';

/** A position may be at most this far ahead of the server's clock (the phone's clock may run a little fast). */
const POSITION_CLOCK_SKEW_MS = 60_000;

const stateBody = z.object({ state: z.number({ error: 'transportInvalidValue' }).int() });
const positionBody = z.object({
  coordinates: z.tuple(
    [
      z.number({ error: 'driverPositionInvalid' }).min(-180, { error: 'driverPositionInvalid' }).max(180, {
        error: 'driverPositionInvalid',
      }),
      z.number({ error: 'driverPositionInvalid' }).min(-90, { error: 'driverPositionInvalid' }).max(90, {
        error: 'driverPositionInvalid',
      }),
    ],
    { error: 'driverPositionInvalid' },
  ),
  time: z.iso.datetime({ offset: true, error: 'timeInvalid' }).optional(),
});

/** The signed-in user, who must be a driver (else every driver call is a 404). */
async function requireDriver(request: FastifyRequest) {
  const { user } = await requireUser(request);
  const driver = await businessDb(request)
    .withTables<ChatTables>()
    .selectFrom('drivers')
    .select('id')
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!driver) throw notFound();
  return user;
}

/** A transport assigned to this driver, else 404. */
async function assignedTransport(request: FastifyRequest, driverId: number): Promise<Transport> {
  const transport = await businessDb(request)
    .selectFrom('transports')
    .selectAll()
    .where('id', '=', idParam(request))
    .where('driver_user_id', '=', driverId)
    .executeTakeFirst();
  if (!transport) throw notFound();
  return transport;
}

function driverTransport(transport: Transport & { version?: number }) {
  const car = carPosition(transport);
  return {
    id: transport.id,
    state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.reserved,
    vehicle: transport.vehicle,
    vehicle_brand: transport.vehicle_brand,
    pickup_location: transport.pickup_location,
    pickup_address: transport.pickup_address,
    pickup_city_name: transport.pickup_city_name,
    pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
    pickup_time: transport.pickup_time?.toISOString() ?? null,
    destination_location: transport.destination_location,
    destination_address: transport.destination_address,
    destination_city_name: transport.destination_city_name,
    destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
    destination_time: transport.destination_time?.toISOString() ?? null,
    car_coordinates: car?.coordinates ?? null,
    car_position_time: car?.time ?? null,
    version: transport.version ?? 1,
    updated: transport.updated.toISOString(),
  };
}

export const transportDriverRoutes: FastifyPluginAsync = (app) => {
  app.get('/driver/transports/', async (request) => {
    const driver = await requireDriver(request);
    const rows = await businessDb(request)
      .selectFrom('transports')
      .selectAll()
      .where('driver_user_id', '=', driver.id)
      .where('state', 'in', MAP_TRANSPORT_STATES)
      .orderBy('pickup_time', 'asc')
      .orderBy('id', 'asc')
      .limit(200)
      .execute();
    return rows.map(driverTransport);
  });

  app.post('/driver/transports/:id/state/', async (request) => {
    const driver = await requireDriver(request);
    const language = languageOf(request);
    const transport = await assignedTransport(request, driver.id);
    const { state } = parseBody(stateBody, request.body, language);
    if (!canDriverMoveTransport(transport.state, state))
      throw badRequest({ state: [msg('driverStateNotAllowed', language)] });
    const now = request.server.deps.clock.now();
    const here = transport.car_position ? JSON.stringify(transport.car_position) : null;
    const db = businessDb(request);
    const destination = transport.destination_location_coordinates;
    const moved = await orderDb(db)
      .updateTable('transports')
      .set({
        state,
        updated: now,
        version: sql`version + 1`,
        // The timeline's actual pickup and destination times (spec 2 §2), where the car was when they happened.
        ...(state === TRANSPORT_STATE.inTransit && { pickup_acknowledged: now }),
        ...(state === TRANSPORT_STATE.delivered && {
          destination_acknowledged: now,
          destination_acknowledged_coordinates: here ?? (destination ? JSON.stringify(destination) : null),
        }),
      })
      .where('id', '=', transport.id)
      .where('state', '=', transport.state)
      .returningAll()
      .executeTakeFirst();
    // Moved meanwhile by another call: this step no longer starts from the state it read.
    if (!moved) throw badRequest({ state: [msg('driverStateNotAllowed', language)] });
    await mailStateChange(request, db, moved);
    await emitTransportEvent(request.server, moved, stateEvent(moved));
    return driverTransport(moved);
  });

  app.post('/driver/transports/:id/position/', async (request) => {
    const driver = await requireDriver(request);
    const language = languageOf(request);
    const transport = await assignedTransport(request, driver.id);
    const body = parseBody(positionBody, request.body, language);
    if (!canDriverReportPosition(transport.state))
      throw badRequest({ coordinates: [msg('driverPositionNotAllowed', language)] });
    const now = request.server.deps.clock.now();
    const time = body.time ? new Date(body.time) : now;
    if (time.getTime() > now.getTime() + POSITION_CLOCK_SKEW_MS)
      throw badRequest({ time: [msg('driverPositionTimeFuture', language)] });
    const point = { coordinates_point: { type: 'Point', coordinates: body.coordinates }, created: time.toISOString() };
    // A position older than the stored one (a phone sending its queue late) is ignored: the answer is the stored one.
    const moved = await businessDb(request)
      .updateTable('transports')
      .set({
        car_position: JSON.stringify(body.coordinates),
        car_position_time: time,
        routes: sql`routes || ${JSON.stringify([point])}::jsonb`,
      })
      .where('id', '=', transport.id)
      .where('state', '=', transport.state)
      .where((eb) => eb.or([eb('car_position_time', 'is', null), eb('car_position_time', '<=', time)]))
      .returningAll()
      .executeTakeFirst();
    if (!moved) {
      const current = await assignedTransport(request, driver.id);
      if (!canDriverReportPosition(current.state))
        throw badRequest({ coordinates: [msg('driverPositionNotAllowed', language)] });
      return driverTransport(current);
    }
    const car = carPosition(moved);
    if (car)
      await emitTransportEvent(request.server, moved, {
        type: 'transport_position',
        transport_id: moved.id,
        car_coordinates: car.coordinates,
        position_time: car.time ?? time.toISOString(),
      });
    return driverTransport(moved);
  });
  return Promise.resolve();
};
