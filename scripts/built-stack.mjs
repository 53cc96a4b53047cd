// The benchmarks' stack (`pnpm lighthouse`, `pnpm bench:chat`, `pnpm bench:wizard`, `pnpm bench:import`, the
// transport list's bench):
// the real API on a throw-away database (DATA_DIR=memory://, the demo seed, unless `apiEnv` names another) and
// `vite preview` of the built dashboard in front of it. Both run in process
// groups of their own, stopped when the script exits; nothing else is ever stopped.
// Beside it what each of those benches opens with: its ports, the API's calls and sign-in, Chromium, and a page
// signed in as a demo user. Their figures are printed with ../apps/api/bench/figures.mjs.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';

export const root = fileURLToPath(new URL('..', import.meta.url));
export const dist = join(root, 'apps', 'dashboard', 'dist');
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The demo users' password (apps/api/src/seed). */
export const demoPassword = 'Siirto!Demo2026';

/** A bench's ports and addresses: the API's and the preview's bases, both moved by the variable `offsetVariable`. */
export function benchPorts(offsetVariable, apiBase, previewBase) {
  const offset = Number(process.env[offsetVariable] ?? 0);
  const apiPort = apiBase + offset;
  const previewPort = previewBase + offset;
  return {
    offset,
    apiPort,
    previewPort,
    api: `http://127.0.0.1:${apiPort}`,
    origin: `http://127.0.0.1:${previewPort}`,
  };
}

/** `call(path, token, init)`: a JSON call to the API at `api`, as the holder of `token` (none: signed out). */
export const apiCaller = (api) =>
  async function call(path, token, init = {}) {
    const response = await fetch(`${api}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `jwt ${token}` } : {}),
        ...init.headers,
      },
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response.json();
  };

/** Fresh `{ access, refresh }` tokens of the demo user `email`, through the API's sign-in call. */
export const signInTokens = (api, email) =>
  apiCaller(api)('/token/', null, {
    method: 'POST',
    body: JSON.stringify({ username: email, password: demoPassword }),
  });

/** Debian's Chromium, headless, as every bench drives it. */
export const launchChromium = () =>
  chromium.launch({ executablePath: chromePath, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });

/**
 * Puts the tokens (and `storage`'s other keys) into the page's localStorage on an address of the origin that loads
 * no script (the API's /version/ through the preview), so the next address opens signed in.
 */
export async function storeTokens(page, origin, tokens, storage = {}) {
  await page.goto(`${origin}/api/version/`);
  await page.evaluate(
    ({ access, refresh, others }) => {
      localStorage.setItem('accessToken', access);
      localStorage.setItem('refreshToken', refresh);
      for (const [key, value] of Object.entries(others)) localStorage.setItem(key, value);
    },
    { access: tokens.access, refresh: tokens.refresh, others: storage },
  );
}

/** Ends the script with a hint when the build or Chromium is missing. */
export function requireBuildAndChromium() {
  if (!existsSync(join(dist, 'index.html'))) {
    console.error('No build: run `pnpm --filter @siirto/dashboard build` first.');
    process.exit(1);
  }
  if (!existsSync(chromePath)) {
    console.error(`Chromium was not found at ${chromePath} (set CHROMIUM_PATH).`);
    process.exit(1);
  }
}

const children = [];
let stopping = false;
function start(command, args, options) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'], detached: true, ...options });
  let errors = '';
  child.stderr.on('data', (chunk) => (errors += chunk));
  child.on('exit', (code) => {
    if (code && !stopping) console.error(`${command} ${args.join(' ')} stopped (${code}):\n${errors}`);
  });
  children.push(child);
  return child;
}
function stopAll() {
  stopping = true;
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM'); // the process group this script started, nothing else
    } catch {
      // already gone
    }
  }
}

/** Resolves when `url` answers 2xx; rejects after `seconds`. */
export async function waitFor(url, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not answer in ${seconds} s`);
}

/** Rejects when something already listens on the port (it would answer in place of the stack's server). */
const requireFreePort = (port) =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', () => reject(new Error(`port ${port} is in use: choose another port offset`)));
    server.listen(port, '127.0.0.1', () => server.close(resolve));
  });

/**
 * Starts the API on `apiPort` (with `apiEnv` beside the benchmark settings, and `apiNodeArgs` for node itself, e.g.
 * `--inspect` for heap readings) and the preview on `previewPort`,
 * forwarding /api to the API; resolves with their addresses once both answer, and the API process's id (for its
 * memory and CPU figures).
 */
export async function startBuiltStack({ apiPort, previewPort, apiEnv = {}, apiNodeArgs = [], waitSeconds = 120 }) {
  const api = `http://127.0.0.1:${apiPort}`;
  const origin = `http://127.0.0.1:${previewPort}`;
  await requireFreePort(apiPort);
  await requireFreePort(previewPort);
  process.on('exit', stopAll);
  process.on('SIGINT', () => process.exit(130));
  const apiProcess = start('node', [...apiNodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(root, 'apps', 'api'),
    env: {
      ...process.env,
      PORT: String(apiPort),
      DATA_DIR: 'memory://',
      MAILDEV: '0',
      RATE_LIMIT_AUTH_MAX: '1000',
      ...apiEnv,
    },
  });
  start('pnpm', ['--filter', '@siirto/dashboard', 'exec', 'vite', 'preview', '--host', '127.0.0.1', '--strictPort'], {
    cwd: root,
    env: { ...process.env, DASHBOARD_PORT: String(previewPort), SIIRTO_API_TARGET: api },
  });
  await waitFor(`${api}/version/`, waitSeconds);
  await waitFor(origin, waitSeconds);
  return { api, origin, apiPid: apiProcess.pid };
}
