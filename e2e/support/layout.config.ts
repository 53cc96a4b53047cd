import base from '../playwright.config.ts';

/**
 * The e2e specs against the production layout that `pnpm layout --check` starts (apps/api/bench/load/layout.mjs:
 * nginx with the built dashboard, two API processes, PostgreSQL): nothing is started here, every URL is the proxy's
 * (E2E_LAYOUT_URL, support/stack.ts). `pnpm layout --check` runs the smoke and security headers specs this way.
 */
if (!process.env.E2E_LAYOUT_URL) throw new Error('E2E_LAYOUT_URL: the address of `pnpm layout`');

export default {
  ...base,
  testDir: '../tests',
  webServer: undefined,
  use: { ...base.use, baseURL: process.env.E2E_LAYOUT_URL },
};
