/**
 * Test harness: an app on an in-memory database, fast. With TEST_DATABASE_URL set (a PostgreSQL maintenance
 * database, e.g. postgres://postgres@127.0.0.1:5433/postgres; `npm test -- api:postgres` does this through
 * apps/api/scripts/with-postgres.mjs), every app gets a fresh PostgreSQL database instead, through DATABASE_URL's
 * code path (the pg driver), cloned from a migrated (and seeded) template database built once per cluster. A migrated (and seeded, when src/seed/index.ts exists)
 * template is built once and cached on disk (see `template`); every createTestApp() loads its own copy.
 *
 *   const t = await createTestApp();              // seeded demo data, captured mails, fake clock
 *   const admin = await t.loginAs('admin@demo.siirto.fi');
 *   const res = await t.request({ method: 'GET', url: '/users/me/', headers: admin.headers }); // contract-checked
 *   t.mails  // every mail sent, newest last
 *   t.clock.advance(21 * 60_000)
 *   await t.close();
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import {
  type DatabaseHandle,
  type Db,
  migrateToLatest,
  openDatabase,
  openDatabaseFromPglite,
  type PoolSettings,
} from '../../src/db/database.ts';
import type { Clock } from '../../src/http/context.ts';
import type { Mailer, MailMessage } from '../../src/mail/mailer.ts';
import { seedIfEmpty } from '../../src/server.ts';
import { assertMatchesContract } from './contract.ts';

export const DEMO_PASSWORD = 'Siirto!Demo2026';

export class FakeClock implements Clock {
  private current: number;
  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current += ms;
  }
  set(date: Date) {
    this.current = date.getTime();
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: Config;
  clock: FakeClock;
  /** The PostgreSQL database of this app (TEST_DATABASE_URL runs), else undefined (PGlite). */
  databaseUrl: string | undefined;
  /** Mails sent through the in-memory mailer (empty when a real SMTP mailer was passed). */
  mails: MailMessage[];
  /** app.inject, and the response must match openapi/openapi.yaml (throws otherwise). */
  request(options: InjectOptions & { method: string; url: string }): Promise<LightMyRequestResponse>;
  loginAs(
    email: string,
    password?: string,
  ): Promise<{ access: string; refresh: string; headers: { authorization: string } }>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Seeded demo data (default true). */
  seed?: boolean;
  /** Overrides of the environment given to loadConfig. */
  env?: Record<string, string>;
  /** Use this mailer instead of the in-memory one (e.g. SMTP to a capture server). */
  mailer?: Mailer;
  clock?: FakeClock;
  /** The PostgreSQL cluster to use instead of TEST_DATABASE_URL (a test that stops and starts its own cluster). */
  serverUrl?: string;
}

/**
 * The migrated (and seeded) database as a PGlite data-dir dump. Built once and cached on disk under the OS temp
 * folder, keyed by the contents of the migrations and the seed, so later test files skip initdb (~3 s -> ~0.5 s
 * on an idle machine). Every test app loads its own copy.
 */
const templates = new Map<boolean, Promise<Blob>>();

function sourcesKey(seed: boolean): string {
  const hash = createHash('sha256');
  hash.update(`seed:${String(seed)};pglite:0.5.16;`);
  for (const dir of ['../../src/db/migrations/', '../../src/seed/']) {
    const folder = fileURLToPath(new URL(dir, import.meta.url));
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder).sort()) {
      const path = join(folder, file);
      if (statSync(path).isFile()) hash.update(file).update(readFileSync(path));
    }
  }
  return hash.digest('hex').slice(0, 20);
}

async function template(seed: boolean): Promise<Blob> {
  let promise = templates.get(seed);
  if (!promise) {
    promise = (async () => {
      const cacheFile = join(tmpdir(), `siirto-api-template-${sourcesKey(seed)}.tar`);
      if (existsSync(cacheFile)) return new Blob([readFileSync(cacheFile)]);
      const handle = await openDatabase({ dataDir: 'memory://' });
      await migrateToLatest(handle.db);
      if (seed) await seedIfEmpty(handle.db);
      if (!handle.pglite) throw new Error('template must be PGlite');
      const dump = await handle.pglite.dumpDataDir('none');
      await handle.close();
      const partial = `${cacheFile}.${process.pid}.tmp`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, cacheFile);
      return dump;
    })();
    templates.set(seed, promise);
  }
  return promise;
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    DATA_DIR: 'memory://',
    JWT_SECRET: 'test-secret-not-for-production',
    WEB_BASE_URL: 'http://localhost:5173',
    RATE_LIMIT_AUTH_MAX: '1000',
    RATE_LIMIT_AUTH_ADDRESS_MAX: '1000',
    // The webhook queue is run by the tests that need it (routes/integrations/deliverer.ts), not by a timer.
    WEBHOOK_POLL_INTERVAL_MS: '0',
    REPEAT_POLL_INTERVAL_MS: '0',
    ...env,
  });
}

