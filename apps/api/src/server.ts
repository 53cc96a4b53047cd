import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Db, openDatabase, openMigratedDatabase } from './db/database.ts';
import { createSmtpMailer } from './mail/mailer.ts';

interface SeedModule {
  seed(db: Db, options?: { log?: (line: string) => void }): Promise<void>;
}

/** backend-B's demo data (src/seed/index.ts), if present, into a database without users. */
export async function seedIfEmpty(db: Db, log: (line: string) => void = () => {}): Promise<boolean> {
  const { count } = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  if (Number(count) > 0) return false;
  const seedFile = fileURLToPath(new URL('./seed/index.ts', import.meta.url));
  if (!existsSync(seedFile)) return false;
  const module = (await import(pathToFileURL(seedFile).href)) as Partial<SeedModule>;
  if (typeof module.seed !== 'function') return false;
  await module.seed(db, { log });
  return true;
}

export interface RunningServer {
  app: FastifyInstance;
  url: string;
  /**
   * Graceful stop (SIGTERM): stops accepting connections, closes idle keep-alive connections and every websocket
   * (1012, service restart), lets requests in flight finish (their connections close after the answer), then closes
   * the database. Connections still open after config.shutdownTimeoutMs are cut.
   */
  stop(): Promise<void>;
}

/** Start MailDev (MAILDEV=1), open and migrate the database, seed it when empty, listen. */
export async function startServer(config: Config, log: (line: string) => void = console.log): Promise<RunningServer> {
  // MailDev and the database start side by side (PGlite's first start in a fresh folder is the slow part).
  const startMailDev = async (): Promise<(() => Promise<void>) | undefined> => {
    if (!config.maildev) return undefined;
    const { MailDev } = await import('maildev');
    const maildev = new MailDev({
      smtp: config.smtpPort,
      web: config.maildevWebPort,
      ip: '127.0.0.1',
      webIp: '127.0.0.1',
      silent: true,
    });
    await maildev.start();
    log(`MailDev inbox on http://127.0.0.1:${config.maildevWebPort} (SMTP ${config.smtpPort})`);
    return () => maildev.stop();
  };
  const startDatabase = async () => {
    // Migrations and the seed may run long statements: on PostgreSQL they get a pool without the statement timeout,
    // and the requests a pool of their own with it (config.databasePool).
    const setup = await openMigratedDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      pool: { ...config.databasePool, poolMax: 2, statementTimeoutMs: 0 },
    });
    if (await seedIfEmpty(setup.db, log)) log('Seeded demo data');
    if (!config.databaseUrl) return setup;
    await setup.close();
    return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pool: config.databasePool });
  };
  const [stopMailDev, database] = await Promise.all([startMailDev(), startDatabase()]);
  const mailer = createSmtpMailer({
    host: config.maildev ? '127.0.0.1' : config.smtpHost,
    port: config.smtpPort,
    from: config.mailFrom,
  });
  const app = buildApp({ db: database.db, config, mailer });
  await app.listen({ port: config.port, host: config.host });
  // PORT=0 takes a free port: the URL names the one taken.
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${String(port)}`;
  return {
    app,
    url,
    async stop() {
      const closing = app.close();
      // Node's server.close() ends idle keep-alive connections once; one that finishes a request after it would
      // stay open until its client leaves, so look again until the server has closed.
      const idleSweep = setInterval(() => app.server.closeIdleConnections(), 250);
      const deadline = setTimeout(() => {
        log(`Shutdown: ${String(config.shutdownTimeoutMs)} ms passed, closing the remaining connections`);
        for (const client of app.websocketServer.clients) client.terminate();
        app.server.closeAllConnections();
      }, config.shutdownTimeoutMs);
      try {
        await closing;
      } finally {
        clearInterval(idleSweep);
        clearTimeout(deadline);
      }
      mailer.close();
      await database.close();
      await stopMailDev?.();
    },
  };
}
