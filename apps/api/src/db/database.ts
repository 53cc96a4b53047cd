import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, type Migration, type MigrationProvider, Migrator, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  /** The embedded database when PGlite is used (tests clone it). */
  pglite: PGlite | null;
  close(): Promise<void>;
}

/** PostgreSQL returns int8 (count(*)) as text; make it a number. */
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export function openDatabaseFromPglite(pglite: PGlite): DatabaseHandle {
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return {
    db,
    pglite,
    async close() {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/**
 * DATABASE_URL set: PostgreSQL through `pg`. Otherwise PGlite in `dataDir` (`memory://` keeps it in memory).
 * `template`: a PGlite data-dir dump to start a NEW database from (skips initdb); ignored for existing folders.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (a restart, an administrator) must not crash the process: pg emits
    // it on the pool, and an 'error' event without a listener is an uncaught exception. The pool reconnects.
    pool.on('error', (error) => {
      console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pglite: null, close: () => db.destroy() };
  }
  const fromTemplate = options.template ? { loadDataDir: options.template } : {};
  let pglite: PGlite;
  if (options.dataDir === 'memory://') {
    pglite = await PGlite.create(fromTemplate);
  } else {
    const folder = join(options.dataDir, 'pgdata');
    const isNew = !existsSync(join(folder, 'PG_VERSION'));
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(folder, isNew ? fromTemplate : {});
  }
  return openDatabaseFromPglite(pglite);
}

const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

/** Every `NNN_name.ts` in ./migrations, in name order. */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const migrations: Record<string, Migration> = {};
    const files = readdirSync(migrationsDir)
      .filter((file) => /^\d+_.+\.(ts|js)$/.test(file) && !file.endsWith('.d.ts') && !file.includes('.test.'))
      .sort();
    for (const file of files) {
      const module = (await import(pathToFileURL(join(migrationsDir, file)).href)) as Migration;
      migrations[file.replace(/\.(ts|js)$/, '')] = module;
    }
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider() });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** Hash of the migration files: a cached migrated template is valid only for the same migrations. */
function migrationsKey(): string {
  const hash = createHash('sha256').update('pglite-0.5.16;');
  for (const file of readdirSync(migrationsDir).sort())
    hash.update(file).update(readFileSync(join(migrationsDir, file)));
  return hash.digest('hex').slice(0, 20);
}

/**
 * PGlite's first start (initdb) is the slow part of starting on a fresh data folder. After the first migration on
 * this machine, the empty migrated database is kept as a dump in the OS temp folder and new databases start from
 * it (then migrate as usual). Set SIIRTO_NO_DB_TEMPLATE=1 to always start from scratch.
 */
export async function openMigratedDatabase(options: { databaseUrl?: string | undefined; dataDir: string }) {
  if (options.databaseUrl || process.env.SIIRTO_NO_DB_TEMPLATE === '1') {
    const handle = await openDatabase(options);
    await migrateToLatest(handle.db);
    return handle;
  }
  const cacheFile = join(tmpdir(), `siirto-api-migrated-${migrationsKey()}.tar`);
  let template: Blob | undefined;
  try {
    if (existsSync(cacheFile)) template = new Blob([readFileSync(cacheFile)]);
  } catch {
    template = undefined;
  }
  const handle = await openDatabase({ ...options, template });
  await migrateToLatest(handle.db);
  if (!template && handle.pglite) {
    try {
      const empty = (await handle.db.selectFrom('users').select('id').limit(1).executeTakeFirst()) === undefined;
      if (empty) {
        const dump = await handle.pglite.dumpDataDir('none');
        const partial = `${cacheFile}.${process.pid}.tmp`;
        writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
        renameSync(partial, cacheFile);
      }
    } catch {
      // The cache only speeds up later starts.
    }
  }
  return handle;
}
