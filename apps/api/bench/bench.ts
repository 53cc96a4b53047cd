/**
 * Benchmark: start-up time of `node --import tsx src/main.ts` on a fresh data folder (migrations + demo seed,
 * embedded MailDev) and the median latency of each list endpoint (every GET without a path parameter in
 * openapi/openapi.yaml) at the seeded size, signed in as the demo company admin. A GET that needs a query
 * parameter gets one; the ones that cannot be measured so (a mailed token, not served yet) are listed as skipped,
 * with the reason.
 *
 *   pnpm --filter @siirto/api bench            (or: cd apps/api && node --import tsx bench/bench.ts)
 *   BENCH_RUNS=100 to change the number of requests per endpoint (default 50).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { freePort } from '../scripts/postgres-cluster.mjs';
import { loadOneMinute, median } from './figures.mjs';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const specPath = fileURLToPath(new URL('../../../openapi/openapi.yaml', import.meta.url));
const runs = Number(process.env.BENCH_RUNS ?? 50);

/** user + system CPU seconds of a process (Linux /proc), a measure that does not depend on the machine's load. */
function cpuSecondsOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? ticks / 100 : null;
  } catch {
    return null;
  }
}
const availableCores = () => availableParallelism();

const dataDir = mkdtempSync(join(tmpdir(), 'siirto-bench-'));
const [port, smtpPort, webPort] = [await freePort(), await freePort(), await freePort()];
const started = performance.now();
const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
  cwd: apiDir,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    MAILDEV: '1',
    SMTP_PORT: String(smtpPort),
    MAILDEV_WEB_PORT: String(webPort),
    RATE_LIMIT_AUTH_MAX: '1000',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});

try {
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('API ready on')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`API exited (${String(code)}) before it was ready:\n${output}`)));
  });
  const startupSeconds = (performance.now() - started) / 1000;
  console.log(
    `Start-up on a fresh data folder (migrations, seed, MailDev): ${startupSeconds.toFixed(2)} s (goal < 15 s)`,
  );
  const cpu = cpuSecondsOf(child.pid);
  if (cpu !== null) console.log(`  CPU time the API process used until ready: ${cpu.toFixed(2)} s`);
  console.log(`  load average (1 min) on this machine: ${loadOneMinute()} on ${String(availableCores())} cores`);

  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin@demo.siirto.fi', password: 'Siirto!Demo2026' }),
  });
  if (!login.ok) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const { access } = (await login.json()) as { access: string };
  // The benchmark outlives the default 5-minute access token only on very slow machines; sign in again if so.
  const headers = { authorization: `jwt ${access}` };

  const spec = parse(readFileSync(specPath, 'utf8'), { maxAliasCount: -1 }) as {
    paths: Record<
      string,
      Record<string, { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> }>
    >;
  };
  const listPaths = Object.entries(spec.paths)
    .filter(([path, item]) => !path.includes('{') && item.get && !/export_excel|\/chats\//.test(path))
    .map(([path]) => path);

  // GETs that need a parameter get one; those that cannot be measured this way say why.
  const me = await fetch(`${base}/companies/me/`, { headers });
  const companyId = me.ok ? String(((await me.json()) as { id?: unknown }).id) : '';
  const queries: Record<string, string> = {
    '/pricing/get_company_pricing_extra_services/': `?company=${companyId}`,
  };
  const skipReasons: Record<string, string> = {
    '/companies/invitations/details/': 'public look-up of one invitation; needs the invitation_token of a mailed link',
    '/payments/test/': "the payment provider's test page (HTML); needs the token of a started payment",
  };

  console.log(
    `\nMedian latency over ${String(runs)} requests (goal < 20 ms); the API's CPU time per request does not depend on the load:`,
  );
  const rows: { path: string; status: number; median: number; items: string; cpuMs: number }[] = [];
  const skipped: { path: string; reason: string }[] = [];
  for (const path of listPaths) {
    const reason = skipReasons[path];
    if (reason) {
      skipped.push({ path, reason });
      continue;
    }
    const url = `${base}${path}${queries[path] ?? ''}`;
    const first = await fetch(url, { headers });
    const body = await first.text();
    if (!first.ok) {
      skipped.push({
        path,
        reason:
          first.status === 404
            ? 'not served by apps/api (404)'
            : `answered ${String(first.status)}: ${body.slice(0, 80)}`,
      });
      continue;
    }
    let items = '';
    try {
      const json = JSON.parse(body) as unknown;
      if (Array.isArray(json)) items = `${String(json.length)} items`;
      else if (json && typeof json === 'object' && 'count' in json) items = `count ${String(json.count)}`;
    } catch {
      items = 'non-JSON';
    }
    const times: number[] = [];
    const cpuBefore = cpuSecondsOf(child.pid);
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      times.push(performance.now() - t0);
    }
    const cpuAfter = cpuSecondsOf(child.pid);
    const cpuMs = cpuBefore !== null && cpuAfter !== null ? ((cpuAfter - cpuBefore) * 1000) / runs : Number.NaN;
    rows.push({ path: `${path}${queries[path] ?? ''}`, status: first.status, median: median(times), items, cpuMs });
  }
  for (const row of rows) {
    const cpu = Number.isNaN(row.cpuMs) ? '' : `  (API CPU ${row.cpuMs.toFixed(1)} ms/request)`;
    console.log(`  ${row.median.toFixed(2).padStart(6)} ms  GET ${row.path.padEnd(54)} ${row.items}${cpu}`);
  }
  if (skipped.length) {
    console.log('\nNot measured:');
    for (const row of skipped) console.log(`  skipped  GET ${row.path.padEnd(44)} ${row.reason}`);
  }
} finally {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
