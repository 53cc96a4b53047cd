import { mkdirSync, readdirSync } from 'node:fs';
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
pg.types.setTypeParser(20, (value: string) => Number(value));

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
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, pglite: null, close: () => db.destroy() };
  }
  let pglite: PGlite;
  if (options.dataDir === 'memory://') {
    pglite = await PGlite.create();
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    pglite = await PGlite.create(join(options.dataDir, 'pgdata'));
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
