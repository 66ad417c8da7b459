import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from './helpers';

// The move to one pipeline, from a database shaped as it was before: prospects with their own
// contact name, email and phone beside the CRM's contacts. Every row is kept, every typed value
// can still be read, and prospects and contacts sharing an address within one account are linked.

const migrations = join(import.meta.dirname, '../src/db/migrations');
const lastBefore = '0015_crm_follow_up_undo';

type Journal = { entries: Array<{ tag: string }> };

/** The migrations folder as it stood at `tag`: its files and a journal that ends there. */
function folderUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'al-migrations-'));
  cpSync(migrations, dir, { recursive: true });
  const journal: Journal = JSON.parse(readFileSync(join(dir, 'meta/_journal.json'), 'utf8'));
  const end = journal.entries.findIndex((e) => e.tag === tag);
  expect(end).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, end + 1);
  writeFileSync(join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  return dir;
}

type Sql = (text: string, params?: unknown[]) => Promise<Array<Record<string, unknown>>>;
let query: Sql;
let migrateTo: (folder: string) => Promise<void>;
let close: () => Promise<void>;

beforeAll(async () => {
  if (testDriver === 'postgres') {
    const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
    const name = `al_migration_${Date.now()}_${randomBytes(3).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
    // pool.end() answers before its connections have closed; dropping the database then ends them
    // from the server's side (57P01), which is expected here. Anything else still fails the run.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error;
    });
    const db = drizzlePg(pool);
    query = async (text, params) => (await pool.query(text, params)).rows;
    migrateTo = (folder) => migratePg(db, { migrationsFolder: folder });
    close = async () => {
      await pool.end();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  } else {
    const client = new PGlite();
    const db = drizzlePglite(client);
    query = async (text, params) =>
      (await client.query<Record<string, unknown>>(text, params)).rows;
    migrateTo = (folder) => migratePglite(db, { migrationsFolder: folder });
    close = () => client.close();
  }
});
afterAll(async () => {
  await close();
});

async function user(email: string): Promise<string> {
  const [row] = await query(
    `insert into users (username, email, password_hash) values ($1, $1, 'x') returning id`,
    [email],
  );
  return String(row.id);
}

async function contact(userId: string, fields: Record<string, string>): Promise<string> {
  const columns = Object.keys(fields);
  const [row] = await query(
    `insert into crm_contacts (user_id, ${columns.join(', ')}) values ($1, ${columns
      .map((_, i) => `$${i + 2}`)
      .join(', ')}) returning id`,
    [userId, ...Object.values(fields)],
  );
  return String(row.id);
}

async function prospect(userId: string, fields: Record<string, string>): Promise<string> {
  const columns = Object.keys(fields);
  const [row] = await query(
    `insert into prospects (user_id, ${columns.join(', ')}) values ($1, ${columns
      .map((_, i) => `$${i + 2}`)
      .join(', ')}) returning id`,
    [userId, ...Object.values(fields)],
  );
  return String(row.id);
}

// Two runs of the migrations on a fresh database: about 6 s alone, and five times that while every
// other suite shares the two cores. A wait, not a speed limit.
const MIGRATING_MS = 180_000;

describe('moving to one pipeline from two lists', () => {
  it(
    'links prospects and contacts sharing an address, keeps every row and every typed value',
    async () => {
      const before = folderUpTo(lastBefore);
      await migrateTo(before);
      rmSync(before, { recursive: true });

      const ana = await user('ana-owner@example.com');
      const ben = await user('ben-owner@example.com');
      // Ana's CRM: Maria (who is also a prospect, typed with another case and a different name),
      // a contact twice with one address, and a contact nobody tracks.
      const maria = await contact(ana, {
        name: 'Maria Lopez',
        email: 'maria@lopez.example',
        phone: '',
        company: '',
        status: 'prospect',
      });
      const twinOld = await contact(ana, { name: 'Twin A', email: 'twin@x.example' });
      await query(`update crm_contacts set created_at = now() - interval '1 day' where id = $1`, [
        twinOld,
      ]);
      const twinNew = await contact(ana, { name: 'Twin B', email: 'TWIN@x.example' });
      const loner = await contact(ana, { name: 'Lone Contact', email: 'lone@x.example' });
      // Ana's tracker.
      const mariaDeal = await prospect(ana, {
        company_name: 'Lopez Dental',
        contact_name: 'María López',
        email: 'MARIA@lopez.example',
        phone: '+1 512 555 0142',
        notes: 'Met at the expo.',
        status: 'proposal_sent',
      });
      const twinDeal = await prospect(ana, {
        company_name: 'Twin Co',
        contact_name: 'Twin A',
        email: 'twin@x.example',
      });
      const newPerson = await prospect(ana, {
        company_name: 'Harbor Bakery',
        contact_name: 'Hana Ito',
        email: 'hana@bake.example',
        phone: '555 0100',
        industry: 'Food',
        status: 'closed_won',
        source: 'BL-1234ABCD',
      });
      const nameOnly = await prospect(ana, {
        company_name: 'Name Only',
        contact_name: 'Lone Contact',
      });
      const companyOnly = await prospect(ana, { company_name: 'Just A Company' });
      // Ben has the same address as Ana's Maria: his own person, never hers.
      const bensMaria = await prospect(ben, {
        company_name: 'Ben’s Lopez',
        contact_name: 'Maria',
        email: 'maria@lopez.example',
      });
      const contactsBefore = await query('select * from crm_contacts order by id');
      const prospectsBefore = await query('select * from prospects order by id');

      await migrateTo(migrations);

      const contacts = await query('select * from crm_contacts order by id');
      const deals = await query('select * from prospects order by id');
      // Nothing deleted: every contact and prospect is still there, with its id.
      expect(deals.map((d) => d.id)).toEqual(prospectsBefore.map((p) => p.id));
      for (const old of contactsBefore) {
        const now = contacts.find((c) => c.id === old.id)!;
        expect(now).toBeDefined();
        // Nothing a contact had is overwritten: only empty fields were filled.
        for (const key of ['name', 'email', 'status', 'notes', 'position', 'created_at']) {
          expect(now[key]).toEqual(old[key]);
        }
        for (const key of ['phone', 'company']) {
          if (old[key] !== '') expect(now[key]).toEqual(old[key]);
        }
      }
      for (const old of prospectsBefore) {
        const now = deals.find((d) => d.id === old.id)!;
        for (const key of ['company_name', 'status', 'source', 'industry', 'created_at']) {
          expect(now[key]).toEqual(old[key]);
        }
        expect(String(now.notes).startsWith(String(old.notes))).toBe(true);
      }
      const deal = (id: string) => deals.find((d) => d.id === id)!;
      const person = (id: unknown) => contacts.find((c) => c.id === id)!;

      // Maria: linked, her empty phone and company filled, what the prospect called her kept.
      expect(deal(mariaDeal).contact_id).toBe(maria);
      expect(person(maria)).toMatchObject({
        name: 'Maria Lopez',
        phone: '+1 512 555 0142',
        company: 'Lopez Dental',
        status: 'prospect',
      });
      expect(deal(mariaDeal).notes).toBe(
        'Met at the expo.\n\nWritten on this prospect before it was linked to its contact: contact María López',
      );
      // An address the CRM held twice: the older contact; both contacts stay.
      expect(deal(twinDeal).contact_id).toBe(twinOld);
      expect(person(twinNew)).toBeDefined();
      // A prospect naming someone the CRM did not have: a new contact with every value it had.
      expect(person(deal(newPerson).contact_id)).toMatchObject({
        user_id: ana,
        name: 'Hana Ito',
        email: 'hana@bake.example',
        phone: '555 0100',
        company: 'Harbor Bakery',
        industry: 'Food',
        status: 'client',
        lead_source: 'Lead order BL-1234ABCD',
      });
      // A name alone merges with nobody: Lone Contact of the CRM stays unlinked, the prospect's
      // Lone Contact is a person of its own.
      expect(deal(nameOnly).contact_id).not.toBe(loner);
      expect(person(deal(nameOnly).contact_id)).toMatchObject({ name: 'Lone Contact', email: '' });
      expect(deal(companyOnly).contact_id).toBeNull();
      // Ben's prospect is Ben's person.
      expect(person(deal(bensMaria).contact_id)).toMatchObject({
        user_id: ben,
        name: 'Maria',
        email: 'maria@lopez.example',
      });
      expect(contacts).toHaveLength(contactsBefore.length + 3);
    },
    MIGRATING_MS,
  );
});
