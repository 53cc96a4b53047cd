// Runs a command against a throwaway PostgreSQL cluster, then stops the cluster and deletes it, also when the
// command fails or is interrupted. The command gets TEST_DATABASE_URL (the cluster's `postgres` database, user
// `postgres`, no password); apps/api/test/support/harness.ts then gives every test file its own fresh database.
//
//   node apps/api/scripts/with-postgres.mjs -- pnpm exec vitest run --project api
//
// PostgreSQL comes from Debian (installed by scripts/bootstrap.mjs when absent; POSTGRES_BIN overrides the
// folder of initdb/pg_ctl); the cluster itself is ./postgres-cluster.mjs's.
import { spawn } from 'node:child_process';
import { startThrowawayCluster } from './postgres-cluster.mjs';

const log = (message) => console.log(`\x1b[36m[postgres]\x1b[0m ${message}`);

const separator = process.argv.indexOf('--');
const command = separator >= 0 ? process.argv.slice(separator + 1) : process.argv.slice(2);
if (command.length === 0) {
  console.error('usage: node apps/api/scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

const cluster = await startThrowawayCluster();
log(`${cluster.version} on 127.0.0.1:${String(cluster.port)} (${cluster.dataDir})`);
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
  cluster.remove();
  log('cluster stopped and removed');
}
process.exit(exitCode);
