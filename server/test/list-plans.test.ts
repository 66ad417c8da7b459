import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client';
import { driverRows } from '../src/db/driver-rows';
import { buildUser } from '../src/demo/factories';
import { listProspects } from '../src/features/growth/prospects-service';
import { createTestApp, testDriver, type TestApp } from './helpers';

// A list's statement is prepared once per connection and PostgreSQL then chooses between a plan
// made once and one made for each call. With the page's size sent as a parameter it planned the
// LIMIT as a tenth of the rows, so for an account holding most of the table's rows the plan made
// once looked dearer and every request was planned afresh. The size is written into the statement.

/** `count` prospects of one user, each with its person, a second apart, newest first. */
async function fill(t: TestApp, userId: string, count: number) {
  await t.db.execute(
    sql`insert into crm_contacts (user_id, name, email, created_at)
        select ${userId}, 'Owner ' || g, 'owner' || g || '@example.com', now() - g * interval '1 second'
        from generate_series(1, ${count}) g`,
  );
  await t.db.execute(
    sql`insert into prospects (user_id, company_name, contact_id, created_at)
        select user_id, 'Company of ' || name, id, created_at from crm_contacts where user_id = ${userId}`,
  );
}

describe.runIf(testDriver === 'postgres')('a list statement on PostgreSQL', () => {
  let t: TestApp;
  let single: Database;
  let large: string;
  beforeAll(async () => {
    t = await createTestApp();
    await fill(t, (await buildUser(t.db)).id, 50);
    large = (await buildUser(t.db)).id;
    await fill(t, large, 10_000);
    await t.db.execute(sql`analyze`);
    // One connection, so the statement and its plans are that connection's.
    single = await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 1 });
  });
  afterAll(async () => {
    await single.close();
    await t.close();
  });

  it('is planned once for an account holding most of the rows, not on every page', async () => {
    for (let i = 0; i < 12; i++) {
      const page = await listProspects(single.db, large);
      expect(page.items).toHaveLength(50);
      expect(page.items[0].companyName).toBe('Company of Owner 1');
    }
    const [prepared] = await driverRows<{ generic: string; custom: string; text: string }>(
      single.db,
      sql`select generic_plans::text as generic, custom_plans::text as custom, statement as text
          from pg_prepared_statements where statement like '%from "prospects"%'`,
    );
    // PostgreSQL tries five plans made per call before it compares them with the one made once.
    expect({ custom: Number(prepared.custom), generic: Number(prepared.generic) }).toEqual({
      custom: 5,
      generic: 7,
    });
    expect(prepared.text).toMatch(/limit 51\b/);
  });

  it('keeps each page size a statement of its own', async () => {
    expect((await listProspects(single.db, large, { limit: 10 })).items).toHaveLength(10);
    expect((await listProspects(single.db, large, { limit: 100 })).items).toHaveLength(100);
    expect((await listProspects(single.db, large)).items).toHaveLength(50);
  });
});
