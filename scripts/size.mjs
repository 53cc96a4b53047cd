// `pnpm size`: gzipped JavaScript per route of the built dashboard (apps/dashboard/dist, Vite manifest).
// A route's first load is the entry chunk plus everything its lazy route module imports statically; the
// sign-in route's first load must stay at or under 180 kB gzipped.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const dist = join(root, 'apps', 'dashboard', 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
const signInBudget = 180 * 1024;

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
  ['/shared/transport/{id}', ['src/features/tracking/routes/SharedTransportRoute.tsx']],
  ['/payment/success', ['src/features/payment/routes/PaymentSuccessRoute.tsx']],
];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
console.log(`entry (every route): ${kb(total(filesOf(entry)))} gzipped`);
console.log(
  `dashboard shell: +${kb(total(new Set([...filesOf(dashboardShell)].filter((file) => !filesOf(entry).has(file)))))}`,
);
let failed = false;
for (const [route, modules] of routes) {
  const keys = new Set(entry);
  for (const module of modules) {
    if (!manifest[module]) console.warn(`  (no chunk for ${module})`);
    closure(module, keys);
  }
  const files = filesOf(keys);
  const own = new Set([...files].filter((file) => !filesOf(entry).has(file)));
  const firstLoad = total(files);
  const overBudget = route.includes('sign-in') && firstLoad > signInBudget;
  failed ||= overBudget;
  console.log(
    `${route.padEnd(32)} first load ${kb(firstLoad).padStart(9)}  (route chunks ${kb(total(own))})${overBudget ? `  OVER the ${kb(signInBudget)} budget` : ''}`,
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
