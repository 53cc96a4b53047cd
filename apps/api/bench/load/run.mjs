#!/usr/bin/env node
// `pnpm bench:load` (issue 29 §1): a benchmark, not a test (npm test never runs it). Real parts only:
// - PostgreSQL from Debian on a throwaway cluster (../../scripts/postgres-cluster.mjs), durable by default (fsync
//   and synchronous_commit on, as in production; BENCH_LOAD_FSYNC=off for the test suite's settings);
// - the demo data plus BENCH_LOAD_TRANSPORTS (default 100,000) scale transports in Demo Kuljetus Oy (../seed-scale-dir.ts);
// - the API as `npm start` runs it (node --import tsx src/main.ts), one process, then two through Node's cluster
//   module (./cluster.mjs; why the cluster module and not nginx/HAProxy: docs/benchmarks.md);
// - autocannon for HTTP, at 1 request a second per connection (connectionRate: the think time), one connection
//   per simulated user, each user cycling through MIX below with the token of one of the demo users.
// Per step of users (BENCH_LOAD_USERS, default 25,50,100,200,400; BENCH_LOAD_SECONDS per step, default 20): the
// requests a second, p50/p95/p99 of every response (autocannon's per-response times), errors (non-2xx and socket
// errors), the event loop's delay in each API process (./loop-lag.mjs), the CPU of the API processes and of
// PostgreSQL (all its processes) as a share of one core, the API's RSS, and the machine's load average: figures
// taken on a busy machine say little; take them again on a quiet one.
// What requests wait on, per step: the API's connections as PostgreSQL sees them (pg_stat_activity sampled every
// 50 ms: running, waiting on a lock or on I/O, idle in a transaction, or idle in the pool) and the statements that
// took the database's time (pg_stat_statements). BENCH_LOAD_EXPLAIN=<file>: before the load, one pass of the mix
// per demo user with auto_explain on, the plan (EXPLAIN ANALYZE, BUFFERS) of every statement written to <file> and
// each step's statements and their time printed.
// BENCH_LOAD_PROCESSES (default 1,2), BENCH_LOAD_PORT_OFFSET moves the API's port (8600).
// The soak (issue 29 §1): one step of half the knee for a long time, sampled, e.g. BENCH_LOAD_PROCESSES=1
// BENCH_LOAD_USERS=100 BENCH_LOAD_SECONDS=1800 BENCH_LOAD_SAMPLE_SECONDS=60: every sample prints the processes'
// resident set, heap in use and loop lag, and the step ends with their change from the second sample to the last.
// Sockets at scale: ./sockets.mjs (`pnpm bench:sockets`); faults under load: ./faults.mjs (`pnpm bench:faults`).
import { readFileSync, statSync, writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import { apiRssMb, createDatabase, familyOf, load, seedScale, startApi, ticks } from './support.mjs';
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);
const userSteps = list('BENCH_LOAD_USERS', '25,50,100,200,400');
const processSteps = list('BENCH_LOAD_PROCESSES', '1,2');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const sampleSeconds = Number(process.env.BENCH_LOAD_SAMPLE_SECONDS ?? 0);
const transports = Number(process.env.BENCH_LOAD_TRANSPORTS ?? 100_000);
const port = 8600 + Number(process.env.BENCH_LOAD_PORT_OFFSET ?? 0);
const api = `http://127.0.0.1:${String(port)}`;
const password = 'Siirto!Demo2026';
/**
 * Who the simulated users sign in as: BENCH_LOAD_ACCOUNTS (default 200) scale users of Demo Kuljetus Oy (the company
 * with the scale transports; ../seed-scale-dir.ts: every tenth a company admin, every third a location user, in chat
 * groups of 50 with history), simulated user n as account n modulo their number, so that quotas and read marks
 * are a person's own; 0: the company's three demo users (admin, role 2 and role 3), as the first runs did.
 */
