import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseEvents, registerDatabaseEvents } from './events';
import { hasAutovacuum, keepStatisticsFresh } from './fresh-statistics';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, Schema } from './types';

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /**
   * Runs `work` while holding the migration lock, on the connection that holds it: what every
   * process does once at start beyond migrating (the demo seed) runs in one process at a time.
   * PGlite is one process, so there it simply runs.
   */
  underMigrationLock: <T>(work: (db: Db) => Promise<T>) => Promise<T>;
  close: () => Promise<void>;
};

// Next to this file in the source tree, and copied next to the bundle by the build.
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any number of processes may start together and each migrates: the first to take this lock
// applies the migrations, the others wait and then find nothing left to do, instead of racing to
// create the same tables (which fails with a duplicate key in pg_type).
const MIGRATION_LOCK_ID = 4_201_868_731;

async function underLock<T>(
  pool: pg.Pool,
  work: (locked: NodePgDatabase<typeof schema>) => Promise<T>,
): Promise<T> {
  // A session-level lock belongs to one connection, so the work runs on that connection (which
  // also keeps a small pool from waiting on itself for a second one).
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await work(drizzlePg(client, { schema }));
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export type DatabaseOptions = {
  databaseUrl?: string;
  dataDir?: string;
  poolSize?: number;
  /**
   * PGlite in memory only: starts from this copy of a data directory (PGlite's dumpDataDir) instead
   * of an empty one. Making an empty one runs initdb, which takes seconds; the API tests start each
   * file from one migrated copy.
   */
  pgliteDump?: Blob;
};

/** PostgreSQL when a URL is given, otherwise PGlite in dataDir (or in memory when dataDir is omitted). */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 20,
    });
    let closing = false;
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => {
      if (!closing) console.error(`database connection lost: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema });
    const events = new DatabaseEvents(options.databaseUrl, pool);
    registerDatabaseEvents(db, events);
    // A server running without autovacuum gets its statistics kept by the app, as PGlite does.
    const stopAnalyzing = (await hasAutovacuum(db))
      ? async () => {}
      : keepStatisticsFresh(db, () => !closing);
    return {
      db,
      driver: 'postgres',
      migrate: () => underLock(pool, (locked) => migratePg(locked, { migrationsFolder })),
      underMigrationLock: (work) => underLock(pool, work),
      close: async () => {
        closing = true;
        await stopAnalyzing();
        await events.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    // PGlite creates only the last folder of its path.
    mkdirSync(dirname(options.dataDir), { recursive: true });
    client = new PGlite(options.dataDir);
  } else {
    client = new PGlite({ loadDataDir: options.pgliteDump });
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const stopAnalyzing = keepStatisticsFresh(db, () => !client.closed);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    underMigrationLock: (work) => work(db),
    close: async () => {
      await stopAnalyzing();
      await client.close();
    },
  };
}
