// `npm start`: installs what is missing, builds the dashboard, and starts the API (embedded database with
// demo data), the MailDev inbox and the dashboard. Ctrl-C stops all of them.
import { execSync } from 'node:child_process';
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { startAll } from './processes.mjs';

const started = Date.now();
const pnpm = bootstrap();
const apiPort = process.env.PORT ?? '8000';
const dashboardPort = process.env.DASHBOARD_PORT ?? '5173';
const maildevPort = process.env.MAILDEV_WEB_PORT ?? '1080';

console.log('[siirto] building the dashboard');
execSync(`${pnpm} --filter @siirto/dashboard build`, { cwd: root, stdio: 'inherit' });

let apiReady = false;
let dashboardReady = false;
const announce = () => {
  if (!apiReady || !dashboardReady) return;
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`
\x1b[1mSiirto is running\x1b[0m (started in ${seconds} s)
  Dashboard   http://localhost:${dashboardPort}
  API         http://localhost:${apiPort}
  Mail inbox  http://localhost:${maildevPort}   (every e-mail the API sends lands here)

Demo sign-ins (password for all: Siirto!Demo2026):
  admin@demo.siirto.fi       company admin, Demo Kuljetus Oy
  user@demo.siirto.fi        basic user, Demo Kuljetus Oy
  pending@demo.siirto.fi     company awaiting approval
  coordinator@demo.siirto.fi account_type 9 (top navigation)
  staff@demo.siirto.fi       staff user

Press Ctrl-C to stop everything.`);
};

startAll([
  {
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', 'src/main.ts'],
    cwd: join(root, 'apps', 'api'),
    env: {
      PORT: apiPort,
      MAILDEV: process.env.SMTP_HOST ? '0' : '1',
      MAILDEV_WEB_PORT: maildevPort,
      WEB_BASE_URL: process.env.WEB_BASE_URL ?? `http://localhost:${dashboardPort}`,
      // media URLs are relative to the dashboard's origin by default (/api/media/…): set only to override
      ...(process.env.API_BASE_URL ? { API_BASE_URL: process.env.API_BASE_URL } : {}),
    },
    onLine: (line) => {
      if (line.includes('API ready')) {
        apiReady = true;
        announce();
      }
    },
  },
  {
    name: 'dashboard',
    command: pnpm,
    args: ['--filter', '@siirto/dashboard', 'exec', 'vite', 'preview', '--host', '0.0.0.0'],
    cwd: root,
    env: { DASHBOARD_PORT: dashboardPort, SIIRTO_API_TARGET: `http://127.0.0.1:${apiPort}` },
    onLine: (line) => {
      if (line.includes('Local')) {
        dashboardReady = true;
        announce();
      }
    },
  },
]);
