/**
 * GET /transports/company/map/: every transport in progress (states 4 to 9, MAP_TRANSPORT_STATES) the member may
 * see, with its pickup and destination, its business location and, for states 5 to 9, where the car was last seen
 * and when (`car_position_time`; the dashboard shows a position older than POSITION_STALE_AFTER_MS as stale).
 */
import type { FastifyPluginAsync } from 'fastify';
import { MAP_TRANSPORT_STATES, TRANSPORT_STATE, TRANSPORT_STATES } from '@siirto/domain';
import { toGeoPoint } from '../business-locations.ts';
import { businessDb } from '../companies.ts';
import { fromJsonRow, readContext, rowAsJson, visibleTransports } from './repository.ts';
import { carColumns, carPosition, oneOf } from './serialize.ts';

export const transportMapRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/map/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const mapColumns = [
      'id',
      'vehicle',
      'vehicle_brand',
      'driver_full_name',
      'business_location_id',
      'pickup_location',
      'pickup_city_name',
      'pickup_location_coordinates',
      'pickup_time',
      'destination_location',
      'destination_city_name',
      'destination_location_coordinates',
      'destination_time',
      'updated',
      ...carColumns,
    ] as const;
    const transports = (
      await visibleTransports(db, context)
        .select(rowAsJson(mapColumns))
        .where('state', 'in', MAP_TRANSPORT_STATES)
        .orderBy('id', 'desc')
        .limit(1000)
        .execute()
    ).map((item) => fromJsonRow(item.row, mapColumns));
    const iso = (value: Date | null) => (value ? value.toISOString() : null);
    return transports.map((transport) => {
      const car = carPosition(transport);
      return {
        id: transport.id,
        state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.reserved,
        vehicle: transport.vehicle,
        vehicle_brand: transport.vehicle_brand,
        driver_name: transport.driver_full_name,
        business_location_id: transport.business_location_id,
        pickup_location: transport.pickup_location,
        pickup_city_name: transport.pickup_city_name,
        pickup_location_coordinates: toGeoPoint(transport.pickup_location_coordinates),
        pickup_time: iso(transport.pickup_time),
        destination_location: transport.destination_location,
        destination_city_name: transport.destination_city_name,
        destination_location_coordinates: toGeoPoint(transport.destination_location_coordinates),
        destination_time: iso(transport.destination_time),
        car_coordinates: car?.coordinates ?? null,
        car_position_time: car?.time ?? null,
        updated: transport.updated.toISOString(),
      };
    });
  });
  return Promise.resolve();
};
