import type { FastifyPluginAsync } from 'fastify';
import { requireUser } from '../../http/context.ts';
import { languageOf, msg } from '../../http/messages.ts';
import { companyTransportCountInState, newFeatures } from './repository.ts';

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
      inProgress = await companyTransportCountInState(deps.db, context.company.id, 5);
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
    const rows = await newFeatures(deps.db);
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
