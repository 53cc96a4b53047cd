import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { createAuthLimiter } from './auth/rate-limit.ts';
import type { Config } from './config.ts';
import type { Db } from './db/database.ts';
import { overLongErrors } from './http/body-limits.ts';
import { createNotificationListener } from './db/notifications.ts';
import { compressLargeJson } from './http/compression.ts';
import { type AppDeps, type Clock, systemClock } from './http/context.ts';
import { errorHandler, HttpError } from './http/errors.ts';
import { languageOf, localizeBody } from './http/messages.ts';
import { API_SECURITY_HEADERS, DEFAULT_CONTENT_SECURITY_POLICY } from './http/security-headers.ts';
import { isPlainObject } from './http/validation.ts';
import type { Mailer } from './mail/mailer.ts';
import { routeModules } from './routes/index.ts';

export interface BuildAppOptions {
  db: Db;
  config: Config;
  mailer: Mailer;
  clock?: Clock;
  /** Log requests (true, or where to write the lines). Logged URLs never carry their query (tokens). */
  logger?: boolean | { stream: { write(line: string): void } };
}

/** A request in the log: its method and path only. `/chats/?token=…` and `?token=` links must never be logged. */
function logSafeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

export const MAX_UPLOAD_BYTES = 3_000_000;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route reads multipart/form-data (`request.parts()`); every other route refuses it with a 400. */
    multipart?: boolean;
  }
}

/** A hop count as the function Fastify's types accept (`hop < n`: trust the nearest n proxies). */
function fastifyTrustProxy(setting: boolean | number | string) {
  if (typeof setting !== 'number') return setting;
  return (_address: string, hop: number) => hop < setting;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function buildApp(options: BuildAppOptions): FastifyInstance {
  const app = Fastify({
    logger: options.logger
      ? {
          level: 'info',
          serializers: { req: logSafeRequest },
          ...(typeof options.logger === 'object' ? { stream: options.logger.stream } : {}),
        }
      : false,
    // Uploads are limited by multipart; JSON bodies stay small.
    bodyLimit: 1_048_576,
    // Behind a reverse proxy (TRUST_PROXY) the client address comes from X-Forwarded-For: the per-address limit.
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: false },
    // SIGTERM (main.ts): a request that arrives on a kept-alive connection while the process closes is still
    // served (with `Connection: close`), not refused with a 503: a rolling restart loses no request.
    return503OnClosing: false,
  });
  const clock = options.clock ?? systemClock;
  const deps: AppDeps = {
    db: options.db,
    config: options.config,
    clock,
    mailer: options.mailer,
    authLimiter: createAuthLimiter({ ...options.config.authRateLimit, clock, db: options.db }),
    notifications: options.config.databaseUrl ? createNotificationListener(options.config.databaseUrl) : null,
  };
  app.decorate('deps', deps);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(localizeBody({ detail: 'notFound' }, languageOf(request))),
  );

  // Only the configured dashboard origins (CORS_ORIGINS, default WEB_BASE_URL's); any other origin gets no
  // Access-Control-Allow-Origin. The dashboard itself calls the API same-origin through its /api proxy.
  void app.register(cors, {
    origin: options.config.corsOrigins,
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
  // Every body the routes read is a JSON object (or, where a route says so, multipart/form-data): an array, a
  // string, a number, null or a text/plain body is a 400 here, once for every route, never an empty update.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!METHODS_WITH_BODY.has(request.method)) return done();
    if (request.isMultipart()) {
      if (request.routeOptions.config.multipart === true) return done();
      return done(new HttpError(400, { detail: 'multipartNotAccepted' }));
    }
    if (request.body !== undefined && !isPlainObject(request.body)) {
      return done(new HttpError(400, { detail: 'bodyNotObject' }));
    }
    // No text in a body is longer than the longest one any route takes (http/body-limits.ts).
    const overLong = overLongErrors(request.body);
    if (overLong) return done(new HttpError(400, overLong));
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) void reply.header(name, value);
    if (!reply.hasHeader('content-security-policy'))
      void reply.header('content-security-policy', DEFAULT_CONTENT_SECURITY_POLICY);
    // Answers hold personal data and tokens: no browser or proxy keeps them (uploads set their own policy).
    if (!reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
    return payload;
  });
  // Large JSON answers (the transport list at page size All) gzipped for clients that accept it (http/compression.ts).
  app.addHook('onSend', compressLargeJson);
  // The realtime hub's websocket (routes/realtime/hub.ts); registered before the routes so that it sees them all. A client
  // frame over 4 KiB closes the socket (1009).
  // On close (SIGTERM) every socket is closed with 1012 (service restart): clients reconnect, to another process.
  void app.register(websocket, {
    options: { maxPayload: 4096 },
    preClose(done) {
      for (const client of app.websocketServer.clients) client.close(1012, 'service restart');
      app.websocketServer.close();
      done();
    },
  });
  // The LISTEN connection closes after the routes (their onClose hooks finish sending first).
  app.addHook('onClose', async () => {
    await deps.notifications?.close();
  });
  for (const routes of routeModules) void app.register(routes);
  return app;
}
