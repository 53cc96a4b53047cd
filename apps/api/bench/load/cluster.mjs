// N API processes on one port through Node's cluster module (the primary accepts and hands connections round-robin
// to the workers): `node bench/load/cluster.mjs <N>` in apps/api, with the API's environment. Used by
// `pnpm bench:load` for its two-process figures; SIGUSR2 and SIGTERM are passed on to every worker.
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';

const count = Number(process.argv[2] ?? 2);
cluster.setupPrimary({
  exec: fileURLToPath(new URL('../../src/main.ts', import.meta.url)),
  execArgv: ['--import', 'tsx', '--import', fileURLToPath(new URL('./loop-lag.mjs', import.meta.url))],
});
for (let index = 0; index < count; index += 1) cluster.fork();
for (const signal of ['SIGUSR2', 'SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    if (signal !== 'SIGUSR2')
      cluster.on('exit', () => Object.keys(cluster.workers ?? {}).length === 0 && process.exit(0));
  });
}
