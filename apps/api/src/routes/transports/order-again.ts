/**
 * POST /transports/company/:id/order_again/: a new draft (state 2) from one of the company's transports, with its
 * places, contacts, vehicle, extras, waypoints and texts; the times, the price, the driver and everything that
 * happened on the road are left out, so the order is priced and published again from the order wizard.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Insertable } from 'kysely';
import { NEW_TRANSPORT_DEFAULTS } from '@siirto/domain';
import type { Transport, TransportsTable } from '../../db/schema.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { type Language, languageOf, parseBody } from '../../http/validation.ts';
import { transportAnswer } from './detail.ts';
import { orderWriteOf } from './order-copy.ts';
import { insertTransport, loadVisibleTransport } from './repository.ts';
import { emitTransportWebhooks } from './webhook-events.ts';
import { columnsOfWrite, transportWriteSchema } from './write-body.ts';

/** What a new order does not take over: its own number and times. */
const NOT_CARRIED_OVER = new Set(['order_number', 'pickup_time', 'destination_time']);

/**
 * The columns a new draft takes over from `source`: its order (order-copy.ts) without the number and the times, as
 * the order form's write would store it (a copy that no longer holds is a 400 in `language`, as the form's would be).
 */
export function orderAgainColumns(source: Transport, language: Language): Partial<Insertable<TransportsTable>> {
  const order = Object.fromEntries(
    Object.entries(orderWriteOf(source)).filter(([field]) => !NOT_CARRIED_OVER.has(field)),
  );
  // a return trip ordered again is a one-way order of its own; a round trip keeps its switches
  if (source.round_trip_is_return_trip)
    Object.assign(order, { round_trip: false, round_trip_no_vehicle_change: false });
  return {
    ...(columnsOfWrite(parseBody(transportWriteSchema, order, language)) as Partial<Insertable<TransportsTable>>),
    state: NEW_TRANSPORT_DEFAULTS.state,
    priority: NEW_TRANSPORT_DEFAULTS.priority,
    publish: false,
    prices_calculated: false,
  };
}

export const transportOrderAgainRoutes: FastifyPluginAsync = (app) => {
  app.post('/transports/company/:id/order_again/', async (request, reply) => {
    const { context, db, transport } = await loadVisibleTransport(request);
    await takeQuota(request, ['transportCreate'], quotaOwner(context));
    const draft = await insertTransport(
      db,
      {
        ...orderAgainColumns(transport, languageOf(request)),
        company_id: context.company.id,
        creator_id: context.user.id,
      },
      request.server.deps.clock.now(),
    );
    await emitTransportWebhooks(request, draft, null);
    return reply.code(201).send(await transportAnswer(request, draft));
  });
  return Promise.resolve();
};
