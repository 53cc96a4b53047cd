/**
 * The table benchmark's own Vitest project (never part of `npm test`): one browser file, run by scripts/bench-table.mjs,
 * which sets NODE_ENV=production (React's production build, what users get) unless BENCH_REACT=development.
 */
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { chromiumArgs, chromiumPath } from '../../../tooling/chromium.ts';

const reactBuild = process.env.NODE_ENV === 'production' ? 'production' : 'development';

export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  // its own prebundle per React build: the test projects' development prebundle is never rewritten by the bench
  cacheDir: `node_modules/.vite/bench-table-${reactBuild}`,
  plugins: [react(), vanillaExtractPlugin()],
  optimizeDeps: {
    include: [
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
      '@vanilla-extract/recipes/createRuntimeFn',
      '@vanilla-extract/sprinkles/createRuntimeSprinkles',
      '@vanilla-extract/dynamic',
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
      commands: {
        // the machine's load average, printed beside the figures (commands.loadAverage() in a bench)
        loadAverage: () =>
          loadavg()
            .map((value) => value.toFixed(2))
            .join(' '),
        /** Slows the page's CPU down BENCH_CPU times (CDP, as Lighthouse's mobile preset does); answers the rate. */
        throttleCpu: async (context: BrowserCommandContext) => {
          const rate = Number(process.env.BENCH_CPU ?? 1);
          if (rate > 1) {
            const session = await context.page.context().newCDPSession(context.page);
            await session.send('Emulation.setCPUThrottlingRate', { rate });
          }
          return rate;
        },
      },
    },
  },
});
