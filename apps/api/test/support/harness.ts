/**
 * Test harness: an app on an in-memory database, fast. The first call migrates (and seeds, when
 * src/seed/index.ts exists) one template PGlite per test file; every createTestApp() clones it (~0.5 s).
 *
 *   const t = await createTestApp();              // seeded demo data, captured mails, fake clock
 *   const admin = await t.loginAs('admin@demo.siirto.fi');
 *   const res = await t.request({ method: 'GET', url: '/users/me/', headers: admin.headers }); // contract-checked
 *   t.mails  // every mail sent, newest last
 *   t.clock.advance(21 * 60_000)
 *   await t.close();
 */
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { type Db, migrateToLatest, openDatabase, openDatabaseFromPglite } from '../../src/db/database.ts';
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
}

const templates = new Map<boolean, Promise<PGlite>>();

async function template(seed: boolean): Promise<PGlite> {
  let promise = templates.get(seed);
  if (!promise) {
    promise = (async () => {
      const handle = await openDatabase({ dataDir: 'memory://' });
      await migrateToLatest(handle.db);
      if (seed) await seedIfEmpty(handle.db);
      if (!handle.pglite) throw new Error('template must be PGlite');
      return handle.pglite;
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
    ...env,
  });
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = await template(options.seed ?? true);
  const pglite = (await base.clone()) as PGlite;
  const database = openDatabaseFromPglite(pglite);
  const mails: MailMessage[] = [];
  const mailer: Mailer = options.mailer ?? {
    async send(message) {
      mails.push(message);
    },
    close() {},
  };
  const clock = options.clock ?? new FakeClock();
  const config = testConfig(options.env);
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
