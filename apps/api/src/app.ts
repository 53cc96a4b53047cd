import Fastify from 'fastify';

export function buildApp() {
  const app = Fastify({ logger: false });
  app.get('/version/', () => ({ version: '2.1.12' }));
  return app;
}
