/** The bench config's own browser command (packages/ui/bench/vitest.config.ts). */
declare module 'vitest/browser' {
  interface BrowserCommands {
    loadAverage: () => Promise<string>;
  }
}
export {};
