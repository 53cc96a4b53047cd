import { fileURLToPath } from 'node:url';
import { playwright } from '@vitest/browser-playwright';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import type { BrowserCommandContext } from 'vitest/node';
import { chromiumArgs, chromiumPath } from './tooling/chromium.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Each browser project gets its own provider object, or Vitest mislabels the projects. */
const chromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1280, height: 800 },
  screenshotFailures: false,
});

/**
 * Vite must know every dependency before the first test starts: a dependency discovered mid-run makes
 * Vite reload the page and the test fails on a fresh clone. `entries` lets Vite crawl all sources up front.
 */
const optimizeDeps = {
  entries: [
    'packages/ui/src/**/*.{ts,tsx}',
    'apps/dashboard/src/**/*.{ts,tsx}',
    '.storybook/preview.tsx',
    '!**/*.test.{ts,tsx}',
  ],
  include: [
    'react',
    'react-dom',
    'react-dom/client',
    'react/jsx-runtime',
    'react/jsx-dev-runtime',
    '@vanilla-extract/recipes/createRuntimeFn',
    '@vanilla-extract/sprinkles/createRuntimeSprinkles',
    '@vanilla-extract/dynamic',
    '@storybook/react-dom-shim',
    '@storybook/react-vite',
    'storybook/test',
    'msw-storybook-addon',
    'vitest-browser-react',
    '@ark-ui/react',
    '@ark-ui/react/avatar',
    '@ark-ui/react/dialog',
    '@ark-ui/react/portal',
    '@ark-ui/react/toast',
    '@ark-ui/react/pagination',
    '@ark-ui/react/tabs',
    '@ark-ui/react/steps',
    '@ark-ui/react/select',
    '@ark-ui/react/combobox',
    '@ark-ui/react/switch',
    '@ark-ui/react/checkbox',
    '@ark-ui/react/radio-group',
    '@ark-ui/react/segment-group',
    '@ark-ui/react/date-picker',
    '@ark-ui/react/pin-input',
    '@ark-ui/react/file-upload',
    '@ark-ui/react/collection',
    '@ark-ui/react/field',
    '@ark-ui/react/password-input',
    '@tanstack/react-table',
    '@tanstack/react-virtual',
    '@tanstack/react-query',
    'react-router-dom',
    'react-map-gl/maplibre',
    'react-map-gl/mapbox',
    'maplibre-gl',
    'mapbox-gl',
    'xstate',
    '@xstate/react',
    'openapi-fetch',
    'date-fns',
    'date-fns/locale',
  ],
};

/** The test projects: unit (node / jsdom), api (the reference backend), browser (Chromium), storybook. */
export const projects: TestProjectInlineConfiguration[] = [
  {
    plugins: [vanillaExtractPlugin()],
    test: {
      name: 'unit',
      root,
      environment: 'node',
      include: [
        'packages/*/src/**/*.test.{ts,tsx}',
        'apps/dashboard/src/**/*.test.{ts,tsx}',
        'tooling/**/*.test.ts',
        'scripts/**/*.test.ts',
      ],
      exclude: ['**/*.browser.test.{ts,tsx}', '**/node_modules/**'],
    },
  },
  {
    test: {
      name: 'api',
      root,
      environment: 'node',
      include: ['apps/api/test/**/*.test.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
      // The files share one module graph (the app, Fastify, PGlite, the contract's validators are imported once, not
      // once per file: 51 s of imports in the suite before). Every file builds its own app and database through
      // test/support/harness.ts and no test mocks modules or changes the environment, so nothing leaks between files.
      isolate: false,
    },
  },
  {
    plugins: [react(), vanillaExtractPlugin()],
    optimizeDeps,
    test: {
      name: 'browser',
      root,
      include: ['packages/*/src/**/*.browser.test.{ts,tsx}', 'apps/dashboard/src/**/*.browser.test.{ts,tsx}'],
      browser: {
        ...chromium(),
        commands: {
          /**
           * Types into the focused element the way a fast typist (or Playwright's `pressSequentially`) does: every key in
           * one go, with no round trip to the test between keys as `userEvent.type` makes.
           */
          typeFast: async (context: BrowserCommandContext, text: string) => {
            await context.page.keyboard.type(text);
          },
        },
      },
    },
  },
  {
    plugins: [
      vanillaExtractPlugin(),
      storybookTest({ configDir: fileURLToPath(new URL('./.storybook', import.meta.url)) }),
    ],
    optimizeDeps,
    test: {
      name: 'storybook',
      root,
      // screenshot baselines for stories that ask for one (apps/dashboard/src/mocks/screenshot.ts)
      setupFiles: ['./.storybook/vitest.setup.ts'],
      // The stories files run one after another in one frame, so React, the dashboard's modules and the mock service
      // worker load once instead of once per file (about 30 % of the project's time). Each story already starts from
      // its own state (its loaders reset the mock handlers, every screen story builds its own query client and
      // router), which is what the stories within one file have always relied on.
      isolate: false,
      browser: {
        ...chromium(),
        commands: {
          /** The runner's own page around the story's frame: a taller one shows a tall frame unscaled (vitest.setup.ts). */
          resizeRunnerWindow: async (context: BrowserCommandContext, width: number, height: number) => {
            const previous = context.page.viewportSize();
            await context.page.setViewportSize({ width, height });
            return previous;
          },
        },
      },
      testTimeout: 60_000,
    },
  },
];
