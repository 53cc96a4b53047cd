import { loadConfig } from './config.ts';
import { startServer } from './server.ts';

const started = performance.now();
const config = loadConfig();
const server = await startServer(config);
console.log(`API ready on ${server.url}`);
console.log(`Started in ${((performance.now() - started) / 1000).toFixed(1)} s`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
