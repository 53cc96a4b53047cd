/**
 * `pnpm bench:load`'s data on PostgreSQL: migrations, the demo seed and `count` scale transports of Demo Kuljetus Oy
 * (src/seed/scale.ts). `node --import tsx bench/load/seed.ts <database url> <count>` in apps/api.
 */
import { openMigratedDatabase } from '../../src/db/database.ts';
import { seedIfEmpty } from '../../src/server.ts';
import { seedScaleTransports } from '../../src/seed/scale.ts';

const [databaseUrl, count = '100000'] = process.argv.slice(2);
if (!databaseUrl) throw new Error('usage: seed.ts <database url> <count>');
const handle = await openMigratedDatabase({
  databaseUrl,
  dataDir: 'memory://',
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
} finally {
  await handle.close();
}
