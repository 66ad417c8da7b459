import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driverRows } from '../src/db/driver-rows';
import { analyzeGrownTables } from '../src/db/fresh-statistics';
import { buildUser } from '../src/demo/factories';
import { createTestApp, type TestApp } from './helpers';

// Without autovacuum (PGlite has none; a PostgreSQL server may run with it off, as this machine's
// does) the app keeps the planner's statistics itself: a large account's page of contacts is then
// one index range, not a scan and sort of every contact it holds.

const listPlan = async (t: TestApp, userId: string) =>
  (
    await driverRows<{ 'QUERY PLAN': string }>(
      t.db,
      sql`explain select * from crm_contacts where user_id = ${userId}
          order by created_at desc nulls last, id desc nulls last limit 51`,
    )
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');

describe('statistics kept fresh by the app', () => {
  let t: TestApp;
  let userId: string;
  beforeAll(async () => {
    t = await createTestApp();
    userId = (await buildUser(t.db)).id;
    await t.db.execute(
      sql`insert into crm_contacts (user_id, name, created_at)
          select ${userId}, 'Contact ' || g, now() - g * interval '1 second'
          from generate_series(1, 10000) g`,
    );
  });
  afterAll(() => t.close());

  it('analyses a table that grew, so a page of a large CRM is one index range', async () => {
    // The app's own round may have come first: either way the table is analysed now.
    await analyzeGrownTables(t.db);
    const [analysed] = await driverRows<{ at: string | null }>(
      t.db,
      sql`select coalesce(last_analyze, last_autoanalyze)::text as at
          from pg_stat_user_tables where relname = 'crm_contacts'`,
    );
    expect(analysed?.at).not.toBeNull();
    expect(await listPlan(t, userId)).toMatch(/Index Scan using crm_contacts_user_created_idx/);
  });

  it('leaves tables alone until they grow again', async () => {
    expect(await analyzeGrownTables(t.db)).toEqual([]);
  });
});
