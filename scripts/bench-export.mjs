#!/usr/bin/env node
/**
 * Benchmark of the report's Excel export (GET /transports/company_reports/export_excel/): the time until the last
 * byte of the file and the API process's peak memory while it writes 1,000, 10,000 and 50,000 report rows. Goal:
 * 10,000 rows in at most 2 s. It prints figures, it asserts nothing (`npm test` never runs it).
 *
 *   node scripts/bench-export.mjs              BENCH_ROWS=1000,10000 to choose the sizes
 *
 * The API runs in this process (the test harness's app on an in-memory PGlite with the demo data), listening on a
 * local port; the demo company gets copies of a delivered transport until it has the size's report rows, and the
 * file is read over HTTP as a browser would, into nothing. Memory is sampled every 5 ms: the peak of the resident
 * set, of the V8 heap and of external memory (buffers, and PGlite's WebAssembly memory, which grows and never
 * shrinks) above what they were before the request (after a garbage collection). The CPU seconds of
 * the process (API and the reading client, both in it) are printed too: unlike the time, they hardly depend on how
 * busy the machine is.
 */
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { loadOneMinute } from '../apps/api/bench/figures.mjs';

const apiDir = fileURLToPath(new URL('../apps/api/', import.meta.url));

if (!process.env.BENCH_EXPORT_CHILD) {
  // run again inside apps/api with its TypeScript loader and an explicit garbage collector
  const child = spawn(process.execPath, ['--expose-gc', '--import', 'tsx', fileURLToPath(import.meta.url)], {
    cwd: apiDir,
    env: { ...process.env, BENCH_EXPORT_CHILD: '1' },
    stdio: 'inherit',
  });
  child.on('exit', (code) => process.exit(code ?? 1));
} else {
  await benchmark();
}

async function benchmark() {
  const sizes = (process.env.BENCH_ROWS ?? '1000,10000,50000').split(',').map(Number);
  const { createTestApp } = await import(pathToFileURL(`${apiDir}test/support/harness.ts`).href);
  // kysely is apps/api's dependency, resolved from there
  const kysely = await import(pathToFileURL(createRequire(`${apiDir}package.json`).resolve('kysely')).href);
  const sql = kysely.sql ?? kysely.default.sql;
  const t = await createTestApp();
  const { headers } = await t.loginAs('admin@demo.siirto.fi');
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  const source = await t.db
    .selectFrom('transports')
    .select('id')
    .where('company_id', '=', company.id)
    .where('state', '=', 6)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const columns = (
    await sql`select column_name from information_schema.columns where table_name = 'transports' and column_name <> 'id' order by ordinal_position`.execute(
      t.db,
    )
  ).rows.map((row) => row.column_name);
  const columnList = sql.join(columns.map((column) => sql.ref(column)));
  const reportRows = async () =>
    (
      await t.db
        .selectFrom('transports')
        .select(sql`count(*)::int`.as('count'))
        .where('company_id', '=', company.id)
        .where('state', 'in', [6, 7, 8, 9])
        .executeTakeFirstOrThrow()
    ).count;

  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  console.log(
    `report export benchmark: ${String(sizes.join(', '))} rows, load average ${loadOneMinute()}, node ${process.version}`,
  );
  console.log(
    'rows     time (s)   CPU (s)   file (kB)   peak RSS over start (MB)   peak heap over start (MB)   peak external over start (MB)',
  );
  for (const size of sizes) {
    const missing = size - (await reportRows());
    if (missing > 0) {
      await sql`insert into transports (${columnList}) select ${columnList} from transports, generate_series(1, ${missing}) where id = ${source.id}`.execute(
        t.db,
      );
    }
    // one warm-up request, so each size measures the export and not the first compile of its code
    await download(port, headers, 'state__gt=5&state=7');
    globalThis.gc?.();
    const start = process.memoryUsage();
    let peakRss = start.rss;
    let peakHeap = start.heapUsed;
    let peakExternal = start.external;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakExternal = Math.max(peakExternal, now.external);
    }, 5);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const bytes = await download(port, headers, 'state__gt=5');
    const seconds = (performance.now() - began) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    clearInterval(sampler);
    const mb = (value) => (value / 1024 / 1024).toFixed(1);
    console.log(
      `${String(await reportRows()).padEnd(8)} ${seconds.toFixed(2).padStart(8)}   ${cpuSeconds.toFixed(2).padStart(7)}   ${String(Math.round(bytes / 1024)).padStart(9)}   ${mb(peakRss - start.rss).padStart(24)}   ${mb(peakHeap - start.heapUsed).padStart(25)}   ${mb(peakExternal - start.external).padStart(29)}`,
    );
  }
  console.log('goal: 10,000 rows in at most 2 s');
  await t.close();
}

/** GETs the export and counts its bytes without keeping them; rejects on anything but a 200. */
function download(port, headers, query) {
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path: `/transports/company_reports/export_excel/?${query}`, headers },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`export answered ${String(response.statusCode)}`));
          response.resume();
          return;
        }
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
        response.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
