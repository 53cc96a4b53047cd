/**
 * POST /transports/company/:id/order_again/: a new draft (state 2) from one of the company's transports, with its
 * places, contacts, vehicle, extras, waypoints and texts; the times, the price, the driver and everything that
 * happened on the road are left out, so the order is priced and published again from the order wizard.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Insertable } from 'kysely';
import { NEW_TRANSPORT_DEFAULTS, TRANSPORT_PLACE_TEXT_FIELDS } from '@siirto/domain';
import type { Transport, TransportsTable } from '../../db/schema.ts';
import { quotaOwner, takeQuota } from '../../http/quotas.ts';
import { transportAnswer } from './detail.ts';
import { insertTransport, loadVisibleTransport } from './repository.ts';
import { emitTransportWebhooks } from './webhook-events.ts';

/** The place columns of a side: the contract's place texts, the city id and the business location. */
const placeColumns = [...TRANSPORT_PLACE_TEXT_FIELDS, 'city', 'business_location_id'] as const;

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

/** The columns a new draft takes over from `source`. */
export function orderAgainColumns(source: Transport): Partial<Insertable<TransportsTable>> {
  const columns: Record<string, unknown> = {};
  for (const side of ['pickup', 'destination'] as const) {
    for (const column of placeColumns) columns[`${side}_${column}`] = source[`${side}_${column}`];
    columns[`${side}_location_coordinates`] = json(source[`${side}_location_coordinates`]);
  }
  // a return trip ordered again is a one-way order of its own; a round trip keeps its switches
  const isReturnTrip = source.round_trip_is_return_trip;
  return {
    ...(columns as Partial<Insertable<TransportsTable>>),
    // the same customer's next order (a coordinating company's; migration 010's column)
    ...({ customer_id: (source as Transport & { customer_id?: number | null }).customer_id ?? null } as Partial<
      Insertable<TransportsTable>
    >),
    business_location_id: source.business_location_id,
    round_trip: isReturnTrip ? false : source.round_trip,
    round_trip_no_vehicle_change: isReturnTrip ? false : source.round_trip_no_vehicle_change,
    vehicle: source.vehicle,
    vehicle_brand: source.vehicle_brand,
    vehicle_electric: source.vehicle_electric,
    vehicle_fuel_type: source.vehicle_fuel_type,
    vehicle_transmission_type: source.vehicle_transmission_type,
    vehicle_recharge_type: source.vehicle_recharge_type,
    vehicle_product_number: source.vehicle_product_number,
    vehicle_size_id: source.vehicle_size_id,
    abroad: source.abroad,
    driver_level_minimum: source.driver_level_minimum,
    driver_information: source.driver_information,
    description_company: source.description_company,
    waypoints: JSON.stringify(source.waypoints),
    price_list_rows_data: JSON.stringify(source.price_list_rows_data),
    price_type_special: source.price_type_special,
    trip_length_km: source.trip_length_km,
    travel_time_with_margin: source.travel_time_with_margin,
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
      { ...orderAgainColumns(transport), company_id: context.company.id, creator_id: context.user.id },
      request.server.deps.clock.now(),
    );
    await emitTransportWebhooks(request, draft, null);
    return reply.code(201).send(await transportAnswer(request, draft));
  });
  return Promise.resolve();
};