const accounts = Number(process.env.BENCH_LOAD_ACCOUNTS ?? 200);
const userEmails =
  accounts > 0
    ? Array.from({ length: accounts }, (_, index) => `scale-${String(index + 1)}@demo.siirto.fi`)
    : ['admin@demo.siirto.fi', 'user@demo.siirto.fi', 'laura.nieminen@demo.siirto.fi'];
/**
 * One in SEND_EVERY turns of the mix's chat send is a send (about a message a minute a user: the quotas of 60 a
 * minute a person and 300 a company are a person's and a company's), the others read the chat page.
 */
const SEND_EVERY = 4;
const log = (line) => console.log(`[bench:load] ${line}`);

// ---- the database ----
const durable = process.env.BENCH_LOAD_FSYNC !== 'off';
const explainFile = process.env.BENCH_LOAD_EXPLAIN;
const cluster = await startThrowawayCluster({
  durable,
  settings: [
    'shared_buffers=256MB',
    'shared_preload_libraries=pg_stat_statements',
    'track_io_timing=on',
    // auto_explain's log_min_duration stays at its default (off) until the explain pass turns it on with ALTER
    // SYSTEM and a reload, which reach every open connection (a setting given here would take precedence)
    ...(explainFile
      ? ['session_preload_libraries=auto_explain', 'auto_explain.log_analyze=on', 'auto_explain.log_buffers=on']
      : []),
  ],
});
log(`${cluster.version}, fsync ${durable ? 'on' : 'off'}; load ${load()}`);
const databaseUrl = await createDatabase(cluster);

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const siirtoDb = `dbid = (SELECT oid FROM pg_database WHERE datname = 'siirto')`;
/** The background statements of every API process (the webhook queue's poll), left out of a request's. */
const background = /webhook_deliveries/;

/**
 * Samples the API's connections as PostgreSQL sees them every 50 ms until the returned function is called, which
 * answers the mean number of connections in each state: running (on a CPU), waiting (`Lock:transactionid`,
 * `IO:WALSync`, `Client:ClientWrite` …), `idle in transaction` (the API holds a transaction open between its
 * statements) and idle (free in a pool). The LISTEN connections and this one are left out.
 */
function sampleConnections() {
  const counts = new Map();
  let samples = 0;
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    monitor
      .query(
        `SELECT state, wait_event_type, wait_event FROM pg_stat_activity
         WHERE datname = 'siirto' AND backend_type = 'client backend' AND pid <> pg_backend_pid()
           AND query NOT LIKE 'LISTEN%'`,
      )
      .then(
        ({ rows }) => {
          samples += 1;
          for (const row of rows) {
            const what =
              row.state !== 'active'
                ? (row.state ?? 'starting')
                : row.wait_event_type
                  ? `${row.wait_event_type}:${row.wait_event}`
                  : 'running';
            counts.set(what, (counts.get(what) ?? 0) + 1);
          }
        },
        () => undefined,
      )
      .finally(() => {
        busy = false;
      });
  }, 50);
  return () => {
    clearInterval(timer);
    const means = [...counts].map(([what, count]) => [what, count / Math.max(1, samples)]);
    return { samples, means: means.sort((a, b) => b[1] - a[1]) };
  };
}

