/**
 * The chat (spec 2 §7 "Chat"): customers, groups, members, messages with attachments, and their events on
 * the realtime hub (../realtime/hub.ts). Tables in db/migrations/009_chat.ts.
 */
import type { FastifyPluginAsync } from 'fastify';
import { registerGroupRoutes } from './groups.ts';
import { registerMessageRoutes } from './messages.ts';
import { registerChatEvents } from './events.ts';

export const chatRoutes: FastifyPluginAsync = (app) => {
  registerChatEvents(app);
  registerGroupRoutes(app);
  registerMessageRoutes(app);
  return Promise.resolve();
};
