/** The bench config's own browser command (packages/ui/bench/vitest.config.ts). */
declare module 'vitest/browser' {
  interface BrowserCommands {
    loadAverage: () => Promise<string>;
    /** The CPU slowdown of BENCH_CPU (1 when unset), applied to the page. */
    throttleCpu: () => Promise<number>;
  }
}
export {};