/** The statements of the step (pg_stat_statements since its reset): calls, the database's time, the top 6. */
async function logStatements(requests) {
  const { rows: totals } = await monitor.query(
    `SELECT sum(calls)::float8 AS calls, sum(total_exec_time)::float8 AS ms FROM pg_stat_statements
     WHERE ${siirtoDb} AND query NOT LIKE '%pg_stat%'`,
  );
  const { rows: top } = await monitor.query(
    `SELECT calls::float8 AS calls, total_exec_time AS total, mean_exec_time AS mean,
            regexp_replace(query, '\\s+', ' ', 'g') AS query
     FROM pg_stat_statements WHERE ${siirtoDb} AND query NOT LIKE '%pg_stat%'
     ORDER BY total_exec_time DESC LIMIT 6`,
  );
  const calls = totals[0]?.calls ?? 0;
  const ms = totals[0]?.ms ?? 0;
  log(
    `  statements: ${String(calls)} (${(calls / Math.max(1, requests)).toFixed(1)} a request), ${(ms / 1000).toFixed(1)} s executing in ${String(seconds)} s; the top by time:`,
  );
  for (const row of top) {
    log(
      `    ${String(Math.round((row.total / Math.max(1, ms)) * 100))} % ${String(row.calls)} × ${row.mean.toFixed(2)} ms: ${row.query.slice(0, 150)}`,
    );
  }
}

/**
 * BENCH_LOAD_EXPLAIN: the mix once per demo user to warm up, then once more with auto_explain on: every statement's
 * plan with its times and buffers (EXPLAIN ANALYZE, BUFFERS) to the file, and per step the number of statements,
 * their time in the database and the request's time.
 */
async function explainPass(users, mix, requestOf) {
  const send = async (step, user) => {
    const { method, path, body } = requestOf(step, user);
    const started = performance.now();
    const response = await fetch(`${api}${path}`, {
      method,
      body,
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip', authorization: `jwt ${user.access}` },
    });
    await response.arrayBuffer();
    return { method, path, status: response.status, ms: performance.now() - started };
  };
  for (const step of mix) for (const user of users) await send(step, user);
  await monitor.query('ALTER SYSTEM SET auto_explain.log_min_duration = 0');
  await monitor.query('SELECT pg_reload_conf()');
  await sleep(1000);
  const out = [];
  for (const step of mix) {
    const perUser = [];
    for (const user of users) {
      const from = statSync(cluster.logFile).size;
      const answer = await send(step, user);
      await sleep(200);
      const text = readFileSync(cluster.logFile).subarray(from).toString('utf8');
      const plans = text
        .split(/\n(?=\d{4}-\d\d-\d\d )/)
        .filter((entry) => entry.includes('plan:') && !background.test(entry));
      const database = plans.reduce((sum, entry) => sum + Number(/duration: ([\d.]+) ms/.exec(entry)?.[1] ?? 0), 0);
      perUser.push(`${String(plans.length)} × ${database.toFixed(1)} / ${answer.ms.toFixed(0)} ms`);
      out.push(
        `## ${step.name} as ${user.email}: ${answer.method} ${answer.path} → ${String(answer.status)} in ${answer.ms.toFixed(1)} ms; ${String(plans.length)} statements, ${database.toFixed(1)} ms in the database\n\n${plans.join('\n')}`,
      );
    }
    log(`  explain ${step.name}: ${perUser.join(' | ')} (statements × database time / request time, per user)`);
  }
  await monitor.query('ALTER SYSTEM RESET auto_explain.log_min_duration');
  await monitor.query('SELECT pg_reload_conf()');
  writeFileSync(explainFile, `${out.join('\n\n')}\n`);
  log(`plans of one pass of the mix: ${explainFile}`);
}

/**
 * The soak's samples (BENCH_LOAD_SAMPLE_SECONDS): per sample the processes' summed resident set and heap in use and
 * their largest loop lag p99, then the change from the second sample to the last (the first comes before the
 * processes warmed up; the soak's aim: within 10 %).
 */
