// How every benchmark prints its figures, one module for the API's benches (bench/*.ts, bench/load/) and the
// browser ones (scripts/bench-*.mjs, scripts/lighthouse.mjs): the median and percentiles of the runs, milliseconds,
// and the machine's load average (./load/proc.mjs), which says how far a figure taken on a busy machine can be trusted.
import { loadavg } from 'node:os';

export { load } from './load/proc.mjs';

/** The median of the runs (the mean of the two middle ones for an even count); 0 for none. */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** The nearest-rank percentile `p` (0-100) of the values; NaN for none. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};

/** Milliseconds, whole: `52 ms`. */
export const ms = (value) => `${String(Math.round(value))} ms`;

/** The machine's load average over the last minute, one decimal: `2.4`. */
export const loadOneMinute = () => (loadavg()[0] ?? 0).toFixed(1);

/** The long tasks (PerformanceObserver 'longtask' entries) of a stretch: `3 long tasks, longest 80 ms, total 190 ms`. */
export const longTaskSummary = (tasks) =>
  `${tasks.length} long tasks${tasks.length ? `, longest ${ms(Math.max(...tasks.map((task) => task.duration)))}, total ${ms(tasks.reduce((sum, task) => sum + task.duration, 0))}` : ''}`;
