#!/usr/bin/env node
// `pnpm layout` (issue 29 §3): the production layout of docs/production.md, started on one machine:
// - PostgreSQL from Debian on a throwaway, durable cluster (../../scripts/postgres-cluster.mjs), the demo data seeded
//   by the first API process (an empty database is seeded, as `npm start` does);
// - two API processes (`node --import tsx src/main.ts`, the start command of docs/production.md) on ports of their
//   own, one JWT_SECRET, TRUST_PROXY=1, started one after the other (the first migrates and seeds);
// - nginx from Debian (scripts/bootstrap.mjs ensureNginx installs it as ensurePostgres installs PostgreSQL) in the
//   foreground with the configuration below: the built dashboard (apps/dashboard/dist) with its security headers
//   and `/api/` (prefix stripped, websocket upgrade passed) to the two processes, round-robin, no sticky sessions.
//
//   pnpm layout            starts it and keeps it running until Ctrl-C (the proxy's address is printed)
//   pnpm layout --check    starts it, checks it (each process ready, a sign-in and a chat websocket through the
//                          proxy, both processes answering) and runs the e2e smoke and security headers specs
//                          through the proxy (e2e/support/layout.config.ts), then stops it; exit code 1 on failure
//
// LAYOUT_PORT_OFFSET moves the ports: the proxy on 8700, the API processes on 8701 and 8702.
// `pnpm bench:load faults` starts the same layout (startLayout) and breaks it under load (./faults.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import WebSocket from 'ws';
import { ensureNginx } from '../../../../scripts/bootstrap.mjs';
import { startThrowawayCluster } from '../../scripts/postgres-cluster.mjs';
import { createDatabase } from './support.mjs';

