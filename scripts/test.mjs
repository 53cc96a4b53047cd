// `npm test`: installs what is missing, then runs every check and every test project, and ends with one
// summary line `N passed, N failed`. Checks that are not test runners (format, lint, types, contract)
// count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';

const started = Date.now();
const pnpm = bootstrap({ chromium: true });
const cacheDir = join(root, '.cache', 'test');
rmSync(cacheDir, { recursive: true, force: true });
mkdirSync(cacheDir, { recursive: true });

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];

function run(command, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

function header(name) {
  console.log(`\n\x1b[1m━━ ${name} ━━\x1b[0m`);
}

/** A check counts as one test. */
async function check(name, command, args, env) {
  if (only.length && !only.includes(name)) return;
  header(name);
  const t = Date.now();
  const code = await run(command, args, env);
  if (code === 0) passed += 1;
  else {
    failed += 1;
    failures.push(name);
  }
  console.log(`${code === 0 ? '✓' : '✗'} ${name} (${((Date.now() - t) / 1000).toFixed(1)} s)`);
  return code;
}

/** A test runner step counts its own tests from its JSON report. */
async function suite(name, command, args, reportFile, count, env) {
  if (only.length && !only.includes(name)) return;
  header(name);
  const t = Date.now();
  const code = await run(command, args, env);
  let counted = { passed: 0, failed: 0 };
  if (existsSync(reportFile)) {
    try {
      counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
    } catch {
      counted = { passed: 0, failed: 0 };
    }
  }
  // A runner that failed without a failing test (a crash, a failed import) still counts as a failure.
  if (code !== 0 && counted.failed === 0) counted.failed = 1;
  if (code === 0 && counted.passed === 0) counted.failed += 1; // a suite that ran nothing is not green
  passed += counted.passed;
  failed += counted.failed;
  if (counted.failed) failures.push(name);
  console.log(
    `${counted.failed ? '✗' : '✓'} ${name}: ${counted.passed} passed, ${counted.failed} failed (${((Date.now() - t) / 1000).toFixed(1)} s)`,
  );
}

const vitestCount = (report) => ({ passed: report.numPassedTests ?? 0, failed: report.numFailedTests ?? 0 });
const playwrightCount = (report) => ({
  passed: (report.stats?.expected ?? 0) + (report.stats?.flaky ?? 0),
  failed: report.stats?.unexpected ?? 0,
});

await check('format', pnpm, ['exec', 'prettier', '--check', '--log-level', 'warn', '.']);
await check('lint', pnpm, ['exec', 'eslint', '--max-warnings', '0', '.']);
await check('typecheck', 'node', ['scripts/typecheck.mjs']);
if (existsSync(join(root, 'openapi', 'openapi.yaml'))) {
  await check('api:lint', pnpm, ['exec', 'redocly', 'lint', '--format', 'stylish', 'openapi/openapi.yaml']);
  await check('api:check', 'node', ['scripts/api-generate.mjs', '--check']);
}
if (existsSync(join(root, 'scripts', 'i18n-check.mjs'))) {
  await check('i18n', 'node', ['scripts/i18n-check.mjs']);
}
for (const project of ['unit', 'api', 'browser', 'storybook']) {
  const report = join(cacheDir, `vitest-${project}.json`);
  await suite(
    `vitest:${project}`,
    pnpm,
    [
      'exec',
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    report,
    vitestCount,
    { CI: process.env.CI ?? 'true' },
  );
}
// The API suite again on a real PostgreSQL server (Debian's, installed when absent): a throwaway cluster, a fresh
// database per test file (TEST_DATABASE_URL, see apps/api/test/support/harness.ts), stopped even on failure.
const postgresReport = join(cacheDir, 'vitest-api-postgres.json');
await suite(
  'api:postgres',
  'node',
  [
    'apps/api/scripts/with-postgres.mjs',
    '--',
    pnpm,
    'exec',
    'vitest',
    'run',
    '--project',
    'api',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${postgresReport}`,
  ],
  postgresReport,
  vitestCount,
  { CI: process.env.CI ?? 'true' },
);
await check('build', pnpm, ['--filter', '@siirto/dashboard', 'build']);
// Budgets of the built dashboard: no map library in the sign-in route, sign-in first load <= 180 kB gzipped.
await check('bundle:maps', 'node', ['scripts/check-map-bundle.mjs', '--route', 'AuthRoutes']);
await check('size', 'node', ['scripts/size.mjs']);
const e2eReport = join(cacheDir, 'playwright.json');
await suite('e2e', pnpm, ['--filter', '@siirto/e2e', 'exec', 'playwright', 'test'], e2eReport, playwrightCount, {
  PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
  CI: process.env.CI ?? 'true',
});

const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test took ${minutes} min${failures.length ? `; failing: ${failures.join(', ')}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
