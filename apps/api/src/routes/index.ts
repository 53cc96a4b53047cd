/**
 * The route modules app.ts registers, in order. backend-B: append your modules to `routeModules`
 * (companies, business-locations, company-users, invitations, account-users, licences, enums, cities,
 * transports) — one import line and one array entry each. Each module is a plain async Fastify
 * plugin; use `request.server.deps` ({db, config, clock, mailer}) and the helpers in ../http/.
 */
import type { FastifyPluginAsync } from 'fastify';
import { adminRoutes } from './admin/index.ts';
import { authRoutes } from './auth/index.ts';
import { usersRoutes } from './users/index.ts';
import { businessLocationsRoutes } from './business-locations/index.ts';
import { citiesRoutes } from './cities/index.ts';
import { companiesRoutes } from './companies/index.ts';
import { companyUsersRoutes } from './company-users/index.ts';
import { enumsRoutes } from './enums.ts';
import { invitationsRoutes } from './invitations.ts';
import { accountUsersRoutes } from './account-users/index.ts';
import { licencesRoutes } from './licences/index.ts';
import { paymentsRoutes } from './payments/index.ts';
import { transportsRoutes } from './transports.ts';
import { transportSeriesRoutes } from './transport-series/index.ts';
import { chatRoutes } from './chat/index.ts';
import { realtimeRoutes } from './realtime/hub.ts';
import { customersRoutes } from './customers/index.ts';
import { healthRoutes } from './health.ts';
import { integrationsRoutes } from './integrations/index.ts';

export const routeModules: FastifyPluginAsync[] = [
  // the realtime hub's socket /chats/ (the chat and the transports send their events through it)
  realtimeRoutes,
  adminRoutes,
  authRoutes,
  usersRoutes,
  // backend-B
  companiesRoutes,
  businessLocationsRoutes,
  companyUsersRoutes,
  invitationsRoutes,
  enumsRoutes,
  citiesRoutes,
  accountUsersRoutes,
  licencesRoutes,
  paymentsRoutes,
  transportsRoutes,
  transportSeriesRoutes,
  chatRoutes,
  customersRoutes,
  integrationsRoutes,
  healthRoutes,
];
