/**
 * Probes for a load balancer or a process manager (openapi.yaml: GET /health/, GET /ready/):
 * - `/health/` (live): the process runs and its event loop answers. Never touches the database: a database that is
 *   down must not get healthy API processes restarted.
 * - `/ready/`: this process can serve. The database answers `SELECT 1` within READY_DATABASE_BUDGET_MS and, on
 *   PostgreSQL, the LISTEN connection of the realtime fan-out is up; from SIGTERM on it answers 503 so that the
 *   balancer stops sending new requests while the process drains. 503 carries Retry-After.
 */
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'kysely';
import { databaseFault } from '../db/faults.ts';
import { DATABASE_RETRY_AFTER_SECONDS } from '../http/errors.ts';

/** A database slower than this to answer `SELECT 1` is reported `slow` and the process not ready. */
export const READY_DATABASE_BUDGET_MS = 2000;

type DatabaseState = 'up' | 'down' | 'slow';

export const healthRoutes: FastifyPluginAsync = (app) => {
  const { deps } = app;
  let draining = false;
  app.addHook('preClose', (done) => {
    draining = true;
    done();
  });

  async function databaseState(): Promise<DatabaseState> {
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve('slow'), READY_DATABASE_BUDGET_MS);
    });
    const probe = sql`SELECT 1`.execute(deps.db).then(
      (): DatabaseState => 'up',
      (error: unknown): DatabaseState => (databaseFault(error) === 'timeout' ? 'slow' : 'down'),
    );
    try {
      return await Promise.race([probe, budget]);
    } finally {
      clearTimeout(timer);
    }
  }

  app.get('/health/', () => ({ status: 'ok' }));

  app.get('/ready/', async (_request, reply) => {
    const database = await databaseState();
    const listen = deps.notifications ? (deps.notifications.connected ? 'up' : 'down') : 'in_process';
    const ready = !draining && database === 'up' && listen !== 'down';
    if (!ready) void reply.code(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
    return { status: ready ? 'ready' : draining ? 'draining' : 'not_ready', database, listen };
  });
  return Promise.resolve();
};
