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
import { z } from 'zod';
import { canDriverMoveTransport, canDriverReportPosition, TRANSPORT_STATE } from '@siirto/domain';
import type { Transport } from '../../db/schema.ts';
import { idParam, requireUser } from '../../http/context.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { languageOf, msg, parseBody } from '../../http/validation.ts';
import { businessDb } from '../companies/context.ts';
import { emitTransportEvent, stateEvent } from './live-events.ts';
import { isDriverUser } from '../users/repository.ts';
import { assignedTransport, driverTransports, moveTransportState, storeCarPosition } from './repository.ts';
import { carPosition, serializeDriverTransport } from './serialize.ts';
import { mailStateChange } from './state-mail.ts';
import { emitTransportWebhooks } from './webhook-events.ts';

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
  if (!(await isDriverUser(businessDb(request), user.id))) throw notFound();
  return user;
}

/** A transport assigned to this driver, else 404. */
async function driversTransport(request: FastifyRequest, driverId: number): Promise<Transport> {
  const transport = await assignedTransport(businessDb(request), idParam(request), driverId);
  if (!transport) throw notFound();
  return transport;
}

export const transportDriverRoutes: FastifyPluginAsync = (app) => {
  app.get('/driver/transports/', async (request) => {
    const driver = await requireDriver(request);
    const rows = await driverTransports(businessDb(request), driver.id);
    return rows.map(serializeDriverTransport);
  });

  app.post('/driver/transports/:id/state/', async (request) => {
    const driver = await requireDriver(request);
    const language = languageOf(request);
    const transport = await driversTransport(request, driver.id);
    const { state } = parseBody(stateBody, request.body, language);
    if (!canDriverMoveTransport(transport.state, state))
      throw badRequest({ state: [msg('driverStateNotAllowed', language)] });
    const now = request.server.deps.clock.now();
    const here = transport.car_position ? JSON.stringify(transport.car_position) : null;
    const db = businessDb(request);
    const destination = transport.destination_location_coordinates;
    const moved = await moveTransportState(
      db,
      transport,
      {
        state,
        // The timeline's actual pickup and destination times (spec 2 §2), where the car was when they happened.
        ...(state === TRANSPORT_STATE.inTransit && { pickup_acknowledged: now }),
        ...(state === TRANSPORT_STATE.delivered && {
          destination_acknowledged: now,
          destination_acknowledged_coordinates: here ?? (destination ? JSON.stringify(destination) : null),
        }),
      },
      now,
    );
    // Moved meanwhile by another call: this step no longer starts from the state it read.
    if (!moved) throw badRequest({ state: [msg('driverStateNotAllowed', language)] });
    await mailStateChange(request, db, moved);
    await emitTransportEvent(request.server, moved, stateEvent(moved));
    await emitTransportWebhooks(request, moved, transport.state);
    return serializeDriverTransport(moved);
  });

  app.post('/driver/transports/:id/position/', async (request) => {
    const driver = await requireDriver(request);
    const language = languageOf(request);
    const transport = await driversTransport(request, driver.id);
    const body = parseBody(positionBody, request.body, language);
    if (!canDriverReportPosition(transport.state))
      throw badRequest({ coordinates: [msg('driverPositionNotAllowed', language)] });
    const now = request.server.deps.clock.now();
    const time = body.time ? new Date(body.time) : now;
    if (time.getTime() > now.getTime() + POSITION_CLOCK_SKEW_MS)
      throw badRequest({ time: [msg('driverPositionTimeFuture', language)] });
    // A position older than the stored one (a phone sending its queue late) is ignored: the answer is the stored one.
    const moved = await storeCarPosition(businessDb(request), transport, body.coordinates, time);
    if (!moved) {
      const current = await driversTransport(request, driver.id);
      if (!canDriverReportPosition(current.state))
        throw badRequest({ coordinates: [msg('driverPositionNotAllowed', language)] });
      return serializeDriverTransport(current);
    }
    const car = carPosition(moved);
    if (car)
      await emitTransportEvent(request.server, moved, {
        type: 'transport_position',
        transport_id: moved.id,
        car_coordinates: car.coordinates,
        position_time: car.time ?? time.toISOString(),
      });
    return serializeDriverTransport(moved);
  });
  return Promise.resolve();
};
