/**
 * The table benchmark's own Vitest project (never part of `npm test`): one browser file, run by scripts/bench-table.mjs.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.ts';

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-dev-runtime',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@tanstack/react-table',
      '@tanstack/react-virtual',
      '@ark-ui/react/pagination',
      'ag-grid-community',
      'ag-grid-react',
    ],
  },
  test: {
    // BENCH_TABLE_PROFILE=1: where the scroll's time goes (table-profile), instead of the comparison with AG Grid
    include: [
      process.env.BENCH_TABLE_PROFILE
        ? 'packages/ui/bench/table-profile.bench-browser.tsx'
        : 'packages/ui/bench/table.bench-browser.tsx',
    ],
    testTimeout: 600_000,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: [...chromiumArgs, '--enable-precise-memory-info', '--js-flags=--expose-gc'],
        },
      }),
      instances: [{ browser: 'chromium' }],
      viewport: { width: 1280, height: 720 },
      screenshotFailures: false,
      // the machine's load average, printed beside the figures (commands.loadAverage() in a bench)
      commands: {
        loadAverage: () =>
          loadavg()
            .map((value) => value.toFixed(2))
            .join(' '),
      },
    },
  },
});
