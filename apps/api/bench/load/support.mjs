// What the load benchmarks share (./run.mjs, ./sockets.mjs, ./faults.mjs, ./layout.mjs): the CPU and memory of
// processes from /proc and the load average (./proc.mjs), the database on a throwaway PostgreSQL with the scale data, and the API
// started on it as one process or N through Node's cluster module.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { familyOf, rssMbOf } from './proc.mjs';

export { familyOf, load, ticks } from './proc.mjs';

export const apiDir = fileURLToPath(new URL('../..', import.meta.url));
const lagPreload = fileURLToPath(new URL('./loop-lag.mjs', import.meta.url));

/** The API's resident memory: the process, or the cluster's workers without their primary. */
export const apiRssMb = (child, processes) =>
  familyOf(child.pid)
    .slice(processes === 1 ? 0 : 1)
    .reduce((sum, pid) => sum + rssMbOf(pid), 0);

/**
 * Starts the API as `npm start` runs it on `databaseUrl`, one process, or `processes` through ./cluster.mjs, with
 * ./loop-lag.mjs preloaded (a `[loop-lag] {...}` line on stderr for every SIGUSR2, handed to `onLag`); resolves
 * once /ready/ answers and every worker had a moment to start.
 */
export async function startApi({ processes, databaseUrl, port, env = {}, onLag = () => undefined }) {
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
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderr.on('data', (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (line.startsWith('[loop-lag] ')) onLag(JSON.parse(line.slice(11)));
      else if (line.trim()) process.stderr.write(`[api] ${line}\n`);
    }
  });
  const api = `http://127.0.0.1:${String(port)}`;
  for (let waited = 0; ; waited += 500) {
    const ready = await fetch(`${api}/ready/`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ready) break;
    if (waited > 180_000) {
      child.kill('SIGKILL');
      throw new Error('the API did not become ready in 3 minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  // Every worker answers /ready/ only after it started; give the others a moment on a busy machine.
  await new Promise((resolve) => setTimeout(resolve, processes * 2000));
  return child;
}

/** Creates the `siirto` database on a throwaway cluster (../../scripts/postgres-cluster.mjs); answers its URL. */
export async function createDatabase(cluster) {
  const admin = new pg.Client({ connectionString: cluster.url });
  await admin.connect();
  await admin.query('CREATE DATABASE siirto');
  await admin.end();
  return cluster.url.replace(/\/postgres$/, '/siirto');
}

/** The demo data plus `transports` scale transports and `users` scale users in chat groups (../seed-scale-dir.ts). */
export function seedScale(databaseUrl, transports, users) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'bench/seed-scale-dir.ts', databaseUrl, String(transports), String(users)],
      { cwd: apiDir, stdio: 'inherit' },
    );
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed: exit ${String(code)}`))));
  });
}
