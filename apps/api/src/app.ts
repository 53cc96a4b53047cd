import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRateLimiter } from './auth/rate-limit.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { type AppDeps, type Clock, systemClock } from './http/context.ts';
import { errorHandler } from './http/errors.ts';
import type { Mailer } from './mail/mailer.ts';
import { routeModules } from './routes/index.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock?: Clock;
  logger?: boolean;
}

export const MAX_UPLOAD_BYTES = 3_000_000;

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger ?? false,
    // Uploads are limited by multipart; JSON bodies stay small.
    bodyLimit: 1_048_576,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: false },
  });
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock,
    mailer: options.mailer,
    authLimiter: createRateLimiter({ ...options.config.authRateLimit, clock }),
  };
  app.decorate('deps', deps);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: 'Not found.' }));

  void app.register(cors, {
    origin: options.config.corsOrigins.length > 0 ? options.config.corsOrigins : true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    exposedHeaders: ['Content-Disposition', 'Retry-After'],
    maxAge: 600,
  });
  // One file field per upload, at most the profile picture limit plus a little for the other fields.
  void app.register(multipart, {
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 5, fields: 50, fieldSize: 100_000 },
    throwFileSizeLimit: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    void reply.header('x-content-type-options', 'nosniff');
    return payload;
  });
  for (const routes of routeModules) void app.register(routes);
  return app;
}
