/**
 * Benchmark of the transport list at scale (issue 15): for 1,000 / 10,000 / 100,000 transports in one company (the
 * scale data set, src/seed/scale.ts, added to the demo company on a throw-away database), the median latency of
 * filtered pages of 30 (state, cost centre, search by id and by registration, sort by pickup time) through the app
 * (routing, the query, serialisation to JSON; app.inject, no network), with the API process's CPU time per request
 * (with PGlite that includes the database; a loaded machine stretches the wall time, less the CPU time) and the
 * answer's size, and on PostgreSQL the cluster's CPU time per request (mean; the postmaster's children in /proc); page size All (10,000 rows) over HTTP to the last byte (the app listening on a local port, fetch), plain and gzipped;
 * then the list's total alone: counting every row against the list's count (exact up to 10,000, the planner's
 * estimate above). Printed figures, not a test.
 *
 *   PGlite:      cd apps/api && node --import tsx bench/transport-list.ts
 *   PostgreSQL:  cd apps/api && node scripts/with-postgres.mjs -- node --import tsx bench/transport-list.ts
 *   BENCH_RUNS (default 15), BENCH_SIZES (default 1000,10000,100000), BENCH_CASES (a regular expression: only the
 *   cases whose name matches),
 *   BENCH_EXPLAIN=1 prints under each case, for every transports query it runs, EXPLAIN (ANALYZE, BUFFERS) in one
 *   line (its scans, the indexes they use, sorts, the buffers, the execution time) and at the end of each size the
 *   cases that read the table without an index or sort more rows than the page; BENCH_EXPLAIN=full also prints each
 *   plan whole.
 *
 * The cases: the list screen's every sort column in both directions (id, state, created, pickup and destination
 * time), each without a filter and with each filter it offers (state, cost centre, two cost centres, pickup place,
 * destination place, creator me, registration search, delivered too); then the single cases kept from before
 * (search by id, pages further on, filters together), the reports page's first page of 30 and its charts' summary
 * (issue 34: aim under 50 ms at 100,000 transports), the map, and page size All.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { createTestApp, testDatabaseUrl } from '../test/support/harness.ts';
import { seedScaleTransports } from '../src/seed/scale.ts';
import { cheapCountOf, countOf, visibleTransports } from '../src/routes/transports/repository.ts';
import type { BusinessDb, CompanyContext } from '../src/routes/companies/context.ts';
import { loadOneMinute, median } from './figures.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 15);
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);

const t = await createTestApp();
const engine = testDatabaseUrl ? 'PostgreSQL' : 'PGlite';
const explain = process.env.BENCH_EXPLAIN === '1' || process.env.BENCH_EXPLAIN === 'full';
const explainWhole = process.env.BENCH_EXPLAIN === 'full';
const only = process.env.BENCH_CASES ? new RegExp(process.env.BENCH_CASES) : null;

/** Every query the app runs while `capture` is set (the list route's queries, for EXPLAIN). */
let capture: CompiledQuery[] | null = null;
const executor = t.db.getExecutor();
const execute = executor.executeQuery.bind(executor);
Object.assign(executor, {
  executeQuery: (query: CompiledQuery) => {
    capture?.push(query);
    return execute(query);
  },
});

/**
 * CPU seconds (user + system) of the PostgreSQL cluster's processes (the postmaster's children, Linux /proc): with
 * the API's own CPU time a measure of a request's cost that a loaded machine does not stretch as it does the wall
 * time. null on PGlite (its CPU time is the API process's) or without /proc.
 */
