import { formatNumber } from '@siirto/domain';
import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const started = performance.now();
const config = loadConfig();
const server = await startServer(config);
console.log(`API ready on ${server.url}`);
console.log(`Started in ${formatNumber((performance.now() - started) / 1000, 'en', { maximumFractionDigits: 1 })} s`);

// SIGTERM / SIGINT: a graceful stop (server.ts), and an exit within shutdownTimeoutMs + 2 s whatever happens.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    setTimeout(() => {
      console.error('Shutdown did not finish in time; exiting');
      process.exit(1);
    }, config.shutdownTimeoutMs + 2000).unref();
    server.stop().then(
      () => {
        console.log('Shutdown done');
        process.exit(0);
      },
      (error: unknown) => {
        console.error('Shutdown failed', error);
        process.exit(1);
      },
    );
  });
}