/** The PostgreSQL server the tests run on instead of PGlite, when set. */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined;

/** Runs statements on the maintenance database of TEST_DATABASE_URL (CREATE / DROP DATABASE). */
async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const withDatabase = (serverUrl: string, name: string) => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * The PostgreSQL twin of `template`: a migrated (and seeded) database named after the sources key, built once per
 * cluster (under an advisory lock, for test processes that start together) and then only cloned.
 */
const postgresTemplates = new Map<string, Promise<string>>();

function postgresTemplate(serverUrl: string, seed: boolean): Promise<string> {
  const key = `${serverUrl} ${String(seed)}`;
  let promise = postgresTemplates.get(key);
  if (!promise) {
    promise = onServer(serverUrl, async (client) => {
      const name = `siirto_template_${seed ? 'seeded' : 'empty'}_${sourcesKey(seed)}`;
      await client.query('SELECT pg_advisory_lock(4242)');
      try {
        const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
        if (found.rowCount) return name;
        const building = `${name}_building`;
        await client.query(`DROP DATABASE IF EXISTS ${building}`);
        await client.query(`CREATE DATABASE ${building}`);
        const handle = await openDatabase({
          databaseUrl: withDatabase(serverUrl, building),
          dataDir: 'memory://',
          pool: testPool(),
        });
        try {
          await migrateToLatest(handle.db);
          if (seed) await seedIfEmpty(handle.db);
        } finally {
          await handle.close();
        }
        await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
        return name;
      } finally {
        await client.query('SELECT pg_advisory_unlock(4242)');
      }
    });
    postgresTemplates.set(key, promise);
  }
  return promise;
}

let databaseCounter = 0;

/** A fresh PostgreSQL database cloned from the template; close() drops it. `pool`: the app's pool settings. */
export async function openPostgresTestDatabase(
  serverUrl: string,
  seed: boolean,
  pool?: PoolSettings,
): Promise<DatabaseHandle & { url: string }> {
  const templateName = await postgresTemplate(serverUrl, seed);
  databaseCounter += 1;
  const name = `siirto_test_${String(process.pid)}_${String(databaseCounter)}_${String(Date.now())}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${templateName}`));
  const url = withDatabase(serverUrl, name);
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'memory://', pool });
  return {
    ...handle,
    url,
    async close() {
      await handle.close();
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/**
 * The app's pool settings, but without the statement timeout unless the test sets DATABASE_STATEMENT_TIMEOUT_MS:
 * a bulk seed or a 10,000-row export on a busy CI machine must not turn into a 503 in a test about something else
 * (server-faults.test.ts tests the timeout).
 */
function testPool(env: Record<string, string> = {}): PoolSettings {
  const pool = testConfig(env).databasePool;
  return env.DATABASE_STATEMENT_TIMEOUT_MS === undefined ? { ...pool, statementTimeoutMs: 0 } : pool;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = options.serverUrl ?? testDatabaseUrl;
  const database: DatabaseHandle & { url?: string } = serverUrl
    ? await openPostgresTestDatabase(serverUrl, options.seed ?? true, testPool(options.env))
    : openDatabaseFromPglite(await PGlite.create({ loadDataDir: await template(options.seed ?? true) }));
  const mails: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    send(message) {
      mails.push(message);
      return Promise.resolve();
    },
    close() {},
  };
  const clock = options.clock ?? new FakeClock();
  const databaseUrl = database.url;
  // On PostgreSQL the app knows its database URL, as in production (the chat's LISTEN connection needs it).
  const config = testConfig({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...options.env });
  const app = buildApp({ db: database.db, config, mailer, clock });
  await app.ready();
  async function request(options: InjectOptions & { method: string; url: string }) {
    const response = await app.inject(options);
    assertMatchesContract(options.method, options.url, response);
    return response;
  }
  return {
    app,
    db: database.db,
    config,
    clock,
    databaseUrl,
    mails,
    request,
    async loginAs(email, password = DEMO_PASSWORD) {
      const response = await request({ method: 'POST', url: '/token/', payload: { username: email, password } });
      if (response.statusCode !== 200)
        throw new Error(`login ${email} failed: ${response.statusCode} ${response.body}`);
      const { access, refresh } = response.json<{ access: string; refresh: string }>();
      return { access, refresh, headers: { authorization: `jwt ${access}` } };
    },
    async close() {
      await app.close();
      await database.close();
    },
  };
}
