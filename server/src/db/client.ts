import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { DatabaseEvents, registerDatabaseEvents } from './events';
import { keepStatisticsFresh } from './pglite-analyze';
import * as schema from './schema';
import type { Db } from './types';

export type { Db, Schema } from './types';

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// Next to this file in the source tree, and copied next to the bundle by the build.
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

// Any number of processes may start together and each migrates: the first to take this lock
// applies the migrations, the others wait and then find nothing left to do, instead of racing to
// create the same tables (which fails with a duplicate key in pg_type).
const MIGRATION_LOCK_ID = 4_201_868_731;

async function migrateUnderLock(pool: pg.Pool): Promise<void> {
  // A session-level lock belongs to one connection, so the migrations run on that connection.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    client.release();
  }
}

export type DatabaseOptions = { databaseUrl?: string; dataDir?: string; poolSize?: number };

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
    return {
      db,
      driver: 'postgres',
      migrate: () => migrateUnderLock(pool),
      close: async () => {
        closing = true;
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
    client = new PGlite();
  }
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const stopAnalyzing = keepStatisticsFresh(client);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: async () => {
      await stopAnalyzing();
      await client.close();
    },
  };
}
