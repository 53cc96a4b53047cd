import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../http/context.ts';
import { languageOf, msg } from '../http/messages.ts';

export const WEB_VERSION = '2.1.12';
export const API_VERSION = '1.0.0';

/** Status, version, front page data and new-features entries. */
export const adminRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;

  app.get('/version/', () => ({ version: WEB_VERSION }));

  app.get('/admin_data/status/', () => ({
    WEB_VERSION,
    // The realtime channel is announced only when a module serves it.
    WEBSOCKET: app.hasRoute({ method: 'GET', url: '/chats/' }) ? 1 : 0,
    WEB_TRANSPORT_CREATE_VERSION: deps.config.transportCreateVersion,
    WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT: deps.config.transportTravelTimeMarginPercent,
    API_VERSION,
  }));

  app.get('/admin_data/frontpage/', async (request) => {
    const context = await requireUser(request);
    let inProgress = 0;
    if (context.company) {
      const row = await deps.db
        .selectFrom('transports')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('company_id', '=', context.company.id)
        .where('state', '=', 5)
        .executeTakeFirstOrThrow();
      inProgress = Number(row.count);
    }
    const name = context.user.first_name;
    const language = languageOf(request);
    return {
      welcome_title: name ? msg('welcomeTitleNamed', language, { name }) : msg('welcomeTitle', language),
      welcome_text: msg('welcomeText', language),
      transports_in_progress_count: inProgress,
    };
  });

  app.get('/new_features/', async (request) => {
    await requireUser(request);
    const rows = await deps.db
      .selectFrom('new_features')
      .select(['id', 'title', 'description', 'created', 'updated'])
      .orderBy('updated', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      created: row.created.toISOString(),
      updated: row.updated.toISOString(),
    }));
  });
  return Promise.resolve();
};
