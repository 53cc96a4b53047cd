// Preloaded into each API process by `pnpm bench:load` (node --import): the event loop's delay since the last
// SIGUSR2 (milliseconds) and the process's memory (resident set and V8 heap in use, MB), written to stderr as one
// `[loop-lag] {...}` line on every SIGUSR2.
import { monitorEventLoopDelay } from 'node:perf_hooks';

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
process.on('SIGUSR2', () => {
  const ms = (ns) => Math.round(ns / 1e4) / 100;
  const line = {
    pid: process.pid,
    p50: ms(histogram.percentile(50)),
    p99: ms(histogram.percentile(99)),
    max: ms(histogram.max),
    rssMb: Math.round(process.memoryUsage.rss() / 1048576),
    heapMb: Math.round(process.memoryUsage().heapUsed / 1048576),
  };
  process.stderr.write(`[loop-lag] ${JSON.stringify(line)}\n`);
  histogram.reset();
});
