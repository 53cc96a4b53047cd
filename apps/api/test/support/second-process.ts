import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { openDatabase } from '../../src/db/database.ts';
import type { TestApp } from './harness.ts';

export interface SecondProcess {
  /** The second process's app: its own queues and loops (drain them by hand), its own sockets when it listens. */
  app: FastifyInstance;
  /** Closes the app and its pool. */
  close: () => Promise<void>;
}

/**
 * A second API process on `t`'s database, as in production with several processes: on PostgreSQL its own pool of
 * connections to the same database; on PGlite (one process by definition) the same handle, so a test of work done
 * once whatever the number of processes runs on both.
 */
export async function secondProcess(t: TestApp): Promise<SecondProcess> {
  const own = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' }) : null;
  const app = buildApp({
    db: own?.db ?? t.db,
    config: t.config,
    clock: t.clock,
    mailer: { send: () => Promise.resolve(), close: () => undefined },
  });
  return {
    app,
    close: async () => {
      await app.close();
      await own?.close();
    },
  };
}
