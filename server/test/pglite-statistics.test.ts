import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { buildUser } from '../src/demo/factories';
import { analyzeGrownTables } from '../src/db/fresh-statistics';

// PGlite has no autovacuum: without fresh statistics a 10,000-contact CRM page is planned as a
// scan and sort of every contact instead of one index range (the embedded default's leftover).

const client = new PGlite();
const db = drizzle(client, { schema });
const listPlan = async (userId: string) =>
  (
    await client.query<{ 'QUERY PLAN': string }>(
      `explain select * from crm_contacts where user_id = $1
       order by created_at desc nulls last, id desc nulls last limit 51`,
      [userId],
    )
  ).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe('PGlite statistics', () => {
  let userId: string;
  beforeAll(async () => {
    await migrate(db, { migrationsFolder: 'server/src/db/migrations' });
    userId = (await buildUser(db)).id;
    await client.query(
      `insert into crm_contacts (user_id, name, created_at)
       select $1, 'Contact ' || g, now() - g * interval '1 second' from generate_series(1, 10000) g`,
      [userId],
    );
  });
  afterAll(() => client.close());

  it('analyses a table that grew, so a page of a large CRM is one index range', async () => {
    expect(await listPlan(userId)).not.toContain('crm_contacts_user_created_idx');
    expect(await analyzeGrownTables(db)).toContain('public.crm_contacts');
    expect(await listPlan(userId)).toMatch(/Index Scan using crm_contacts_user_created_idx/);
  });

  it('leaves tables alone until they grow again', async () => {
    expect(await analyzeGrownTables(db)).toEqual([]);
  });
});
