// Preloaded into each API process by `pnpm bench:load` (node --import): the event loop's delay since the last
// SIGUSR2, written to stderr as one `[loop-lag] {...}` line on every SIGUSR2 (milliseconds).
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
  };
  process.stderr.write(`[loop-lag] ${JSON.stringify(line)}\n`);
  histogram.reset();
});
