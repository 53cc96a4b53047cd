import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { type Db, openMigratedDatabase } from './db/database.ts';
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
    const handle = await openMigratedDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    if (await seedIfEmpty(handle.db, log)) log('Seeded demo data');
    return handle;
  };
  const [stopMailDev, database] = await Promise.all([startMailDev(), startDatabase()]);
  const mailer = createSmtpMailer({
    host: config.maildev ? '127.0.0.1' : config.smtpHost,
    port: config.smtpPort,
    from: config.mailFrom,
  });
  const app = buildApp({ db: database.db, config, mailer });
  await app.listen({ port: config.port, host: config.host });
  const url = `http://${config.host}:${config.port}`;
  return {
    app,
    url,
    async stop() {
      await app.close();
      mailer.close();
      await database.close();
      await stopMailDev?.();
    },
  };
}
