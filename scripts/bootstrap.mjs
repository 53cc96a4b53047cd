// Gets a fresh machine (Node 20 and npm only) ready: pnpm, dependencies from the lockfile and, for tests,
// Debian's Chromium and Debian's PostgreSQL server. Plain Node with no dependencies, because it runs before anything is installed.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname.replace(/\/$/, '');
const PNPM_VERSION = '10.34.9';

function log(message) {
  console.log(`\x1b[36m[siirto]\x1b[0m ${message}`);
}

function commandVersion(command) {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8', shell: false });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Returns the pnpm command to use, installing pnpm when it is missing. */
export function ensurePnpm() {
  const local = join(root, '.cache', 'pnpm', 'node_modules', '.bin', 'pnpm');
  if (commandVersion('pnpm') === PNPM_VERSION) return 'pnpm';
  if (existsSync(local) && commandVersion(local) === PNPM_VERSION) return local;
  log(`installing pnpm ${PNPM_VERSION}`);
  const global = spawnSync('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`], { stdio: 'inherit' });
  if (global.status === 0 && commandVersion('pnpm') === PNPM_VERSION) return 'pnpm';
  log('global install was not possible; installing pnpm into .cache/pnpm');
  const result = spawnSync('npm', ['install', '--prefix', join(root, '.cache', 'pnpm'), `pnpm@${PNPM_VERSION}`], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Could not install pnpm; install it with: npm i -g pnpm@' + PNPM_VERSION);
  return local;
}

/** Installs dependencies from the lockfile when node_modules is missing or older than the lockfile. */
export function ensureDependencies(pnpm) {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const lock = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  log('installing dependencies from the lockfile');
  execSync(`${pnpm} install --frozen-lockfile`, { cwd: root, stdio: 'inherit' });
}

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's Chromium when it is absent and apt is usable; otherwise says what to install. */
export function ensureChromium() {
  if (existsSync(chromiumPath)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (existsSync('/usr/bin/apt-get') && isRoot) {
    log("installing Debian's Chromium (apt-get install chromium)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq chromium', { stdio: 'inherit', env });
    if (existsSync(chromiumPath)) return;
  }
  throw new Error(
    `Chromium was not found at ${chromiumPath}. Install Debian's Chromium (sudo apt-get install chromium) ` +
      'or set CHROMIUM_PATH to a Chromium binary. No browser is ever downloaded by this project.',
  );
}

/** The folder of PostgreSQL's server programs (initdb, pg_ctl, postgres), newest Debian version first; or null. */
function findPostgresBin() {
  const candidates = [];
  if (process.env.POSTGRES_BIN) candidates.push(process.env.POSTGRES_BIN);
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const versions = readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(debian, version, 'bin')));
  }
  const pgConfig = spawnSync('pg_config', ['--bindir'], { encoding: 'utf8' });
  if (pgConfig.status === 0) candidates.push(pgConfig.stdout.trim());
  return candidates.find((dir) => ['initdb', 'pg_ctl', 'postgres'].every((bin) => existsSync(join(dir, bin)))) ?? null;
}

/**
 * Returns the folder of PostgreSQL's server programs, installing Debian's PostgreSQL (apt-get install postgresql)
 * when it is absent and apt is usable. Instant when already installed. POSTGRES_BIN overrides the folder.
 */
export function ensurePostgres() {
  const found = findPostgresBin();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (existsSync('/usr/bin/apt-get') && isRoot) {
    log("installing Debian's PostgreSQL (apt-get install postgresql)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq postgresql', { stdio: 'inherit', env });
    const installed = findPostgresBin();
    if (installed) return installed;
  }
  throw new Error(
    "PostgreSQL's server programs (initdb, pg_ctl) were not found. Install Debian's PostgreSQL " +
      '(sudo apt-get install postgresql) or set POSTGRES_BIN to the folder that holds them.',
  );
}

/** nginx from Debian, for the production layout (`pnpm layout`, apps/api/bench/load/layout.mjs); or null. */
function findNginx() {
  const candidates = [process.env.NGINX_BIN, '/usr/sbin/nginx'].filter(Boolean);
  return candidates.find((path) => existsSync(path)) ?? null;
}

/**
 * Returns the path of Debian's nginx, installing it (apt-get install nginx) when it is absent and apt is usable, as
 * ensurePostgres does. The package's own service is stopped right after the install: the layout runs nginx with a
 * configuration of its own, in the foreground, and nothing else on the machine needs it. NGINX_BIN overrides.
 */
export function ensureNginx() {
  const found = findNginx();
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (existsSync('/usr/bin/apt-get') && isRoot) {
    log("installing Debian's nginx (apt-get install nginx)");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execSync('apt-get update -qq', { stdio: 'inherit', env });
    execSync('apt-get install -y -qq nginx', { stdio: 'inherit', env });
    // the package starts its default site where there is an init system; stop that one (it is not the layout's)
    spawnSync('/usr/sbin/nginx', ['-s', 'quit'], { stdio: 'ignore' });
    const installed = findNginx();
    if (installed) return installed;
  }
  throw new Error(
    "nginx was not found. Install Debian's nginx (sudo apt-get install nginx) or set NGINX_BIN to its program.",
  );
}

export function bootstrap({ chromium = false } = {}) {
  const pnpm = ensurePnpm();
  ensureDependencies(pnpm);
  if (chromium) ensureChromium();
  return pnpm;
}
