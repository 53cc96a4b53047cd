// `pnpm size`: gzipped JavaScript per route of the built dashboard (apps/dashboard/dist, Vite manifest).
// Two counts for the sign-in route, each with its budget (the script fails when either is exceeded):
// - the manifest's count: the entry chunk plus everything the route's lazy module imports statically;
// - the browser's count: every script Chromium loads for /auth/login until the network is idle, lazily loaded
//   chunks included, against `vite preview` of the build with the two start-up calls (status, enums) answered by
//   a stub.
// The transport list and the order wizard have a budget on their first load too (the manifest's count).
// It also lists the entry's biggest contributors by package, from the build's source maps.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps', 'dashboard', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
// The budgets are the sizes measured on 2026-11-28 (docs/benchmarks.md) plus about 2 %, so that a later change
// cannot quietly undo them (issue 32): lower them when a route gets lighter, raise one only with a reason written
// in docs/decisions.md.
const budgets = {
  '/auth/login (sign-in)': 149 * 1024, // measured 146.4 kB
  '/dashboard/transports': 242 * 1024, // 237.5 kB (the order wizard a route of its own: it was 341.6 kB with it)
  '/dashboard/transports/edit/…': 321 * 1024, // 315.0 kB (340.2 kB with zod, which the order's checks pulled in)
};
const signInBrowserBudget = 154 * 1024; // 150.4 kB in 13 scripts

if (!existsSync(manifestPath)) {
  console.error('No build manifest: run `pnpm --filter @siirto/dashboard build` first.');
  process.exit(1);
}
/** @type {Record<string, { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }>} */
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gzipped = new Map();
const sizeOf = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** The chunk files a module loads before it runs: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const imported of chunk.imports ?? []) closure(imported, seen);
  return seen;
}
const filesOf = (keys) => new Set([...keys].map((key) => manifest[key].file).filter((file) => file.endsWith('.js')));
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = closure(entryKey);
const dashboardShell = closure('src/app/DashboardRoutes.tsx');

const routes = [
  ['/auth/login (sign-in)', ['src/features/auth/routes/AuthRoutes.tsx']],
  ['/dashboard/frontpage', ['src/app/DashboardRoutes.tsx', 'src/features/frontpage/routes/FrontpageRoute.tsx']],
  ['/dashboard/transports', ['src/app/DashboardRoutes.tsx', 'src/features/transports/routes/TransportsRoute.tsx']],
  ['/dashboard/company/{page}', ['src/app/DashboardRoutes.tsx', 'src/features/company/routes/CompanyRoute.tsx']],
  ['/dashboard/other/{tab}', ['src/app/DashboardRoutes.tsx', 'src/features/account/routes/AccountRoute.tsx']],
  [
    '/dashboard/myaccount/password',
    ['src/app/DashboardRoutes.tsx', 'src/features/account/routes/ChangePasswordRoute.tsx'],
  ],
  ['/dashboard/help', ['src/app/DashboardRoutes.tsx', 'src/features/help/routes/HelpRoute.tsx']],
  ['/dashboard/reports', ['src/app/DashboardRoutes.tsx', 'src/features/reports/routes/ReportsRoute.tsx']],
  ['/shared/transport/{id}', ['src/features/tracking/routes/SharedTransportRoute.tsx']],
  ['/payment/success', ['src/features/payment/routes/PaymentSuccessRoute.tsx']],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`entry (every route): ${kb(total(filesOf(entry)))} gzipped`);
console.log(
  `dashboard shell: +${kb(total(new Set([...filesOf(dashboardShell)].filter((file) => !filesOf(entry).has(file)))))}`,
);
let failed = false;
/** The budget's verdict on a route's first load, for its line; a load over its budget fails the script. */
function budgetNote(route, bytes) {
  const budget = budgets[route];
  if (budget === undefined) return '';
  if (bytes <= budget) return ` (budget ${kb(budget)})`;
  failed = true;
  return `  OVER the ${kb(budget)} budget`;
}
for (const [route, modules] of routes) {
  const keys = new Set(entry);
  for (const module of modules) {
    if (!manifest[module]) console.warn(`  (no chunk for ${module})`);
    closure(module, keys);
  }
  const files = filesOf(keys);
  const own = new Set([...files].filter((file) => !filesOf(entry).has(file)));
  const firstLoad = total(files);
  console.log(
    `${route.padEnd(32)} first load ${kb(firstLoad).padStart(9)}  (route chunks ${kb(total(own))})${budgetNote(route, firstLoad)}`,
  );
}

