import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import base from '../playwright.config.ts';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Local iteration only: the same stack as playwright.config.ts, but servers already running on the e2e ports
 * are reused instead of started (`pnpm exec playwright test -c support/reuse.config.ts tests/x.spec.ts`).
 */
const webServer = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];
export default {
  ...base,
  testDir: '../tests',
  webServer: webServer.map((server) => ({
    ...server,
    cwd: resolve(e2eDir, server.cwd ?? '.'),
    reuseExistingServer: true,
  })),
};
