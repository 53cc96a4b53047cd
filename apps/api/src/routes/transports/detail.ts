/** GET /transports/company/:id/: one transport with photos, expenses, extra services, route and driver. */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Transport } from '../../db/schema.ts';
import { businessDb } from '../companies/context.ts';
import { loadRelated, loadVisibleTransport } from './repository.ts';
import { serializeTransport } from './serialize.ts';

/** The transport as the detail answers it (also the answer of a write and the `transport` of a webhook event). */
export async function transportAnswer(request: FastifyRequest, transport: Transport) {
  const related = await loadRelated(request, businessDb(request), [transport]);
  return serializeTransport(transport, related);
}

export const transportDetailRoutes: FastifyPluginAsync = (app) => {
  app.get('/transports/company/:id/', async (request) => {
    const { transport } = await loadVisibleTransport(request);
    return transportAnswer(request, transport);
  });
  return Promise.resolve();
};
