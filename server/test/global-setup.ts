import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';

// Runs once before the API files: migrates one database, which every test app then starts from
// (server/test/helpers.ts), instead of each file making an empty database and migrating it. On
// PGlite that is a dump of the data directory (an empty PGlite runs initdb, several seconds); on
// PostgreSQL a template database that CREATE DATABASE copies.

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: the dump's file. PostgreSQL: the template database's name. */
    databaseTemplate: string;
  }
}

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(sql: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const tag = `${process.pid}_${randomBytes(3).toString('hex')}`;
  if (process.env.TEST_DB === 'postgres') {
    const name = `al_template_${tag}`;
    await adminQuery(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.migrate();
    await database.close();
    project.provide('databaseTemplate', name);
    return () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const database = await openDatabase({});
  await database.migrate();
  // Drizzle keeps the PGlite it was given as $client.
  const client: unknown = Reflect.get(database.db, '$client');
  if (!(client instanceof PGlite)) throw new Error('the embedded database is not PGlite');
  const dump = await client.dumpDataDir('none');
  await database.close();
  const folder = resolve('.tmp/api-templates');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `pglite-${tag}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('databaseTemplate', file);
  return () => rmSync(file, { force: true });
}