async function databaseCpuSeconds(): Promise<number | null> {
  if (!testDatabaseUrl) return null;
  try {
    const backend = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(t.db);
    const status = readFileSync(`/proc/${String(backend.rows[0]?.pid)}/status`, 'utf8');
    const postmaster = /PPid:\s+(\d+)/.exec(status)?.[1];
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        if (fields[1] === postmaster || entry === postmaster) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a query: its plan nodes (scans, indexes, rows) and times, a one-line summary, and
 * whether it is suspect: a sequential scan of more rows than the count's cap (10,001: the count of the default view
 * stops there, and the planner rightly reads that from the table), or a sort fed over 1,000 rows for a page of 30.
 */
async function explainAnalyze(
  query: CompiledQuery,
  pageRows: number,
): Promise<{ lines: string[]; summary: string; suspect: boolean }> {
  const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
    CompiledQuery.raw(`EXPLAIN (ANALYZE, BUFFERS) ${query.sql}`, [...query.parameters]),
  );
  const lines = plan.rows.map((row) => row['QUERY PLAN']);
  const buffers = lines.find((line) => /Buffers: shared/.test(line));
  // what the plan read: the most rows of one scan, of a sequential scan, and whether it sorted
  const read = { scanned: 0, sequential: 0, sorted: false };
  // the scans (with their index and rows), the sorts and the heap fetches of index-only scans, in plan order
  const nodes = lines.flatMap((line) => {
    const scan =
      /(Seq Scan|Index Only Scan|Index Scan|Bitmap Index Scan|Bitmap Heap Scan)( Backward)?(?: using (\w+))?.*actual time=\S+ rows=([\d.]+) loops=(\d+)/.exec(
        line,
      );
    if (scan) {
      const rows = Number(scan[4]) * Number(scan[5]);
      read.scanned = Math.max(read.scanned, rows);
      if (scan[1] === 'Seq Scan') read.sequential = Math.max(read.sequential, rows);
      return [`${scan[1] ?? ''}${scan[2] ?? ''}${scan[3] ? ` ${scan[3]}` : ''} ${String(rows)} rows`];
    }
    if (/-> {2}(Incremental )?Sort /.test(line)) {
      read.sorted = true;
      return ['Sort'];
    }
    const fetches = /Heap Fetches: (\d+)/.exec(line);
    return fetches ? [`(heap fetches ${fetches[1] ?? ''})`] : [];
  });
  const execution = lines.find((line) => /Execution Time/.test(line))?.replace(/.*: /, '') ?? '?';
  return {
    lines: [
      ...lines
        .filter((line) => /->|^\S|Index Cond|Filter:|Execution Time/.test(line) && !/^\s*Planning/.test(line))
        .map((line) => line.replace(/ {2}\(cost=[^)]*\)/, '').slice(0, 150)),
      `total ${buffers?.trim() ?? 'Buffers: ?'}`,
    ],
    summary: `${nodes.join(' → ')}; ${buffers?.trim().replace('Buffers: ', '') ?? ''}; ${execution}`,
    suspect: read.sequential > 10_001 || (read.sorted && pageRows <= 30 && read.scanned > 1000),
  };
}

/** The rows of an answer: a list's page (`transports`, the report's `results`) or the summary's chart buckets. */
const rowsOf = (body: unknown[] | { transports?: unknown[]; results?: unknown[]; buckets?: unknown[] }) =>
  (Array.isArray(body) ? body : (body.transports ?? body.results ?? body.buckets ?? [])).length;

