import type { FastifyPluginAsync } from 'fastify';
import { allCities } from './repository.ts';

const finnish = new Intl.Collator('fi', { sensitivity: 'base' });

/** GET /sk_locations/cities/ — public (the registration wizard needs it), ordered by name (Finnish alphabet). */
export const citiesRoutes: FastifyPluginAsync = (app) => {
  app.get('/sk_locations/cities/', async (request) => {
    const { ordering } = (request.query ?? {}) as Record<string, unknown>;
    const rows = await allCities(app.deps.db);
    rows.sort((a, b) => finnish.compare(a.name, b.name) || a.id - b.id);
    if (ordering === '-name') rows.reverse();
    return rows;
  });
  return Promise.resolve();
};
