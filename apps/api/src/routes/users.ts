import type { FastifyPluginAsync } from 'fastify';

/** /users/me/, profile, password (being written). */
export const usersRoutes: FastifyPluginAsync = async () => {};