function logSamples(lines, startedAt) {
  const samples = new Map();
  for (const line of lines) {
    // the lines of one SIGUSR2 (one per process) arrive within a few milliseconds: a sample per second
    const at = Math.round((line.at - startedAt) / 1000);
    const sample = samples.get(at) ?? { at, rssMb: 0, heapMb: 0, lagP99: 0 };
    sample.rssMb += line.rssMb;
    sample.heapMb += line.heapMb;
    sample.lagP99 = Math.max(sample.lagP99, line.p99);
    samples.set(at, sample);
  }
  const list = [...samples.values()].sort((a, b) => a.at - b.at);
  for (const sample of list) {
    log(
      `  at ${String(sample.at)} s: RSS ${String(sample.rssMb)} MB, heap ${String(sample.heapMb)} MB, loop lag p99 ${String(sample.lagP99)} ms`,
    );
  }
  const [first, last] = [list[1] ?? list[0], list.at(-1)];
  if (!first || !last) return;
  const change = (from, to) => `${((to / Math.max(1, from) - 1) * 100).toFixed(1)} %`;
  log(
    `  soak: RSS ${String(first.rssMb)} → ${String(last.rssMb)} MB (${change(first.rssMb, last.rssMb)}), heap ${String(first.heapMb)} → ${String(last.heapMb)} MB (${change(first.heapMb, last.heapMb)}) from the second sample to the last; loop lag p99 at most ${String(Math.max(...list.map((sample) => sample.lagP99)))} ms`,
  );
}

/** The benchmark's own connection to the API's database (its figures, the explain pass). */
let monitor;
const children = new Set();
function stopAll() {
  for (const child of children) child.kill('SIGKILL');
  cluster.remove();
}
process.on('SIGINT', () => {
  stopAll();
  process.exit(130);
});

