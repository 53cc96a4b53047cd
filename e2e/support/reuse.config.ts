import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import base, { servers } from '../playwright.config.ts';

const e2eDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * Local iteration only: the same stack as playwright.config.ts, but servers already running on the e2e ports
 * are reused instead of started (`pnpm exec playwright test -c support/reuse.config.ts tests/x.spec.ts`).
 */
export default {
  ...base,
  testDir: '../tests',
  webServer: servers.map(({ command, cwd, env, url, port, stdout }) => ({
    command,
    cwd: resolve(e2eDir, cwd ?? '.'),
    env,
    ...(url ? { url } : { port }),
    stdout,
    // a server not yet running is started here: the API's start (migrations and demo data) takes 10–40 s by the load
    timeout: 120_000,
    reuseExistingServer: true,
  })),
};
