/**
 * Prepares a database for the benches: the demo data plus `count` scale transports (src/seed/scale.ts) in Demo
 * Kuljetus Oy. Not a seed of the demo. The target is a PGlite data folder (the browser bench of the transport list,
 * scripts/bench-transport-list.mjs) or a PostgreSQL URL (`pnpm bench:load`, bench/load/run.mjs; migrations and the
 * seed run without the statement timeout).
 *
 * `users` (default 0): that many more users of the company in chat groups of 50 (seedScaleUsers), one for each user
 * `pnpm bench:load` simulates.
 *
 *   cd apps/api && node --import tsx bench/seed-scale-dir.ts <data folder | postgres://…> <count> [users]
 */
import { openMigratedDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/server.ts';
import { seedScaleTransports, seedScaleUsers } from '../src/seed/scale.ts';

const [target, count = '10000', users = '0'] = process.argv.slice(2);
if (!target) throw new Error('usage: seed-scale-dir.ts <data folder | postgres://…> <count>');
const databaseUrl = /^postgres(ql)?:\/\//.test(target) ? target : undefined;
const handle = await openMigratedDatabase({
  databaseUrl,
  dataDir: databaseUrl ? 'memory://' : target,
  pool: { poolMax: 2, statementTimeoutMs: 0, connectTimeoutMs: 5000 },
});
try {
  await seedIfEmpty(handle.db);
  const company = await handle.db
    .selectFrom('companies')
    .select('id')
    .where('name', '=', 'Demo Kuljetus Oy')
    .executeTakeFirstOrThrow();
  await seedScaleTransports(handle.db, company.id, Number(count));
  if (Number(users) > 0) await seedScaleUsers(handle.db, company.id, Number(users));
} finally {
  await handle.close();
}