try {
  const seedStarted = Date.now();
  await seedScale(databaseUrl, transports, accounts);
  log(
    `demo data + ${String(transports)} transports + ${String(accounts)} users in ${String(Math.round((Date.now() - seedStarted) / 1000))} s`,
  );
  monitor = new pg.Client({ connectionString: databaseUrl });
  await monitor.connect();
  await monitor.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements');

  const summary = [];
  for (const processes of processSteps) {
    const lagLines = [];
    const child = await startApi({
      processes,
      databaseUrl,
      port,
      onLag: (line) => lagLines.push({ ...line, at: Date.now() }),
    });
    children.add(child);

    const call = async (path, token, init = {}) => {
      const response = await fetch(`${api}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `jwt ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
      return response.json();
    };
    // signed in a few at a time (a sign-in is a deliberately slow password hash)
    const users = [];
    const signIn = async (email) => {
      const { access } = await call('/token/', null, {
        method: 'POST',
        body: JSON.stringify({ username: email, password }),
      });
      const page = await call('/transports/company/?limit=1', access);
      const groups = await call('/chat/v1/groups/', access);
      const groupList = Array.isArray(groups) ? groups : (groups.results ?? []);
      return { email, access, transportId: page.transports[0]?.id, groupId: groupList[0]?.id ?? null };
    };
    for (let start = 0; start < userEmails.length; start += 8) {
      users.push(...(await Promise.all(userEmails.slice(start, start + 8).map(signIn))));
    }
    log(
      `${String(processes)} process(es): ${String(users.length)} accounts signed in, ${String(users.filter((user) => user.groupId).length)} in a chat group`,
    );

    // The mix of one user, in order, one request a second (the think time): 13 requests, so a user runs it every
    // 13 s. Chat requests go to /users/me/ for a user without a chat group; see requestOf for the send. Every request
    // accepts gzip, as a browser's does (http/compression.ts compresses large answers: the map).
    let sends = 0;
    const mix = [
      { name: 'frontpage', path: () => '/admin_data/frontpage/' },
      { name: 'me', path: () => '/users/me/' },
      // as the dashboard asks (features/transports/api/get-transports.ts: return legs left out)
      {
        name: 'list',
        path: () => '/transports/company/?limit=25&offset=0&ordering=-created&exclude_return_trips=true',
      },
      {
        name: 'list filter',
        path: () => '/transports/company/?limit=25&state=2,3&include_delivered=false&exclude_return_trips=true',
      },
      { name: 'list search', path: () => '/transports/company/?limit=25&search=Golf&exclude_return_trips=true' },
      { name: 'detail', path: (user) => `/transports/company/${String(user.transportId)}/` },
      // the reports page as the dashboard asks for it (features/reports/report-params.ts: always state__gt=5): its
      // first page and the charts' summary
      { name: 'report', path: () => '/transports/company_reports/?state__gt=5&limit=25&offset=0&ordering=-id' },
      { name: 'report summary', path: () => '/transports/company_reports/summary/?state__gt=5' },
      { name: 'map', path: () => '/transports/company/map/' },
      { name: 'chat groups', path: (user) => (user.groupId ? '/chat/v1/groups/' : '/users/me/') },
      {
        name: 'chat page',
        path: (user) => (user.groupId ? `/chat/v1/groups/${String(user.groupId)}/messages/?limit=30` : '/users/me/'),
      },
      {
        name: 'chat send or page',
        method: 'POST',
        path: (user) => (user.groupId ? `/chat/v1/groups/${String(user.groupId)}/messages/` : '/users/me/'),
        body: () => {
          sends += 1;
          return JSON.stringify({
            content: `kuorma ${String(sends)}`,
            client_id: `bench-${String(Date.now())}-${String(sends)}`,
          });
        },
      },
      { name: 'enums', path: () => '/enums/' },
    ];
    /**
     * One step's request for one user (`turn`: the how-manyth chat send of the step it is): a user without a chat
     * group reads /users/me/ instead of sending, and a send is a read of the chat page in all but one in SEND_EVERY.
     */
    const requestOf = (step, user, turn = 0) => {
      if (step.method === 'POST' && !user.groupId) return { method: 'GET', path: '/users/me/', body: undefined };
      if (step.method === 'POST' && turn % SEND_EVERY !== 0) {
        return { method: 'GET', path: `/chat/v1/groups/${String(user.groupId)}/messages/?limit=30`, body: undefined };
      }
      return { method: step.method ?? 'GET', path: step.path(user), body: step.body?.() };
    };
    // the first three scale users are a company admin, a role 3 user and a location user
    if (explainFile && processes === processSteps[0]) await explainPass(users.slice(0, 3), mix, requestOf);

    for (const count of userSteps) {
      let next = 0;
      const times = [];
      const byStep = new Map();
      const errorsByStatus = new Map();
      const apiFamily = familyOf(child.pid);
      const pgFamily = familyOf(cluster.pid() ?? 0);
      const before = { api: ticks(apiFamily), db: ticks(pgFamily), at: Date.now() };
      child.kill('SIGUSR2');
      lagLines.length = 0;
      await monitor.query('SELECT pg_stat_statements_reset()');
      const stopSampling = sampleConnections();
      // BENCH_LOAD_SAMPLE_SECONDS (the soak): every process's loop lag and memory every so many seconds of the step
      const sampler = sampleSeconds > 0 ? setInterval(() => child.kill('SIGUSR2'), sampleSeconds * 1000) : null;
      // Users start at different steps of the mix (autocannon instance k runs it from step k), as people do: started
      // together at its first step, all of them would ask for the map in the same second, every 12 s.
      let sendTurn = 0;
      // They also start at different moments of the first second (instance k after k/13 s): all at once, the step's
      // first requests came as one burst of every user, which was the slowest 5 % of a step at 25 users (p95 445 ms
      // at a p50 of 18 ms).
      const instances = await Promise.all(
        mix.map(async (_, k) => {
          const connections = Math.floor((count + mix.length - 1 - k) / mix.length);
          if (connections === 0) return null;
          const rotated = [...mix.slice(k), ...mix.slice(0, k)];
          await new Promise((resolve) => setTimeout(resolve, (k * 1000) / mix.length));
          return autocannon({
            url: api,
            connections,
            connectionRate: 1,
            duration: seconds,
            requests: rotated.map((step) => ({
              method: step.method ?? 'GET',
              // autocannon starts every round of the requests with a new context: a user per round
              setupRequest: (request, context) => {
                context.user ??= users[next++ % users.length];
                const turn = step.method === 'POST' ? sendTurn++ : 0;
                const { method, path, body } = requestOf(step, context.user, turn);
                return {
                  ...request,
                  method,
                  path,
                  headers: {
                    'content-type': 'application/json',
                    'accept-encoding': 'gzip',
                    authorization: `jwt ${context.user.access}`,
                  },
                  ...(body === undefined ? {} : { body }),
                };
              },
            })),
            setupClient: (client) => {
              // A connection sends its rotation of MIX in order, one request at a time.
              let answered = 0;
              client.on('response', (statusCode, _bytes, responseTime) => {
                times.push(responseTime);
                const name = rotated[answered % rotated.length].name;
                answered += 1;
                if (!byStep.has(name)) byStep.set(name, []);
                byStep.get(name).push(responseTime);
                if (statusCode >= 400) errorsByStatus.set(statusCode, (errorsByStatus.get(statusCode) ?? 0) + 1);
              });
            },
          });
        }),
      );
      const results = instances.filter((instance) => instance !== null);
      const result = {
        errors: results.reduce((sum, one) => sum + one.errors, 0),
        timeouts: results.reduce((sum, one) => sum + one.timeouts, 0),
      };
      if (sampler) clearInterval(sampler);
      const connections = stopSampling();
      const pgNow = familyOf(cluster.pid() ?? 0);
      const elapsed = (Date.now() - before.at) / 1000;
      const apiCpu = (ticks(familyOf(child.pid)) - before.api) / 100 / elapsed;
      const dbCpu = (ticks(pgNow) - before.db) / 100 / elapsed;
      child.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 300));
      const sorted = [...times].sort((a, b) => a - b);
      const pct = (p) =>
        sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : 0;
      const lag = lagLines.length ? Math.max(...lagLines.map((line) => line.p99)) : null;
      const rss = apiRssMb(child, processes);
      const errors = result.errors + result.timeouts + [...errorsByStatus.values()].reduce((a, b) => a + b, 0);
      const row = {
        processes,
        users: count,
        rps: Math.round(times.length / seconds),
        p50: pct(50).toFixed(1),
        p95: pct(95).toFixed(1),
        p99: pct(99).toFixed(1),
        errors,
        statuses: Object.fromEntries(errorsByStatus),
        lagP99: lag,
        apiCpu: `${Math.round(apiCpu * 100)} %`,
        dbCpu: `${Math.round(dbCpu * 100)} %`,
        rssMb: Math.round(rss),
        load: load(),
      };
      summary.push(row);
      log(JSON.stringify(row));
      const p95Of = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length * 0.95)] ?? 0;
      log(
        `  p95 by step: ${[...byStep].map(([name, values]) => `${name} ${p95Of(values).toFixed(0)}`).join(', ')} (ms)`,
      );
      log(
        `  connections (mean of ${String(connections.samples)} samples): ${connections.means
          .map(([what, mean]) => `${what} ${mean.toFixed(1)}`)
          .join(', ')}`,
      );
      await logStatements(times.length);
      if (sampler) logSamples(lagLines, before.at);
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    children.delete(child);
  }
  await monitor.end();
  console.log(
    '\nprocesses | users | req/s | p50 ms | p95 ms | p99 ms | errors | loop lag p99 ms | API CPU | PostgreSQL CPU | API RSS MB | load average',
  );
  for (const row of summary) {
    console.log(
      [
        row.processes,
        row.users,
        row.rps,
        row.p50,
        row.p95,
        row.p99,
        row.errors,
        row.lagP99,
        row.apiCpu,
        row.dbCpu,
        row.rssMb,
        row.load,
      ].join(' | '),
    );
  }
  console.log(
    '\nCPU is a share of one core (200 % = both cores of this machine). Taken on a shared machine: take them again on a quiet one.',
  );
} finally {
  stopAll();
}
