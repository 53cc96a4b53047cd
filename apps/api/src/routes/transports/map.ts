/** GET /transports/company/map/: where the cars of the transports in progress are. */
import type { FastifyPluginAsync } from 'fastify';
import { MAP_TRANSPORT_STATES, TRANSPORT_STATE, TRANSPORT_STATES } from '@siirto/domain';
import { businessDb } from '../companies.ts';
import { fromJsonRow, readContext, rowAsJson, visibleTransports } from './repository.ts';
import { carColumns, carCoordinates, oneOf } from './serialize.ts';

export const transportMapRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/map/', async (request) => {
    const context = await readContext(request);
    const db = businessDb(request);
    const mapColumns = ['id', 'vehicle', 'driver_full_name', ...carColumns] as const;
    const transports = (
      await visibleTransports(db, context)
        .select(rowAsJson(mapColumns))
        .where('state', 'in', MAP_TRANSPORT_STATES)
        .orderBy('id', 'desc')
        .limit(1000)
        .execute()
    ).map((item) => fromJsonRow(item.row, mapColumns));
    return transports.map((transport) => ({
      id: transport.id,
      state: oneOf(transport.state, TRANSPORT_STATES) ?? TRANSPORT_STATE.reserved,
      vehicle: transport.vehicle,
      driver_name: transport.driver_full_name,
      car_coordinates: carCoordinates(transport),
    }));
  });
  return Promise.resolve();
};
