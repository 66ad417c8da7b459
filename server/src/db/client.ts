import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema';

export type Schema = typeof schema;
/** Both drivers give this type, so services never know which database they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

// Next to this file in the source tree, and copied next to the bundle by the build.
const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

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
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => {
        closing = true;
        return pool.end();
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
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
}
