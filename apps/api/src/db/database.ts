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

/** The PostgreSQL pool's limits (Config.databasePool). */
export interface PoolSettings {
  poolMax: number;
  /** 0: no statement timeout. */
  statementTimeoutMs: number;
  connectTimeoutMs: number;
}

export const DEFAULT_POOL: PoolSettings = { poolMax: 10, statementTimeoutMs: 10_000, connectTimeoutMs: 5000 };

/**
 * The pool of one process. Faults (db/faults.ts) become 503s, never a crash or a hang:
 * - the server goes away: idle connections emit 'error' on the pool and connections in use on their client (both
 *   handled here: without a listener either would be an uncaught exception), broken ones are dropped, and the next checkout connects anew, so the pool serves again
 *   as soon as the server is back;
 * - a slow or saturated server: a checkout waits at most `connectTimeoutMs`, a statement runs at most
 *   `statementTimeoutMs` (the server cancels it, and pg gives up on its own a second later if the answer never
 *   comes), and a transaction left idle is ended by the server, so a connection always comes back to the pool.
 */
export function createPool(connectionString: string, settings: PoolSettings = DEFAULT_POOL): pg.Pool {
  const timeouts =
    settings.statementTimeoutMs > 0
      ? {
          statement_timeout: settings.statementTimeoutMs,
          query_timeout: settings.statementTimeoutMs + 1000,
          idle_in_transaction_session_timeout: settings.statementTimeoutMs * 2,
        }
      : {};
  const pool = new pg.Pool({
    connectionString,
    max: settings.poolMax,
    connectionTimeoutMillis: settings.connectTimeoutMs,
    keepAlive: true,
    ...timeouts,
  });
  // pg-pool takes its own 'error' listener off a client while it is checked out: a connection that breaks under a
  // running query would emit 'error' with no listener, an uncaught exception that ends the process. The query
  // itself fails with the error (a 503), and the pool drops the broken client when it comes back.
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  let lastLogged = 0;
  pool.on('error', (error) => {
    // One line per burst: a restart ends every idle connection at once.
    if (Date.now() - lastLogged > 5000) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
    lastLogged = Date.now();
  });
  return pool;
}

/**
 * DATABASE_URL set: PostgreSQL through `pg`. Otherwise PGlite in `dataDir` (`memory://` keeps it in memory).
 * `template`: a PGlite data-dir dump to start a NEW database from (skips initdb); ignored for existing folders.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  template?: Blob | undefined;
  pool?: PoolSettings | undefined;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = createPool(options.databaseUrl, options.pool);
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
export async function openMigratedDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  pool?: PoolSettings | undefined;
}) {
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
