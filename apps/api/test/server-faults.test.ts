/**
 * Faults the API survives (issue 29 §2): PostgreSQL stops and starts under it, a slow database, and a graceful
 * shutdown of the real process (SIGTERM).
 *
 * Needs PostgreSQL: it runs in the `api:postgres` step of `npm test` (TEST_DATABASE_URL, apps/api/scripts/
 * with-postgres.mjs). The stop/start test stops a throwaway cluster of its own (apps/api/scripts/
 * postgres-cluster.mjs), never the suite's; the others use the suite's cluster.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startThrowawayCluster, type ThrowawayCluster } from '../scripts/postgres-cluster.mjs';
import { registerAndActivate } from './support/fixtures.ts';
import {
  createTestApp,
  DEMO_PASSWORD,
  openPostgresTestDatabase,
  type TestApp,
  testDatabaseUrl,
} from './support/harness.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `check` every 100 ms until it holds; returns the time it took. */
async function waitUntil(what: string, check: () => Promise<boolean> | boolean, limitMs: number): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > limitMs) throw new Error(`${what}: not within ${String(limitMs)} ms`);
    await sleep(100);
  }
  return Date.now() - started;
}

function openSocket(port: number, access: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${String(port)}/chats/?token=${access}`);
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, opened, closed };
}

describe.runIf(testDatabaseUrl !== undefined)('PostgreSQL stops and starts under a running API', () => {
  let cluster: ThrowawayCluster;
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    // A short ping interval: the sockets' session check (a query) runs while the database is down too.
    t = await createTestApp({ serverUrl: cluster.url, seed: false, env: { CHAT_PING_INTERVAL_MS: '300' } });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await t.close().catch(() => undefined);
    cluster.remove();
  });

  it('answers 503 with Retry-After in the request language while it is down, then serves again by itself', async () => {
    const user = await registerAndActivate(t, 'vikasieto@testi.fi');
    const live = openSocket(port, user.access);
    await live.opened;
    const notifications = t.app.deps.notifications;
    if (!notifications) throw new Error('no LISTEN connection on PostgreSQL');
    const received: string[] = [];
    await notifications.listen('siirto_fault_test', (payload) => received.push(payload));
    expect((await t.request({ method: 'GET', url: '/ready/' })).json()).toEqual({
      status: 'ready',
      database: 'up',
      listen: 'up',
    });

    // A restart as an operator or a package upgrade does it: PostgreSQL ends every session (57P01), then refuses.
    cluster.stop('fast');

    const signIn = (language: string) =>
      t.request({
        method: 'POST',
        url: '/token/',
        headers: { 'accept-language': language },
        payload: { username: 'vikasieto@testi.fi', password: DEMO_PASSWORD },
      });
    const english = await signIn('en');
    expect(english.statusCode).toBe(503);
    expect(english.headers['retry-after']).toBe('2');
    expect(english.json()).toEqual({ detail: 'The service is briefly unavailable. Try again in a few seconds.' });
    const finnish = await signIn('fi');
    expect(finnish.statusCode).toBe(503);
    expect(finnish.json()).toEqual({
      detail: 'Palvelu on hetken poissa käytöstä. Yritä muutaman sekunnin kuluttua uudelleen.',
    });
    const me = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(me.statusCode).toBe(503);
    const ready = await t.request({ method: 'GET', url: '/ready/' });
    expect(ready.statusCode).toBe(503);
    expect(ready.headers['retry-after']).toBe('2');
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'down', listen: 'down' });
    expect((await t.request({ method: 'GET', url: '/health/' })).statusCode).toBe(200);
    // Down for a while: the LISTEN connection's retries and the socket checks fail again and again (an unhandled
    // rejection among them would fail this file) and the process stays up.
    await sleep(1500);
    expect((await t.request({ method: 'GET', url: '/health/' })).statusCode).toBe(200);

    cluster.start();
    const readyAfterMs = await waitUntil(
      '/ready/ 200 after the restart',
      async () => (await t.request({ method: 'GET', url: '/ready/' })).statusCode === 200,
      5000,
    );
    console.log(`ready again ${String(readyAfterMs)} ms after PostgreSQL started`);
    const back = await t.request({ method: 'GET', url: '/users/me/', headers: user.headers });
    expect(back.statusCode).toBe(200);
    expect(back.json<{ email: string }>().email).toBe('vikasieto@testi.fi');
    // Events NOTIFYed during the break were lost: the socket was closed with 1012 so that the client reconnects
    // and refetches; the LISTEN connection receives again.
    expect(await live.closed).toBe(1012);
    await sql`SELECT pg_notify('siirto_fault_test', 'after the restart')`.execute(t.db);
    await waitUntil('the NOTIFY after the restart', () => received.length > 0, 5000);
    expect(received).toEqual(['after the restart']);
  });
});

describe.runIf(testDatabaseUrl !== undefined)('a slow database', () => {
  let t: TestApp;
  let locker: pg.Client;

  beforeAll(async () => {
    t = await createTestApp({
      env: { DATABASE_POOL_MAX: '2', DATABASE_STATEMENT_TIMEOUT_MS: '1500', DATABASE_CONNECT_TIMEOUT_MS: '300' },
    });
    locker = new pg.Client({ connectionString: t.databaseUrl });
    await locker.connect();
  });
  afterAll(async () => {
    await locker.end();
    await t.close();
  });

  it('answers 503 within the budget while a lock holds every statement, and the pool serves again after it', async () => {
    // Another session holds the users table: every sign-in waits on it, as on a database that does not answer.
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const started = Date.now();
    // Three times the pool's size at once: two run into the statement timeout, the rest into the wait for a
    // connection; none waits for ever and no connection is lost.
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.request({
          method: 'POST',
          url: '/token/',
          headers: { 'accept-language': 'en' },
          payload: { username: 'admin@demo.siirto.fi', password: DEMO_PASSWORD },
        }),
      ),
    );
    const tookMs = Date.now() - started;
    for (const answer of answers) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers['retry-after']).toBe('2');
      expect(answer.json()).toEqual({
        detail: 'The service is busy right now and did not answer in time. Try again in a moment.',
      });
    }
    // Budget: the statement timeout (1.5 s) once, with slack for a busy machine.
    expect(tookMs).toBeLessThan(6000);
    await locker.query('COMMIT');

    const signedIn = await t.request({
      method: 'POST',
      url: '/token/',
      payload: { username: 'admin@demo.siirto.fi', password: DEMO_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const together = await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'GET', url: '/ready/' })));
    expect(together.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('reports the database slow on /ready/ while the pool is held', async () => {
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    // Both connections of the pool wait on the lock (up to the 1.5 s statement timeout); the probe cannot get one
    // within the connection wait (0.3 s).
    const waiting = Promise.all(
      [1, 2].map(() =>
        t.request({
          method: 'POST',
          url: '/token/',
          payload: { username: 'admin@demo.siirto.fi', password: DEMO_PASSWORD },
        }),
      ),
    );
    await waitUntil(
      'both sign-ins waiting on the lock',
      async () => {
        const { rows } = await locker.query<{ waiting: number }>(
          "SELECT count(*)::int AS waiting FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND datname = current_database()",
        );
        return rows[0]?.waiting === 2;
      },
      5000,
    );
    const ready = await t.request({ method: 'GET', url: '/ready/' });
    await locker.query('COMMIT');
    await waiting;
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'not_ready', database: 'slow', listen: 'up' });
  });
});

describe.runIf(testDatabaseUrl !== undefined)('SIGTERM to the real API process', () => {
  const apiDir = fileURLToPath(new URL('..', import.meta.url));
  let database: Awaited<ReturnType<typeof openPostgresTestDatabase>>;
  let child: ChildProcess;
  let exited: Promise<{ code: number | null; at: number }>;
  const output: string[] = [];

  beforeAll(async () => {
    if (!testDatabaseUrl) return;
    database = await openPostgresTestDatabase(testDatabaseUrl, true);
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        JWT_SECRET: 'test-secret-not-for-production',
        SHUTDOWN_TIMEOUT_MS: '8000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    exited = new Promise((resolve) => child.once('exit', (code) => resolve({ code, at: Date.now() })));
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    // Starting the process loads every module through tsx: seconds on an idle machine, far more on a busy one.
    await waitUntil('the API process to start', () => /API ready on/.test(output.join('')), 90_000);
  }, 120_000);
  afterAll(async () => {
    if (child.exitCode === null) child.kill('SIGKILL');
    await database.close();
  });

  it('stops accepting, finishes the request in flight, closes sockets with 1012 and exits within 10 s', async () => {
    const url = /API ready on (http:\/\/\S+)/.exec(output.join(''))?.[1];
    if (!url) throw new Error(`no URL in: ${output.join('')}`);
    const { port } = new URL(url);
    const signIn = () =>
      fetch(`${url}/token/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'coordinator@demo.siirto.fi', password: DEMO_PASSWORD }),
      });
    const { access } = (await (await signIn()).json()) as { access: string };
    const live = openSocket(Number(port), access);
    await live.opened;
    // An idle keep-alive connection (a browser's, a proxy's): it must not keep the process alive.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    let idleClosed = false;
    await new Promise<void>((resolve, reject) => {
      http
        .get(`${url}/health/`, { agent }, (response) => {
          response.socket.once('close', () => (idleClosed = true));
          response.resume();
          response.once('end', () => resolve());
        })
        .once('error', reject);
    });
    // A request in flight: its sign-in waits on a lock that is released only after SIGTERM.
    const locker = new pg.Client({ connectionString: database.url });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE users IN ACCESS EXCLUSIVE MODE');
    const inFlight = signIn();
    await sleep(300);

    const signalled = Date.now();
    child.kill('SIGTERM');
    await waitUntil(
      'the listening socket to close',
      async () => {
        try {
          await fetch(`${url}/health/`, { headers: { connection: 'close' } });
          return false;
        } catch {
          return true;
        }
      },
      5000,
    );
    expect(await live.closed).toBe(1012);
    await locker.query('COMMIT');
    await locker.end();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { access?: string }).access).toBeTruthy();

    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(10_000);
    expect(idleClosed).toBe(true);
    agent.destroy();
  });
});
