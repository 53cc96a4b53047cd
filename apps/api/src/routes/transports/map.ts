/**
 * GET /transports/company/map/: every transport in progress (states 4 to 9, MAP_TRANSPORT_STATES) the member may
 * see, with its pickup and destination, its business location and, for states 5 to 9, where the car was last seen
 * and when (`car_position_time`; the dashboard shows a position older than POSITION_STALE_AFTER_MS as stale).
 */
import type { FastifyPluginAsync } from 'fastify';
import { businessDb } from '../companies/context.ts';
import { mapTransports, readContext } from './repository.ts';
import { serializeTransportMapItem } from './serialize.ts';

export const transportMapRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/map/', async (request) => {
    const context = await readContext(request);
    const transports = await mapTransports(
      businessDb(request),
      context,
      request.server.deps.config.databaseUrl !== undefined,
    );
    return transports.map(serializeTransportMapItem);
  });
  return Promise.resolve();
};