try {
  const admin = await t.loginAs('admin@demo.siirto.fi');
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  const [location, secondLocation] = await t.db
    .selectFrom('business_locations')
    .select('id')
    .where('company_id', '=', company.id)
    .orderBy('id')
    .limit(2)
    .execute();
  if (!location || !secondLocation) throw new Error('the demo company has fewer than two business locations');
  const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = 'exclude_return_trips=true';
  // the list screen's sorts (spec 2 §2: id, state, created, pickup and destination time, both ways) and filters
  const sortFields = ['id', 'state', 'created', 'pickup_time', 'destination_time'];
  const orderings = sortFields.flatMap((field) => [`-${field}`, field]);
  const filters: [string, string][] = [
    ['', ''],
    [', state 5', '&state=5'],
    [', cost centre', `&business_location=${String(location.id)}`],
    [', two cost centres', `&business_location=${String(location.id)},${String(secondLocation.id)}`],
    [', pickup place', `&pickup_business_location=${String(location.id)}`],
    [', destination place', `&destination_business_location=${String(location.id)}`],
    [', creator me', '&creator=me'],
    [', search registration', '&search=abc'],
    [', delivered too', '&include_delivered=true'],
  ];
  const matrix: [string, string][] = orderings.flatMap((ordering) =>
    filters.map(([name, filter]): [string, string] => [
      `sort ${ordering}${name}`,
      `${base}&limit=30&ordering=${ordering}${filter}`,
    ]),
  );
  const pages = (middleId: number): [string, string][] => [
    ...matrix,
    ['page of 30, newest first', `${base}&limit=30&ordering=-id`],
    ['page of 30, state 5', `${base}&limit=30&ordering=-id&state=5`],
    ['page of 30, cost centre', `${base}&limit=30&ordering=-id&business_location=${String(location.id)}`],
    [
      'page of 30, cost centre + delivered',
      `${base}&limit=30&ordering=-id&include_delivered=true&business_location=${String(location.id)}`,
    ],
    ['page of 30, search id', `${base}&limit=30&ordering=-id&include_delivered=true&search=${String(middleId)}`],
    ['page of 30, search registration', `${base}&limit=30&ordering=-id&include_delivered=true&search=abc`],
    ['page of 30, sort pickup time, page 3', `${base}&limit=30&offset=60&ordering=pickup_time`],
    [
      'page of 30, state 4 + creator me + sort -destination',
      `${base}&limit=30&state=4&creator=me&ordering=-destination_time`,
    ],
  ];
  // the reports page (issue 34): its list's first page and the charts' summary (aim under 50 ms at 100,000), a path
  // of their own (every other case is a query of the transport list)
  const reports: [string, string][] = [
    ['report page of 30', '/transports/company_reports/?state__gt=5&limit=30&ordering=-id'],
    ['report summary, month by cost centre', '/transports/company_reports/summary/?state__gt=5'],
    ['report summary, week by state', '/transports/company_reports/summary/?state__gt=5&period=week&split=state'],
    [
      'report summary, one year + previous period',
      '/transports/company_reports/summary/?state__gt=5&pickup_date__gte=2026-01-01&pickup_date__lte=2026-12-31',
    ],
    // the map (issue 29): the newest 1,000 transports in states 4 to 9 with where each car was last seen
    ['map', '/transports/company/map/'],
    [
      'report summary, cost centre',
      `/transports/company_reports/summary/?state__gt=5&business_location=${String(location.id)}`,
    ],
  ];
  const allQuery = `${base}&limit=10000&ordering=-id&include_delivered=true`;
  console.log(`Transport list bench on ${engine}, ${String(runs)} runs per case, load average ${loadOneMinute()}`);
  let seeded = 0;
  for (const size of sizes) {
    const started = performance.now();
    await seedScaleTransports(t.db, company.id, size - seeded);
    seeded = size;
    // as autovacuum leaves a table some time after a bulk insert: statistics and the visibility map (index-only
    // scans read no table page) current, so that the cases do not measure the seed's aftermath
    await sql`VACUUM ANALYZE transports`.execute(t.db);
    const middle = await t.db
      .selectFrom('transports')
      .select(sql<number>`percentile_disc(0.5) within group (order by id)`.as('id'))
      .where('company_id', '=', company.id)
      .executeTakeFirstOrThrow();
    console.log(
      `\n${String(size)} transports in the company (seeded in ${(performance.now() - started).toFixed(0)} ms), load average ${loadOneMinute()}`,
    );
    const plans: [string, string[]][] = [];
    const suspects: string[] = [];
    const slow: [string, number][] = [];
    const cases = (
      [...pages(middle.id), ...reports, ['page size All (10,000), delivered too', allQuery]] satisfies [
        string,
        string,
      ][]
    ).filter(([name]) => !only || only.test(name));
    for (const [name, query] of cases) {
      const summaries: string[] = [];
      const times: number[] = [];
      const cpu: number[] = [];
      let rows = 0;
      let bytes = 0;
      let databaseCpu: number | null = null;
      for (let run = 0; run < runs + 2; run++) {
        if (run === 2) databaseCpu = await databaseCpuSeconds();
        if (run === 0 && explain) capture = [];
        const cpuBegin = process.cpuUsage();
        const begin = performance.now();
        const response = await t.app.inject({
          method: 'GET',
          url: query.startsWith('/') ? query : `/transports/company/?${query}`,
          headers: admin.headers,
        });
        const elapsed = performance.now() - begin;
        const used = process.cpuUsage(cpuBegin);
        if (capture) {
          const pageRows = rowsOf(response.json());
          for (const compiled of capture.filter(
            (q) => /^select/i.test(q.sql) && /from "transports" where "company_id" =/i.test(q.sql),
          )) {
            const plan = await explainAnalyze(compiled, pageRows);
            if (explainWhole) plans.push([name, plan.lines]);
            summaries.push(`${plan.suspect ? '!' : ' '} ${plan.summary}`);
            if (plan.suspect) suspects.push(name);
          }
          capture = null;
        }
        if (run >= 2) cpu.push((used.user + used.system) / 1000);
        if (response.statusCode !== 200) throw new Error(`${name}: ${String(response.statusCode)} ${response.body}`);
        if (run >= 2) times.push(elapsed); // two warm-up requests
        rows = rowsOf(response.json());
        bytes = response.body.length;
      }
      const databaseCpuAfter = databaseCpu === null ? null : await databaseCpuSeconds();
      const perRequest =
        databaseCpu === null || databaseCpuAfter === null
          ? ''
          : `, database CPU ${(((databaseCpuAfter - databaseCpu) * 1000) / runs).toFixed(1).padStart(6)} ms`;
      console.log(
        `  ${name.padEnd(54)} median ${median(times).toFixed(1).padStart(7)} ms, API CPU ${median(cpu).toFixed(1).padStart(7)} ms${perRequest}  (${String(rows)} rows, ${(bytes / 1024).toFixed(0)} kB)`,
      );
      for (const summary of summaries) console.log(`      ${summary}`);
      if (rows <= 30 && median(times) > 20) slow.push([name, median(times)]);
    }
    // page size All over HTTP, to the last byte of the answer: plain, and gzipped (a browser accepts gzip; fetch
    // decompresses it, so the bytes on the wire are the answer's Content-Length)
    for (const encoding of ['identity', 'gzip'].filter(() => !only || only.test('page size All over HTTP'))) {
      const times: number[] = [];
      let bytes = 0;
      let wire = 0;
      for (let run = 0; run < runs + 2; run++) {
        const begin = performance.now();
        const url = `${address}/transports/company/?${allQuery}`;
        const headers = { ...admin.headers, 'accept-encoding': encoding };
        // a kept-alive socket idle past the server's keep-alive timeout (the slow cases before, on a loaded machine)
        // is reset when reused: once more on a new one
        const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
        const body = await response.arrayBuffer();
        if (run >= 2) times.push(performance.now() - begin);
        bytes = body.byteLength;
        wire = Number(response.headers.get('content-length') ?? bytes);
      }
      console.log(
        `  ${`page size All over HTTP (${encoding}), to the last byte`.padEnd(54)} median ${median(times).toFixed(1).padStart(7)} ms  (${(bytes / 1024).toFixed(0)} kB of JSON, ${(wire / 1024).toFixed(0)} kB sent)`,
      );
    }
    // the list's count alone (the total under the table), as list.ts counts: the default view and delivered too
    const context = { company: { id: company.id }, companyUser: { role: 1 }, linkedLocationIds: [] };
    const outbound = () =>
      visibleTransports(t.db as unknown as BusinessDb, context as unknown as CompanyContext).where(
        'round_trip_is_return_trip',
        '=',
        false,
      );
    const db = t.db as unknown as BusinessDb;
    const views: [string, () => ReturnType<typeof outbound>][] = [
      ['default view (not delivered)', () => outbound().where('state', 'not in', [6, 7])],
      ['delivered too', () => outbound()],
      ['state 5', () => outbound().where('state', '=', 5)],
      [
        'cost centre (not delivered)',
        () => outbound().where('state', 'not in', [6, 7]).where('business_location_id', '=', location.id),
      ],
    ];
    // every row counted (the list before) against the list's count: exact up to 10,000, an estimate above
    const counts: [string, () => Promise<number>][] = views.flatMap(
      ([name, rows]): [string, () => Promise<number>][] => [
        [`count(*), ${name}`, () => countOf(rows())],
        [`list's count, ${name}`, async () => (await cheapCountOf(db, rows())).count],
      ],
    );
    for (const [name, count] of counts.filter(([name]) => !only || only.test(name))) {
      const times: number[] = [];
      let total = 0;
      for (let run = 0; run < runs + 2; run++) {
        const begin = performance.now();
        total = await count();
        if (run >= 2) times.push(performance.now() - begin);
      }
      console.log(`  ${name.padEnd(54)} median ${median(times).toFixed(1).padStart(7)} ms  (count ${String(total)})`);
    }
    console.log(
      `  pages of 30 over 20 ms: ${slow.length === 0 ? 'none' : slow.map(([name, ms]) => `${name} ${ms.toFixed(1)} ms`).join('; ')} (load average ${loadOneMinute()})`,
    );
    if (explain)
      console.log(
        `  ${suspects.length === 0 ? 'every case read its rows through an index' : `read over 10,001 rows of the table or sorted more than a page's rows: ${[...new Set(suspects)].join('; ')}`}`,
      );
    for (const [name, plan] of plans) {
      console.log(`  EXPLAIN (ANALYZE, BUFFERS), ${name}:`);
      for (const line of plan) console.log(`      ${line}`);
    }
  }
} finally {
  await t.close();
}
