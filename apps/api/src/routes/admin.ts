import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../http/context.ts';

export const WEB_VERSION = '2.1.12';

/** Status, version, frontpage data and new-features entries. */
export const adminRoutes: FastifyPluginAsync = async (app) => {
  app.get('/version/', async () => ({ version: WEB_VERSION }));

  app.get('/admin_data/status/', async () => ({
    WEB_VERSION,
    WEBSOCKET: true,
    WEB_TRANSPORT_CREATE_VERSION: 2,
    WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT: 0,
  }));

  app.get('/new_features/', async (request) => {
    await requireUser(request);
    const rows = await app.deps.db
      .selectFrom('new_features')
      .select(['id', 'title', 'description', 'created', 'updated'])
      .orderBy('updated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({ ...row, created: row.created.toISOString(), updated: row.updated.toISOString() }));
  });
};
