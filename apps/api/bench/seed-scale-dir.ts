/**
 * Prepares a PGlite data folder for the browser bench of the transport list (scripts/bench-transport-list.mjs): the
 * demo data plus `count` scale transports (src/seed/scale.ts) in Demo Kuljetus Oy. Not a seed of the demo.
 *
 *   cd apps/api && node --import tsx bench/seed-scale-dir.ts <data folder> <count>
 */
import { openMigratedDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/server.ts';
import { seedScaleTransports } from '../src/seed/scale.ts';

const [dataDir, count = '10000'] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: seed-scale-dir.ts <data folder> <count>');
const handle = await openMigratedDatabase({ dataDir });
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