const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const repoDir = fileURLToPath(new URL('../../../..', import.meta.url));
export const distDir = join(repoDir, 'apps', 'dashboard', 'dist');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Resolves when `url` answers 200; rejects after `limitMs`. */
export async function waitUntilOk(url, limitMs) {
  const until = Date.now() + limitMs;
  for (;;) {
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer 200 in ${String(limitMs / 1000)} s`);
    await sleep(250);
  }
}

/** nginx's configuration of the layout: what docs/production.md shows, on local ports and without TLS. */
function nginxConfig({ dir, port, apiPorts, headers }) {
  const securityHeaders = Object.entries(headers)
    .map(([name, value]) => `      add_header ${name} "${value}" always;`)
    .join('\n');
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 16384; }
http {
  include /etc/nginx/mime.types;
  # Debian's mime.types (nginx 1.22) has no .mjs: the map's worker (assets/maplibre-gl-worker-*.mjs) is a module,
  # which the browser refuses as application/octet-stream
  types { application/javascript mjs; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  # the dashboard's files compressed (the API compresses its own large answers: src/http/compression.ts)
  gzip on;
  gzip_types text/css application/javascript image/svg+xml;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # '' keeps an upstream keep-alive connection for plain requests; a websocket's upgrade is passed on
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  upstream siirto_api {
${apiPorts.map((apiPort) => `    server 127.0.0.1:${String(apiPort)} max_fails=0;`).join('\n')}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${String(port)};
    root ${distDir};
    location / {
      try_files $uri /index.html;
${securityHeaders}
    }
    location /api/ {
      proxy_pass http://siirto_api/;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_read_timeout 75s;
      # a refused or reset connection (a killed or stopping process) and a 503 go to the other process; nginx never
      # resends a request it already sent unless it is idempotent (a POST is retried by the client with its
      # Idempotency-Key or chat client id). max_fails=0: a process is never marked down for a while, because when
      # both answer 503 (PostgreSQL down) nginx would then answer 502 "no live upstreams" without asking either
      proxy_next_upstream error timeout http_503;
      proxy_next_upstream_tries 2;
      client_max_body_size 40m;
    }
  }
}
`;
}

/**
 * Starts the layout. `offset` moves the ports (proxy 8700 + offset, API 8701 + offset, …), `processes` API processes
 * (default 2), `apiEnv` more environment for each, `seed` (an async function of the database URL, run before the
 * first API process starts: the bench's scale data). Resolves with the proxy's origin, the cluster, the processes'
 * control (`kill(index, signal)`, `start(index)`, `ready(index)`), and `stop()`.
 */
export async function startLayout({ offset = 0, processes = 2, apiEnv = {}, seed, log = console.log } = {}) {
  if (!existsSync(join(distDir, 'index.html'))) throw new Error('No build: run `pnpm build` first.');
  const nginxBin = ensureNginx();
  const port = 8700 + offset;
  const apiPorts = Array.from({ length: processes }, (_, index) => port + 1 + index);
  const origin = `http://127.0.0.1:${String(port)}`;
  const dir = mkdtempSync(join(tmpdir(), 'siirto-layout-'));
  // nginx's workers run as an unprivileged user when started as root: they must reach its temp folders
  chmodSync(dir, 0o755);
  const children = new Set();
  const cluster = await startThrowawayCluster({ durable: true });
  const stop = () => {
    for (const child of children) {
      try {
        process.kill(-child.pid, 'SIGKILL'); // the process group this module started, nothing else
      } catch {
        // already gone
      }
    }
    cluster.remove();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const databaseUrl = await createDatabase(cluster);
    if (seed) await seed(databaseUrl);

    const apis = apiPorts.map((apiPort) => ({
      port: apiPort,
      url: `http://127.0.0.1:${String(apiPort)}`,
      child: null,
    }));
    const start = (index) => {
      const api = apis[index];
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
        cwd: apiDir,
        detached: true,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(api.port),
          HOST: '127.0.0.1',
          DATA_DIR: 'memory://',
          // the same secret in every process: a token signed by one is read by the other
          JWT_SECRET: 'layout-secret-not-for-production',
          TRUST_PROXY: '1',
          WEB_BASE_URL: origin,
          ...apiEnv,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk) => (errors = (errors + String(chunk)).slice(-4000)));
      child.once('exit', (code, signal) => {
        children.delete(child);
        if (code) log(`API process ${String(index + 1)} exited with ${String(code)}:\n${errors}`);
        else if (signal && signal !== 'SIGKILL') log(`API process ${String(index + 1)} ended by ${signal}`);
      });
      children.add(child);
      api.child = child;
      return child;
    };
    const ready = (index, limitMs = 180_000) => waitUntilOk(`${apis[index].url}/ready/`, limitMs);
    /** Sends `signal` to the process; resolves when it has exited. */
    const kill = async (index, signal) => {
      const child = apis[index].child;
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
    };
    // one after the other: the first migrates and seeds an empty database
    for (let index = 0; index < apis.length; index += 1) {
      start(index);
      await ready(index);
    }

    const { securityHeaders } = await tsImport('../../../dashboard/security-headers.ts', import.meta.url);
    const config = join(dir, 'nginx.conf');
    writeFileSync(config, nginxConfig({ dir, port, apiPorts, headers: securityHeaders() }));
    mkdirSync(join(dir, 'logs'));
    const nginx = spawn(nginxBin, ['-c', config, '-p', dir, '-e', join(dir, 'error.log')], {
      detached: true,
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let nginxErrors = '';
    nginx.stderr.on('data', (chunk) => (nginxErrors += String(chunk)));
    children.add(nginx);
    nginx.once('exit', (code) => {
      children.delete(nginx);
      if (code) log(`nginx exited with ${String(code)}: ${nginxErrors}`);
    });
    await waitUntilOk(`${origin}/api/ready/`, 20_000);
    log(
      `layout up: ${origin} (nginx ${nginxVersion(nginxBin)}: the dashboard and /api/), API processes on ${apis
        .map((api) => String(api.port))
        .join(' and ')}, ${cluster.version} on ${String(cluster.port)} (durable)`,
    );
    return { origin, apis, cluster, databaseUrl, nginx, start, ready, kill, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

function nginxVersion(bin) {
  const result = spawnSync(bin, ['-v'], { encoding: 'utf8' });
  return /nginx\/(\S+)/.exec(`${result.stdout}${result.stderr}`)?.[1] ?? '?';
}

/** Checks the layout from outside: readiness, a sign-in and a websocket through the proxy, both processes used. */
async function check(layout, log) {
  for (const api of layout.apis) await waitUntilOk(`${api.url}/ready/`, 5000);
  const index = await fetch(`${layout.origin}/dashboard/company/users`);
  if (index.status !== 200 || !(await index.text()).includes('<div id="root">'))
    throw new Error(`the dashboard's index.html was not served for an app path (${String(index.status)})`);
  const signIn = await fetch(`${layout.origin}/api/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.siirto.fi', password: 'Siirto!Demo2026' }),
  });
  if (signIn.status !== 200) throw new Error(`sign-in through the proxy: ${String(signIn.status)}`);
  const { access } = await signIn.json();
  // the websocket through nginx's upgrade, on each process in turn (round-robin)
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await new Promise((resolve, reject) => {
      const socket = new WebSocket(`${layout.origin.replace('http', 'ws')}/api/chats/?token=${String(access)}`);
      socket.once('open', () => {
        socket.close(1000);
        resolve();
      });
      socket.once('error', reject);
    });
  }
  // every process answers through the proxy: each sees requests (their own process id is not in the answer, so
  // stop one and the proxy must still answer, then start it again)
  await layout.kill(0, 'SIGTERM');
  const alone = await fetch(`${layout.origin}/api/users/me/`, { headers: { authorization: `jwt ${String(access)}` } });
  if (alone.status !== 200) throw new Error(`with process 1 stopped, the proxy answered ${String(alone.status)}`);
  layout.start(0);
  await layout.ready(0);
  log(
    'checked: both processes ready, sign-in, websocket upgrade and a request with one process stopped, through nginx',
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const log = (line) => console.log(`[layout] ${line}`);
  const checking = process.argv.includes('--check');
  const layout = await startLayout({ offset: Number(process.env.LAYOUT_PORT_OFFSET ?? 0), log });
  process.on('SIGINT', () => {
    layout.stop();
    process.exit(130);
  });
  if (!checking) {
    log('Ctrl-C stops it');
  } else {
    let failed = false;
    try {
      await check(layout, log);
      const e2e = spawnSync(
        'pnpm',
        [
          'exec',
          'playwright',
          'test',
          '-c',
          'support/layout.config.ts',
          'tests/smoke.spec.ts',
          'tests/security-headers.spec.ts',
        ],
        { cwd: join(repoDir, 'e2e'), stdio: 'inherit', env: { ...process.env, E2E_LAYOUT_URL: layout.origin } },
      );
      failed = e2e.status !== 0;
    } catch (error) {
      console.error(error);
      failed = true;
    } finally {
      layout.stop();
    }
    process.exit(failed ? 1 : 0);
  }
}