// The order wizard (/dashboard/transports/edit/{id}/{page}) is a dashboard route of its own (the list loads it for
// its `?create` modal only when that opens); its first load adds the Finnish wizard catalog. The route map
// (maplibre or mapbox) stays lazy and is printed apart, never counted.
{
  const keys = new Set(entry);
  for (const module of ['src/app/DashboardRoutes.tsx', 'src/features/transports/wizard/OrderWizardRoute.tsx'])
    closure(module, keys);
  for (const module of ['src/i18n/locales/fi/wizard.json']) closure(module, keys);
  const files = filesOf(keys);
  const mapKeys = new Set();
  for (const key of Object.keys(manifest))
    if (/packages\/ui\/src\/map\/(?!MapboxRenderer)|maplibre-gl(-worker)?\.mjs/.test(key)) closure(key, mapKeys);
  const mapFiles = new Set([...filesOf(mapKeys)].filter((file) => !files.has(file)));
  const inWizard = [...files].filter((file) => /maplibre|mapbox/.test(file));
  if (inWizard.length) {
    console.error(`the map library is in the order wizard's first load: ${inWizard.join(', ')}`);
    failed = true;
  }
  // The wizard checks an order with the domain's rules (transports/order.ts), not a schema library: zod is for forms
  // the wizard does not open until asked (the share dialog, the customer form), about 25 kB gzipped.
  const withZod = [...files].filter((file) =>
    [...bytesBySource(file).keys()].some((source) => source.includes('node_modules/zod/')),
  );
  if (withZod.length) {
    console.error(`zod is in the order wizard's first load: ${withZod.join(', ')}`);
    failed = true;
  }
  const own = new Set([...files].filter((file) => !filesOf(entry).has(file)));
  const places = manifest['src/lib/geo/data/places.json'];
  const wizard = '/dashboard/transports/edit/…';
  console.log(
    `${wizard.padEnd(32)} first load ${kb(total(files)).padStart(9)}  (route chunks ${kb(total(own))}; the order wizard, map excluded)${budgetNote(wizard, total(files))}`,
  );
  console.log(
    `  loaded on use: the route map ${kb(total(mapFiles))} (maplibre; lazy)` +
      (places ? `, the offline address data ${kb(sizeOf(places.file))} (at the first search)` : ''),
  );
}

// The report charts (visx) load lazily with the reports page, beside its summary request: never in a first load.
{
  const charts = manifest['src/features/reports/components/ReportCharts.tsx'];
  if (charts) {
    const inFirstLoads = routes.some(([, modules]) => {
      const keys = new Set(entry);
      for (const module of modules) closure(module, keys);
      return filesOf(keys).has(charts.file);
    });
    if (inFirstLoads) {
      console.error(`the report charts (visx) are in a route's first load: ${charts.file}`);
      failed = true;
    }
    console.log(`  loaded on use: the report charts ${kb(sizeOf(charts.file))} (visx; lazy with /dashboard/reports)`);
  }
}

/** Minified bytes of each generated file attributed to its sources through the source map's mappings. */
function bytesBySource(file) {
  const mapPath = join(dist, `${file}.map`);
  if (!existsSync(mapPath)) return new Map();
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const code = readFileSync(join(dist, file), 'utf8').split('\n');
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
  const result = new Map();
  let source = 0;
  map.mappings.split(';').forEach((line, lineIndex) => {
    const text = code[lineIndex] ?? '';
    let column = 0;
    const segments = [];
    for (const segment of line.split(',').filter(Boolean)) {
      const values = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = chars.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0];
      if (values.length > 1) source += values[1];
      segments.push([column, values.length > 1 ? source : -1]);
    }
    segments.forEach(([start, sourceIndex], index) => {
      const end = index + 1 < segments.length ? segments[index + 1][0] : text.length;
      const name = sourceIndex < 0 ? '(generated)' : map.sources[sourceIndex];
      result.set(name, (result.get(name) ?? 0) + Math.max(0, end - start));
    });
  });
  return result;
}

