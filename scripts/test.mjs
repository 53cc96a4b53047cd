// `npm test`: installs what is missing, then runs every check and every test project, and ends with one
// summary line `N passed, N failed`. Checks that are not test runners (format, lint, types, contract)
// count as one test each.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { playwrightCount, vitestCount } from './test-reports.mjs';

const started = Date.now();
const pnpm = bootstrap({ chromium: true });
const cacheDir = join(root, '.cache', 'test');
rmSync(cacheDir, { recursive: true, force: true });
mkdirSync(cacheDir, { recursive: true });

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
const failures = [];
/** Failing tests by name with the start of their message, printed again at the very end (CI shows the tail). */
const failingTests = [];

/** Busy and total CPU ticks of the whole machine (/proc/stat), to print how many cores a step kept busy. */
function cpuTicks() {
  try {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
    const total = fields.reduce((sum, value) => sum + value, 0);
    return { busy: total - idle, total };
  } catch {
    return null;
  }
}
const cores = availableParallelism();

/**
 * Runs a command. `capture`: its output is kept and printed in one piece when it ends (steps that run beside each
 * other in lanes), otherwise it goes straight to the terminal.
 */
function run(command, args, env = {}, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    let output = '';
    if (capture) {
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
    }
    child.on('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function header(name) {
  return `\n\x1b[1m━━ ${name} ━━\x1b[0m`;
}

/** Wall time and the machine's busy cores over it, e.g. "(88.6 s, 1.4 of 2 cores busy)". */
function timing(started, ticks) {
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const now = cpuTicks();
  if (!ticks || !now || now.total === ticks.total) return `(${seconds} s)`;
  const busy = ((now.busy - ticks.busy) / (now.total - ticks.total)) * cores;
  return `(${seconds} s, ${busy.toFixed(1)} of ${String(cores)} cores busy)`;
}

/** A check counts as one test. */
function check(name, command, args, env) {
  return async (capture) => {
    if (only.length && !only.includes(name)) return;
    if (!capture) console.log(header(name));
    const [t, ticks] = [Date.now(), cpuTicks()];
    const { code, output } = await run(command, args, env, capture);
    if (code === 0) passed += 1;
    else {
      failed += 1;
      failures.push(name);
    }
    const line = `${code === 0 ? '✓' : '✗'} ${name} ${timing(t, ticks)}`;
    console.log(capture ? `${header(name)}\n${output.trimEnd()}\n${line}` : line);
  };
}

/** A test runner step counts its own tests from its JSON report. */
function suite(name, command, args, reportFile, count, env) {
  return async (capture) => {
    if (only.length && !only.includes(name)) return;
    if (!capture) console.log(header(name));
    const [t, ticks] = [Date.now(), cpuTicks()];
    const { code, output } = await run(command, args, env, capture);
    let counted = { passed: 0, failed: 0 };
    if (existsSync(reportFile)) {
      try {
        counted = count(JSON.parse(readFileSync(reportFile, 'utf8')));
        for (const failure of counted.failures ?? []) failingTests.push(`${name}: ${failure}`);
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
    const line = `${counted.failed ? '✗' : '✓'} ${name}: ${counted.passed} passed, ${counted.failed} failed ${timing(t, ticks)}`;
    console.log(capture ? `${header(name)}\n${output.trimEnd()}\n${line}` : line);
  };
}

/**
 * Runs lanes side by side, the steps of each lane one after another. Only steps that leave a core idle and do not
 * depend on timing share the machine this way (the unit project and the API suite on PostgreSQL, each running its
 * files one at a time, beside the static checks); the browser projects and e2e, which take screenshots and wait for
 * the page, run alone.
 */
async function lanes(...steps) {
  const active = steps.filter((lane) => lane.length);
  const capture = active.length > 1;
  await Promise.all(
    active.map(async (lane) => {
      for (const step of lane) await step(capture);
    }),
  );
}

const vitest = (project, report) => [
  'exec',
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const vitestSuite = (project) => {
  const report = join(cacheDir, `vitest-${project}.json`);
  return suite(`vitest:${project}`, pnpm, vitest(project, report), report, vitestCount, {
    CI: process.env.CI ?? 'true',
  });
};
// The API suite again on a real PostgreSQL server (Debian's, installed when absent): a throwaway cluster, a fresh
// database per test file (TEST_DATABASE_URL, see apps/api/test/support/harness.ts), stopped even on failure.
const postgresReport = join(cacheDir, 'vitest-api-postgres.json');
const apiPostgres = suite(
  'api:postgres',
  'node',
  ['apps/api/scripts/with-postgres.mjs', '--', pnpm, ...vitest('api', postgresReport)],
  postgresReport,
  vitestCount,
  { CI: process.env.CI ?? 'true' },
);
const contract = existsSync(join(root, 'openapi', 'openapi.yaml'))
  ? [
      check('api:lint', pnpm, ['exec', 'redocly', 'lint', '--format', 'stylish', 'openapi/openapi.yaml']),
      check('api:check', 'node', ['scripts/api-generate.mjs', '--check']),
    ]
  : [];
const i18n = existsSync(join(root, 'scripts', 'i18n-check.mjs'))
  ? [check('i18n', 'node', ['scripts/i18n-check.mjs'])]
  : [];

// 1. Two lanes side by side. Lint and the type checks one after another (eslint and tsc side by side took 299 s and
//    187 s against 129 s and 89 s alone: both use more than one core); beside them the unit project and the API suite
//    on PostgreSQL, which run their files one at a time and leave most of a core idle, with the short checks (format,
//    the contract, the catalogs) and the dashboard's build with its budgets (e2e serves this build). On the last fresh
//    clone with format, the short checks and the build in steps of their own the first lane took 363 s and the second
//    257 s (2026-11-28).
await lanes(
  [
    check('lint', pnpm, ['exec', 'eslint', '--max-warnings', '0', '.']),
    check('typecheck', 'node', ['scripts/typecheck.mjs']),
  ],
  [
    check('format', pnpm, ['exec', 'prettier', '--check', '--log-level', 'warn', '.']),
    vitestSuite('unit'),
    apiPostgres,
    ...contract,
    ...i18n,
    check('build', pnpm, ['--filter', '@siirto/dashboard', 'build']),
    // Budgets of the built dashboard: no map library in the sign-in route, sign-in first load <= 180 kB gzipped.
    check('bundle:maps', 'node', ['scripts/check-map-bundle.mjs', '--route', 'AuthRoutes']),
    check('size', 'node', ['scripts/size.mjs']),
  ],
);
// The API suite on PGlite (the in-memory database of `npm start` and e2e) runs only when named,
// `npm test -- vitest:api`: the same files run on PostgreSQL above, and every e2e flow runs on PGlite.
if (only.includes('vitest:api')) await lanes([vitestSuite('api')]);
// 3. The browser projects and e2e, alone: they wait for pages and compare screenshots.
await lanes([vitestSuite('browser'), vitestSuite('storybook')]);
const e2eReport = join(cacheDir, 'playwright.json');
await lanes([
  suite('e2e', pnpm, ['--filter', '@siirto/e2e', 'exec', 'playwright', 'test'], e2eReport, playwrightCount, {
    PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport,
    CI: process.env.CI ?? 'true',
  }),
]);

const minutes = ((Date.now() - started) / 60000).toFixed(1);
if (failingTests.length) {
  console.log('\nFailing tests:');
  for (const line of failingTests) console.log(`  ✗ ${line}`);
}
console.log(`\nnpm test took ${minutes} min${failures.length ? `; failing: ${failures.join(', ')}` : ''}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
