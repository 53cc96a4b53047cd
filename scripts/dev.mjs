// `pnpm dev`: the API (restarts on change) and the dashboard with hot reload.
import { join } from 'node:path';
import { bootstrap, root } from './bootstrap.mjs';
import { startAll } from './processes.mjs';

const pnpm = bootstrap();
const apiPort = process.env.PORT ?? '8000';
startAll([
  {
    name: 'api',
    command: process.execPath,
    args: ['--import', 'tsx', '--watch', 'src/main.ts'],
    cwd: join(root, 'apps', 'api'),
    env: { PORT: apiPort, MAILDEV: process.env.SMTP_HOST ? '0' : '1', WEB_BASE_URL: 'http://localhost:5173' },
  },
  {
    name: 'dashboard',
    command: pnpm,
    args: ['--filter', '@siirto/dashboard', 'exec', 'vite', '--host', '0.0.0.0'],
    cwd: root,
    env: { DASHBOARD_PORT: '5173', SIIRTO_API_TARGET: `http://127.0.0.1:${apiPort}` },
  },
]);
