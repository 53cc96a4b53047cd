/**
 * The map's cost in the API process (issue 29 §1: one process is one event loop, and the map's 1,000 rows were its
 * largest cost under load): the demo data plus BENCH_MAP_TRANSPORTS (default 10,000) scale transports, then
 * GET /transports/company/map/ as the company admin, BENCH_RUNS (default 25) times after 3 to warm up, through the
 * app (app.inject: routing, the query, building the rows, serialising and gzipping them; no network), with the
 * process's CPU time around each (`process.cpuUsage`; on PGlite it includes the database), the answer's rows and
 * bytes, and the statement's time in PostgreSQL (EXPLAIN ANALYZE of the map's query). Printed figures, not a test.
 *
 *   cd apps/api && node scripts/with-postgres.mjs -- node --import tsx bench/map.ts
 *   BENCH_MAP_ROUTE_POINTS=500: every map row gets a route of 500 points (the cost of reading its last point)
 */
import { CompiledQuery, sql } from 'kysely';
import { createTestApp, testDatabaseUrl } from '../test/support/harness.ts';
import { seedScaleTransports } from '../src/seed/scale.ts';
import { load, median } from './figures.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 25);
const count = Number(process.env.BENCH_MAP_TRANSPORTS ?? 10_000);

const t = await createTestApp();
try {
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  await seedScaleTransports(t.db, company.id, count);
  // BENCH_MAP_ROUTE_POINTS: a route of that many points on each of the map's 1,000 rows (the scale data has none), so
  // that the cost of reading a route's last point shows in the statement's time
  const routePoints = Number(process.env.BENCH_MAP_ROUTE_POINTS ?? 0);
  if (routePoints > 0) {
    await sql`UPDATE transports SET routes = (
        SELECT jsonb_agg(jsonb_build_object('coordinates_point', jsonb_build_object('type', 'Point',
          'coordinates', jsonb_build_array(24.9 + g / 100000.0, 60.2)), 'created', '2026-03-02T10:00:00Z'))
        FROM generate_series(1, ${routePoints}) AS g)
      WHERE id IN (SELECT id FROM transports WHERE company_id = ${company.id} AND state BETWEEN 4 AND 9
                   ORDER BY id DESC LIMIT 1000)`.execute(t.db);
    await sql`VACUUM ANALYZE transports`.execute(t.db);
  }
  const admin = await t.loginAs('admin@demo.siirto.fi');

  const captured: { query?: CompiledQuery } = {};
  const executor = t.db.getExecutor();
  const execute = executor.executeQuery.bind(executor);
  Object.assign(executor, {
    executeQuery: (query: CompiledQuery) => {
      if (/from "transports"/i.test(query.sql) && /limit/i.test(query.sql)) captured.query = query;
      return execute(query);
    },
  });

  const cpu: number[] = [];
  const wall: number[] = [];
  let rows = 0;
  let bytes = 0;
  let gzipped = 0;
  for (let run = 0; run < runs + 3; run++) {
    const cpuBegin = process.cpuUsage();
    const begin = performance.now();
    const response = await t.app.inject({
      method: 'GET',
      url: '/transports/company/map/',
      headers: { ...admin.headers, 'accept-encoding': 'gzip' },
    });
    const elapsed = performance.now() - begin;
    const used = process.cpuUsage(cpuBegin);
    if (response.statusCode !== 200) throw new Error(`map: ${String(response.statusCode)}`);
    if (run < 3) continue;
    cpu.push((used.user + used.system) / 1000);
    wall.push(elapsed);
    gzipped = response.rawPayload.length;
    if (run === 3) {
      const plain = await t.app.inject({ method: 'GET', url: '/transports/company/map/', headers: admin.headers });
      rows = plain.json<unknown[]>().length;
      bytes = plain.rawPayload.length;
    }
  }
  let database = '';
  const query = captured.query;
  if (testDatabaseUrl && query) {
    const times: number[] = [];
    for (let run = 0; run < 7; run++) {
      const plan = await t.db.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, [...query.parameters]),
      );
      const parsed = plan.rows[0]?.['QUERY PLAN'];
      const json = (typeof parsed === 'string' ? JSON.parse(parsed) : parsed) as [{ 'Execution Time': number }];
      times.push(json[0]['Execution Time']);
    }
    database = `; the statement ${median(times).toFixed(1)} ms in PostgreSQL (median of 7, EXPLAIN ANALYZE)`;
  }
  console.log(
    `map on ${testDatabaseUrl ? 'PostgreSQL' : 'PGlite'}, ${String(count)} transports, routes of ${String(routePoints)} points: ${String(rows)} rows, ${String(bytes)} bytes of JSON (${String(gzipped)} gzipped); ` +
      `CPU ${median(cpu).toFixed(1)} ms a request (median of ${String(runs)}, gzipped), wall ${median(wall).toFixed(1)} ms${database}; ` +
      `load average ${load()} (a shared machine)`,
  );
} finally {
  await t.close();
}
