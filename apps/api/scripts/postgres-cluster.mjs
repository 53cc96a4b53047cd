// A throwaway PostgreSQL cluster (Debian's programs, see scripts/bootstrap.mjs ensurePostgres): with-postgres.mjs
// runs the API suite on one, the fault tests stop and start one of their own (test/server-faults.test.ts) and
// `pnpm bench:load` benchmarks the API on one. The cluster lives in a temp folder, listens on 127.0.0.1 on a free
// port (or the one given) and, unless `durable` is set, trades durability for speed (fsync off). As root it runs as
// the `postgres` user (PostgreSQL refuses to run as root).
import { spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensurePostgres } from '../../../scripts/bootstrap.mjs';

export function freePort() {
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

/**
 * Starts a throwaway cluster. Returns its URL (the `postgres` database, user `postgres`, no password), its port,
 * data folder and server log, `stop()` (stops it immediately, keeps the folder: `start()` brings it back on the
 * same port), `start()`, `pid()` (the postmaster's, for CPU figures) and `remove()` (stops it and deletes it).
 * `settings`: more `-c name=value` server settings.
 */
export async function startThrowawayCluster({ port: wantedPort, durable = false, settings = [] } = {}) {
  const bin = ensurePostgres();
  const asPostgres = typeof process.getuid === 'function' && process.getuid() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'siirto-pg-'));
  const dataDir = join(dir, 'data');
  const logFile = join(dir, 'server.log');
  let running = false;
  let options = '';
  const stop = (mode = 'immediate') => {
    if (!running) return;
    pgRun(asPostgres, bin, 'pg_ctl', ['stop', '-D', dataDir, '-m', mode, '-w']);
    running = false;
  };
  const start = () => {
    if (running) return;
    pgRun(asPostgres, bin, 'pg_ctl', ['start', '-D', dataDir, '-l', logFile, '-w', '-o', options]);
    running = true;
  };
  const remove = () => {
    try {
      stop();
    } catch (error) {
      console.error(String(error));
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
    const port = wantedPort ?? (await freePort());
    options = [
      `-c port=${String(port)}`,
      '-c listen_addresses=127.0.0.1',
      `-c unix_socket_directories=${dir}`,
      ...(durable ? [] : ['-c fsync=off', '-c synchronous_commit=off', '-c full_page_writes=off']),
      '-c max_connections=200',
      ...settings.map((setting) => `-c ${setting}`),
    ].join(' ');
    start();
    const version = pgRun(asPostgres, bin, 'postgres', ['--version']).trim();
    const pid = () => {
      const result = spawnSync('head', ['-1', join(dataDir, 'postmaster.pid')], { encoding: 'utf8' });
      return Number(result.stdout.trim()) || undefined;
    };
    return {
      url: `postgres://postgres@127.0.0.1:${String(port)}/postgres`,
      port,
      version,
      dataDir,
      logFile,
      stop,
      start,
      pid,
      remove,
    };
  } catch (error) {
    remove();
    throw error;
  }
}