/** A source path's package: the npm package in node_modules, a workspace package, or the dashboard itself. */
function packageOf(path) {
  const modules = path.split('node_modules/');
  if (modules.length > 1) {
    const rest = modules[modules.length - 1].split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(path);
  if (workspace) return `@siirto/${workspace[1]}`;
  if (path.includes('src/i18n/locales/')) return '@siirto/dashboard (catalogs)';
  return path.startsWith('(') ? path : '@siirto/dashboard';
}

/** The entry's gzipped size per package: each file's gzipped size shared out by its minified bytes. */
function contributors(files) {
  const byPackage = new Map();
  for (const file of files) {
    const bytes = bytesBySource(file);
    const minified = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [source, size] of bytes) {
      const name = packageOf(source);
      byPackage.set(name, (byPackage.get(name) ?? 0) + (size / minified) * sizeOf(file));
    }
  }
  return [...byPackage].sort((a, b) => b[1] - a[1]);
}
console.log('entry by package (gzipped, shared out by minified bytes):');
for (const [name, size] of contributors(filesOf(entry)).slice(0, 12)) {
  console.log(`  ${name.padEnd(34)} ${kb(size).padStart(9)}`);
}

/** A free TCP port on 127.0.0.1. */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

async function waitFor(url, seconds = 60) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** The stub's answers to the sign-in page's start-up calls; anything else is a 404. */
const stubAnswers = {
  '/admin_data/status/': {
    WEB_VERSION: '0.0.0',
    WEBSOCKET: 0,
    WEB_TRANSPORT_CREATE_VERSION: 2,
    WEB_TRANSPORT_TRAVEL_TIME_MARGIN_PERCENT: 10,
    API_VERSION: '1.0.0',
  },
  '/enums/': { translations: [] },
};

/** What Chromium loads for the sign-in page until the network is idle: the gzipped size of every script. */
async function browserCount(path) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const preview = spawn('pnpm', ['--filter', '@siirto/dashboard', 'exec', 'vite', 'preview', '--host', '127.0.0.1'], {
    cwd: root,
    env: { ...process.env, DASHBOARD_PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    await waitFor(origin);
    const page = await browser.newPage();
    await page.route(/\/api\//, (route) => {
      const { pathname } = new URL(route.request().url());
      const body = stubAnswers[pathname.replace(/^\/api/, '')];
      return body ? route.fulfill({ json: body }) : route.fulfill({ status: 404, json: { detail: 'Not found.' } });
    });
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.origin === origin && /\.m?js$/.test(url.pathname)) scripts.add(url.pathname.slice(1));
    });
    await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
    // the count is only honest for a page that has drawn its form
    await page.locator('input[type="password"]').waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...scripts];
  } finally {
    await browser.close();
    try {
      process.kill(-preview.pid, 'SIGTERM'); // the preview server this script started
    } catch {
      // already gone
    }
  }
}

const loaded = await browserCount('/auth/login');
const browserTotal = total(loaded);
const browserOver = browserTotal > signInBrowserBudget;
failed ||= browserOver;
console.log(
  `/auth/login in Chromium until network idle: ${kb(browserTotal)} gzipped in ${loaded.length} scripts` +
    `${browserOver ? `  OVER the ${kb(signInBrowserBudget)} budget` : ` (budget ${kb(signInBrowserBudget)})`}`,
);
const lazyLoaded = loaded.filter(
  (file) => !filesOf(closure('src/features/auth/routes/AuthRoutes.tsx', new Set(entry))).has(file),
);
if (lazyLoaded.length) {
  console.log(
    `  loaded after the first chunks: ${lazyLoaded
      .map((file) => `${file.replace(/^assets\//, '')} ${kb(sizeOf(file))}`)
      .join(', ')}`,
  );
}

const lazyOnly = Object.values(manifest)
  .filter((chunk) => /maplibre|mapbox|exceljs/.test(chunk.file))
  .map((chunk) => `${chunk.file} ${kb(sizeOf(chunk.file))}`);
if (lazyOnly.length) console.log(`lazy only (never in a first load): ${lazyOnly.join(', ')}`);
const entryFiles = [...filesOf(entry)];
if (entryFiles.some((file) => /maplibre|mapbox|exceljs/.test(file))) {
  console.error('the map or Excel library is in the first chunk');
  failed = true;
}
process.exit(failed ? 1 : 0);
