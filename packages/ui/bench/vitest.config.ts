/**
 * The table benchmark's own Vitest project (never part of `npm test`): one browser file, run by scripts/bench-table.mjs.
 */
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
    include: ['packages/ui/bench/*.bench-browser.tsx'],
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
    },
  },
});
