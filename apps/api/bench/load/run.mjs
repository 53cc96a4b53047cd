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
// BENCH_LOAD_PROCESSES (default 1,2), BENCH_LOAD_PORT_OFFSET moves the API's port (8600).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const lagPreload = fileURLToPath(new URL('./loop-lag.mjs', import.meta.url));
const list = (name, fallback) => (process.env[name] ?? fallback).split(',').map(Number);
const userSteps = list('BENCH_LOAD_USERS', '25,50,100,200,400');
const processSteps = list('BENCH_LOAD_PROCESSES', '1,2');
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 20);
const transports = Number(process.env.BENCH_LOAD_TRANSPORTS ?? 100_000);
const port = 8600 + Number(process.env.BENCH_LOAD_PORT_OFFSET ?? 0);
const api = `http://127.0.0.1:${String(port)}`;
const password = 'Siirto!Demo2026';
/** Demo users of Demo Kuljetus Oy (the company with the scale transports): admin, role 2 and role 3. */
const userEmails = ['admin@demo.siirto.fi', 'user@demo.siirto.fi', 'laura.nieminen@demo.siirto.fi'];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
const log = (line) => console.log(`[bench:load] ${line}`);

// ---- CPU and memory from /proc ----
const ticksOf = (pid) => {
  try {
    const fields =
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
const parentOf = (pid) => {
  try {
    return Number(
      readFileSync(`/proc/${String(pid)}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ')[1],
    );
  } catch {
    return 0;
  }
};
const rssMbOf = (pid) => {
  try {
    const match = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${String(pid)}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : 0;
  } catch {
    return 0;
  }
};
/** The process and its children (the cluster's workers; PostgreSQL's backends). */
const familyOf = (root) => {
  const pids = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number);
  return [root, ...pids.filter((pid) => parentOf(pid) === root)];
};
const ticks = (pids) => pids.reduce((sum, pid) => sum + ticksOf(pid), 0);

// ---- the database ----
const durable = process.env.BENCH_LOAD_FSYNC !== 'off';
const cluster = await startThrowawayCluster({ durable, settings: ['shared_buffers=256MB'] });
log(`${cluster.version}, fsync ${durable ? 'on' : 'off'}; load ${load()}`);
const admin = new pg.Client({ connectionString: cluster.url });
await admin.connect();
await admin.query('CREATE DATABASE siirto');
await admin.end();
const databaseUrl = cluster.url.replace(/\/postgres$/, '/siirto');

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: apiDir, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${args.join(' ')}: exit ${String(code)}`)),
    );
  });
}

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
  await run(process.execPath, ['--import', 'tsx', 'bench/seed-scale-dir.ts', databaseUrl, String(transports)]);
  log(`demo data + ${String(transports)} transports in ${String(Math.round((Date.now() - seedStarted) / 1000))} s`);

  const summary = [];
  for (const processes of processSteps) {
    const args =
      processes === 1
        ? ['--import', 'tsx', '--import', lagPreload, 'src/main.ts']
        : ['bench/load/cluster.mjs', String(processes)];
    const child = spawn(process.execPath, args, {
      cwd: apiDir,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: 'memory://',
        JWT_SECRET: 'bench-load-secret',
        ACCESS_TOKEN_LIFETIME_SECONDS: '7200',
        RATE_LIMIT_AUTH_ADDRESS_MAX: '100000',
        RATE_LIMIT_AUTH_MAX: '100000',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    children.add(child);
    const lagLines = [];
    child.stderr.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) {
        if (line.startsWith('[loop-lag] ')) lagLines.push(JSON.parse(line.slice(11)));
        else if (line.trim()) process.stderr.write(`[api] ${line}\n`);
      }
    });
    for (let waited = 0; ; waited += 500) {
      const ready = await fetch(`${api}/ready/`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) break;
      if (waited > 180_000) throw new Error('the API did not become ready in 3 minutes');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // Every worker answers /ready/ only after it started; give the others a moment on a busy machine.
    await new Promise((resolve) => setTimeout(resolve, processes * 2000));

    const call = async (path, token, init = {}) => {
      const response = await fetch(`${api}${path}`, {
        ...init,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `jwt ${token}` } : {}) },
      });
      if (!response.ok) throw new Error(`${path}: ${String(response.status)}`);
      return response.json();
    };
    const users = [];
    for (const email of userEmails) {
      const { access } = await call('/token/', null, {
        method: 'POST',
        body: JSON.stringify({ username: email, password }),
      });
      const page = await call('/transports/company/?limit=1', access);
      const groups = await call('/chat/v1/groups/', access);
      const groupList = Array.isArray(groups) ? groups : (groups.results ?? []);
      users.push({ email, access, transportId: page.transports[0]?.id, groupId: groupList[0]?.id ?? null });
    }
    log(
      `${String(processes)} process(es): users ${users.map((user) => `${user.email} (chat ${String(user.groupId)})`).join(', ')}`,
    );

    // The mix of one user, in order, one request a second (the think time): 12 requests, so a user runs it every
    // 12 s. Chat requests go to /users/me/ for a user without a chat group.
    let sends = 0;
    const mix = [
      { name: 'frontpage', path: () => '/admin_data/frontpage/' },
      { name: 'me', path: () => '/users/me/' },
      { name: 'list', path: () => '/transports/company/?limit=25&offset=0&ordering=-created' },
      { name: 'list filter', path: () => '/transports/company/?limit=25&state=2,3&include_delivered=false' },
      { name: 'list search', path: () => '/transports/company/?limit=25&search=Golf' },
      { name: 'detail', path: (user) => `/transports/company/${String(user.transportId)}/` },
      { name: 'report', path: () => '/transports/company_reports/?limit=25&offset=0' },
      { name: 'map', path: () => '/transports/company/map/' },
      { name: 'chat groups', path: (user) => (user.groupId ? '/chat/v1/groups/' : '/users/me/') },
      {
        name: 'chat page',
        path: (user) => (user.groupId ? `/chat/v1/groups/${String(user.groupId)}/messages/?limit=30` : '/users/me/'),
      },
      {
        name: 'chat send',
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
      const result = await autocannon({
        url: api,
        connections: count,
        connectionRate: 1,
        duration: seconds,
        requests: mix.map((step) => ({
          method: step.method ?? 'GET',
          setupRequest: (request, context) => {
            context.user ??= users[next++ % users.length];
            if (!context.user.groupId && step.method === 'POST') {
              return {
                ...request,
                method: 'GET',
                path: '/users/me/',
                headers: { authorization: `jwt ${context.user.access}` },
              };
            }
            return {
              ...request,
              path: step.path(context.user),
              headers: { 'content-type': 'application/json', authorization: `jwt ${context.user.access}` },
              ...(step.body ? { body: step.body() } : {}),
            };
          },
        })),
        setupClient: (client) => {
          // A connection sends MIX in order, one request at a time: its n-th answer is MIX[n % length].
          let answered = 0;
          client.on('response', (statusCode, _bytes, responseTime) => {
            times.push(responseTime);
            const name = mix[answered % mix.length].name;
            answered += 1;
            byStep.set(name, [...(byStep.get(name) ?? []), responseTime]);
            if (statusCode >= 400) errorsByStatus.set(statusCode, (errorsByStatus.get(statusCode) ?? 0) + 1);
          });
        },
      });
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
      const rss = familyOf(child.pid)
        .slice(processes === 1 ? 0 : 1)
        .reduce((sum, pid) => sum + rssMbOf(pid), 0);
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
    }
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    children.delete(child);
  }
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
