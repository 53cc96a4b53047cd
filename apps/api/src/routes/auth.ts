import type { FastifyPluginAsync } from 'fastify';

/** Sign-in, tokens, registration, PIN activation, password reset (being written). */
export const authRoutes: FastifyPluginAsync = async () => {};
