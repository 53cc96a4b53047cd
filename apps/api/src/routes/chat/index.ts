/**
 * The chat (spec 2 §7 "Chat"): customers, groups, members, messages with attachments, and the realtime channel
 * `/chats/`. Tables in db/migrations/009_chat.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerGroupRoutes } from './groups.ts';
import { registerMessageRoutes } from './messages.ts';
import { registerRealtime } from './realtime.ts';

export const chatRoutes: FastifyPluginAsync = (app) => {
  registerRealtime(app, { pingIntervalMs: app.deps.config.chatPingIntervalMs });
  registerGroupRoutes(app);
  registerMessageRoutes(app);
  return Promise.resolve();
};
