/** GET /transports/company/:id/: one transport with photos, expenses, extra services, route and driver. */
import type { FastifyPluginAsync } from 'fastify';
import { loadRelated, loadVisibleTransport } from './repository.ts';
import { serializeTransport } from './serialize.ts';

export const transportDetailRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/:id/', async (request) => {
    const { db, transport } = await loadVisibleTransport(request);
    const related = await loadRelated(request, db, [transport]);
    return serializeTransport(transport, related);
  });
  return Promise.resolve();
};
