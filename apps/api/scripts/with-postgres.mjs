// Runs a command against a throwaway PostgreSQL cluster, then stops the cluster and deletes it, also when the
// command fails or is interrupted. The command gets TEST_DATABASE_URL (the cluster's `postgres` database, user
// `postgres`, no password); apps/api/test/support/harness.ts then gives every test file its own fresh database.
//
//   node apps/api/scripts/with-postgres.mjs -- pnpm exec vitest run --project api
//
// PostgreSQL comes from Debian (installed by scripts/bootstrap.mjs when absent; POSTGRES_BIN overrides the
// folder of initdb/pg_ctl). As root the cluster runs as the `postgres` user (PostgreSQL refuses to run as root).
// The cluster lives in a temp folder, listens on 127.0.0.1 on a free port, and trades durability for speed.
import { spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from '../../../scripts/bootstrap.mjs';

const log = (message) => console.log(`\x1b[36m[postgres]\x1b[0m ${message}`);

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port')),
      );
    });
  });
}

/** Runs a PostgreSQL program, as the `postgres` user when we are root. Throws with its output on failure. */
function pgRun(asPostgres, bin, program, args) {
  const command = asPostgres ? 'runuser' : join(bin, program);
  const fullArgs = asPostgres ? ['-u', 'postgres', '--', join(bin, program), ...args] : args;
  const result = spawnSync(command, fullArgs, { encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${program} failed (${String(result.status)}):\n${result.stdout ?? ''}${result.stderr ?? ''}`);
  }
  return result.stdout;
}

/** Starts a throwaway cluster; returns its URL and a stop() that removes it. */
async function startThrowawayCluster() {
  const bin = ensurePostgres();
  const asPostgres = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'siirto-pg-'));
  const dataDir = join(dir, 'data');
  let started = false;
  const stop = () => {
    if (started) {
      try {
        pgRun(asPostgres, bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      } catch (error) {
        console.error(String(error));
      }
      started = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    if (asPostgres) {
      const id = (flag) => Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
      const [uid, gid] = [id('-u'), id('-g')];
      if (!Number.isInteger(uid) || uid <= 0) throw new Error('running as root needs a `postgres` user');
      chownSync(dir, uid, gid);
    }
    pgRun(asPostgres, bin, 'initdb', [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C.UTF-8',
      '--no-sync',
    ]);
    const port = await freePort();
    const options = [
      `-c port=${String(port)}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      '-c fsync=off',
      '-c synchronous_commit=off',
      '-c full_page_writes=off',
      '-c max_connections=200',
    ].join(' ');
    pgRun(asPostgres, bin, 'pg_ctl', ['start', '-D', dataDir, '-l', join(dir, 'server.log'), '-w', '-o', options]);
    started = true;
    const version = pgRun(asPostgres, bin, 'postgres', ['--version']).trim();
    log(`${version} on 127.0.0.1:${String(port)} (${dataDir})`);
    return { url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node apps/api/scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

const cluster = await startThrowawayCluster();
let exitCode = 1;
try {
  const [program = '', ...args] = command;
  const child = spawn(program, args, {
    stdio: 'inherit',
    env: { ...process.env, TEST_DATABASE_URL: cluster.url },
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  exitCode = await new Promise((resolve) => {
    child.once('error', (error) => {
      console.error(String(error));
      resolve(1);
    });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
} finally {
  cluster.stop();
  log('cluster stopped and removed');
}
process.exit(exitCode);
