import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmLimits, crmMessages, type Contact } from '../../common/contracts/crm';
import {
  contactImportLimits,
  contactImportMessages,
  importBatches,
  importRowsOf,
  mapColumns,
  readImportFile,
  type ContactImportResult,
} from '../../common/contracts/crm-import';
import { toCsv } from '../../common/csv';
import { crmContacts } from '../src/db/schema';
import { listAllContacts } from './crm-pages';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Importing contacts from a CSV file as the browser does it: the file read and mapped from its
// header (common/contracts/crm-import.ts), then sent a batch at a time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const importUrl = '/api/crm/contacts/import';
const send = (cookie: string | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: importUrl,
    headers: cookie ? { cookie } : {},
    payload: payload as object,
  });

type Outcome = { created: number; duplicates: number[]; problems: ContactImportResult['problems'] };

/** Reads, maps and sends a CSV text the way the import dialog does; answers the sums. */
async function importCsv(cookie: string, csv: string): Promise<Outcome> {
  const file = readImportFile(csv);
  const { rows, problems } = importRowsOf(file, mapColumns(file.header));
  const outcome: Outcome = { created: 0, duplicates: [], problems: [...problems] };
  for (const batch of importBatches(rows)) {
    const response = await send(cookie, { rows: batch });
    expect(response.statusCode, response.body).toBe(200);
    const result: ContactImportResult = response.json();
    expect(result.message).toBe(contactImportMessages.imported);
    outcome.created += result.created;
    outcome.duplicates.push(...result.duplicates);
    outcome.problems.push(...result.problems);
  }
  outcome.problems.sort((a, b) => a.line - b.line);
  return outcome;
}

const contactsOf = async (userId: string) =>
  t.db.select().from(crmContacts).where(eq(crmContacts.userId, userId));

const exportOf = async (cookie: string) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/crm/contacts/export.csv',
      headers: { cookie },
    })
  ).body;

describe('importing contacts from a CSV file', () => {
  it('imports the good rows and names every bad one by its line and the form’s reasons', async () => {
    const { cookie, user } = await signedInUser(t);
    const csv = [
      'Name,Email,Phone,Company,Deal value (USD),Status',
      'Maria Lopez,maria@lopez.example,+1 512 555 0142,Lopez Dental,"1,500.50",Prospect',
      ',nobody@example.com,,,,',
      'Bea Bad,bea(at)mail,,,,',
      '',
      'Dee Minus,dee@example.com,,,-5,lead',
      'Stu Status,stu@example.com,,,,Someday',
      `Long Notes,long@example.com,${'9'.repeat(crmLimits.phone + 5)},,,`,
      'Vic Value,vic@example.com,,,lots,',
      'Otto Good,otto@good.example,,Good Co,,client',
    ].join('\r\n');
    const outcome = await importCsv(cookie, csv);
    expect(outcome).toEqual({
      created: 2,
      duplicates: [],
      problems: [
        { line: 3, reason: crmMessages.nameRequired },
        { line: 4, reason: crmMessages.invalidEmail },
        // Line 5 is blank: not a row, but still counted, as the spreadsheet numbers it.
        { line: 6, reason: crmMessages.dealValueNegative },
        { line: 7, reason: crmMessages.statusInvalid },
        { line: 8, reason: crmMessages.tooLong('Phone', crmLimits.phone) },
        { line: 9, reason: crmMessages.dealValueNumber },
      ],
    });
    const rows = await contactsOf(user.id);
    expect(
      rows.map((r) => [r.name, r.email, r.phone, r.company, r.dealValue, r.status]).sort(),
    ).toEqual([
      ['Maria Lopez', 'maria@lopez.example', '+1 512 555 0142', 'Lopez Dental', 1500.5, 'prospect'],
      ['Otto Good', 'otto@good.example', '', 'Good Co', null, 'client'],
    ]);
  });

  it('names a row with every reason at once', async () => {
    const { cookie } = await signedInUser(t);
    const outcome = await importCsv(cookie, 'Name,Email,Notes\n,not-an-address,ok\n');
    expect(outcome.problems).toEqual([
      { line: 2, reason: `${crmMessages.nameRequired}; ${crmMessages.invalidEmail}` },
    ]);
    expect(outcome.created).toBe(0);
  });

  it('creates each address once: against the account (any case) and within the file', async () => {
    const { cookie, user } = await signedInUser(t);
    const kept = await t.app.inject({
      method: 'POST',
      url: '/api/crm/contacts',
      headers: { cookie },
      payload: { name: 'Kim Kept', email: 'Kim@Kept.example', phone: '' },
    });
    expect(kept.statusCode).toBe(201);
    // Two people without an address are two people.
    const outcome = await importCsv(
      cookie,
      [
        'Email,Name,Phone',
        'KIM@kept.example,Kim Again,555 0100',
        'new@one.example,New One,',
        'New@One.Example,New One Again,',
        ',No Address,',
        ',No Address,',
      ].join('\n'),
    );
    expect(outcome).toEqual({ created: 3, duplicates: [2, 4], problems: [] });
    const rows = await contactsOf(user.id);
    expect(rows.map((r) => r.name).sort()).toEqual([
      'Kim Kept',
      'New One',
      'No Address',
      'No Address',
    ]);
    // The person the account had is left as they were.
    expect(rows.find((r) => r.name === 'Kim Kept')?.phone).toBe('');

    // The same file again adds nobody with an address.
    const again = await importCsv(cookie, 'Email,Name\nkim@kept.example,Kim\nnew@one.example,N\n');
    expect(again).toEqual({ created: 0, duplicates: [2, 3], problems: [] });
  });

  it('keeps formula cells as inert text, guarded again in every export', async () => {
    const { cookie, user } = await signedInUser(t);
    const csv = toCsv(
      ['Name', 'Email', 'Notes', 'Lead source'],
      [['=HYPERLINK("http://evil.example","x")', 'f@example.com', '@SUM(A1)', '+cmd']],
    );
    // toCsv guarded them with an apostrophe; a file from elsewhere has them bare.
    const bare = 'Name,Notes\n-2+3,=1+2\n';
    expect((await importCsv(cookie, csv)).created).toBe(1);
    expect((await importCsv(cookie, bare)).created).toBe(1);
    const rows = await contactsOf(user.id);
    expect(rows.map((r) => [r.name, r.notes, r.leadSource]).sort()).toEqual([
      ['-2+3', '=1+2', ''],
      ['=HYPERLINK("http://evil.example","x")', '@SUM(A1)', '+cmd'],
    ]);
    const exported = await exportOf(cookie);
    expect(exported).toContain(`"'=HYPERLINK(""http://evil.example"",""x"")",f@example.com`);
    expect(exported).toContain(`,'@SUM(A1),`);
    expect(exported).toContain(`,'-2+3,`);
    expect(exported).toContain(`,'=1+2,`);
    // No cell of the export starts a formula.
    const cells = exported.split(/\r\n|,/);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('imports its own export back unchanged, the header mapping itself', async () => {
    const { cookie } = await signedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/crm/contacts',
      headers: { cookie },
      payload: {
        name: 'Zoë Ørsted',
        email: 'zoe@example.com',
        phone: '+45 1234 5678',
        company: 'Smith, Jones & "Co"',
        position: 'CEO',
        industry: 'Retail',
        address: 'Line 1\nLine 2',
        leadSource: '@twitter',
        dealValue: 1500.5,
        notes: '=1+2',
        status: 'closed_lost',
      },
    });
    const { existingPerson: _new, ...original }: Contact & { existingPerson: boolean } =
      created.json();
    const csv = await exportOf(cookie);
    const file = readImportFile(csv);
    expect(mapColumns(file.header)).toEqual([
      null,
      'name',
      'email',
      'phone',
      'company',
      'position',
      'industry',
      'address',
      'leadSource',
      'dealValue',
      'notes',
      'status',
      null,
      null,
      null,
    ]);
    // Into another account: the same person, every field as it was.
    const other = await signedInUser(t);
    expect(await importCsv(other.cookie, csv)).toEqual({
      created: 1,
      duplicates: [],
      problems: [],
    });
    const [copy] = await listAllContacts(t, other.cookie);
    const fields = (c: Contact) => {
      const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = c;
      return rest;
    };
    expect(fields(copy)).toEqual(fields(original));
    // Into the same account: nobody twice.
    expect(await importCsv(cookie, csv)).toEqual({ created: 0, duplicates: [2], problems: [] });
  });

  it('imports 10,000 rows in one import, every one listed, nobody else’s touched', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const bobs = await t.app.inject({
      method: 'POST',
      url: '/api/crm/contacts',
      headers: { cookie: bob.cookie },
      payload: { name: 'Bob Own', email: 'person1@bulk.example' },
    });
    expect(bobs.statusCode).toBe(201);
    const lines = ['Name,Email,Company,Phone,Notes'];
    for (let i = 1; i <= 10_000; i++) {
      lines.push(`Person ${i},person${i}@bulk.example,Company ${i % 97},555 01${i % 100},Row ${i}`);
    }
    const outcome = await importCsv(alice.cookie, lines.join('\n'));
    expect(outcome).toEqual({ created: 10_000, duplicates: [], problems: [] });
    const listed = await listAllContacts(t, alice.cookie, '', 100);
    expect(listed).toHaveLength(10_000);
    expect(new Set(listed.map((c) => c.email)).size).toBe(10_000);
    // Bob's address was no duplicate of Alice's, and Bob still has his one contact.
    const bobsList = await listAllContacts(t, bob.cookie);
    expect(bobsList.map((c) => c.name)).toEqual(['Bob Own']);
  }, 600_000);

  it('names a row whose cell cannot be stored, and imports the rest of the file', async () => {
    const { cookie, user } = await signedInUser(t);
    const outcome = await importCsv(cookie, 'Name,Notes\nGood Gail,fine\nNul Ned,a\u0000b\n');
    expect(outcome).toEqual({
      created: 1,
      duplicates: [],
      problems: [{ line: 3, reason: crmMessages.invalidCharacter('Notes') }],
    });
    expect((await contactsOf(user.id)).map((r) => r.name)).toEqual(['Good Gail']);
  });
});

describe('the import route refuses', () => {
  const oneRow = { rows: [{ line: 2, cells: { name: 'Ann' } }] };

  it('a signed-out visitor with 401, creating nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(crmContacts);
    const response = await send(undefined, oneRow);
    expect(response.statusCode).toBe(401);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(crmContacts);
    expect(after[0].n).toBe(before[0].n);
  });

  it.each([
    ['no rows', { rows: [] }, contactImportMessages.rowsRequired],
    ['rows that are not a list', { rows: 'Ann' }, contactImportMessages.rowsRequired],
    [
      'a line that is no line',
      { rows: [{ line: 1, cells: {} }] },
      contactImportMessages.lineInvalid,
    ],
    ['a fractional line', { rows: [{ line: 2.5, cells: {} }] }, contactImportMessages.lineInvalid],
    [
      'a cell that is not text',
      { rows: [{ line: 2, cells: { name: 5 } }] },
      contactImportMessages.cellInvalid,
    ],
    [
      'a cell past its length',
      { rows: [{ line: 2, cells: { name: 'x'.repeat(crmLimits.name + 2) } }] },
      contactImportMessages.cellInvalid,
    ],
    ['an unknown field', { rows: [{ line: 2, cells: { password: 'x' } }] }, null],
    [
      'more rows than a batch takes',
      {
        rows: Array.from({ length: contactImportLimits.rowsPerRequest + 1 }, (_, i) => ({
          line: i + 2,
          cells: { name: `P${i}` },
        })),
      },
      contactImportMessages.tooManyRows,
    ],
  ])('%s with 400 and a sentence, creating nothing', async (_what, payload, message) => {
    const { cookie, user } = await signedInUser(t);
    const response = await send(cookie, payload);
    expect(response.statusCode, response.body).toBe(400);
    const body = response.json();
    expect(typeof body.message).toBe('string');
    if (message) expect(body.message).toContain(message);
    expect(await contactsOf(user.id)).toEqual([]);
  });

  it('a body past its size with 413, creating nothing', async () => {
    const { cookie, user } = await signedInUser(t);
    const row = (i: number) => ({ line: i + 2, cells: { name: 'N', notes: 'n'.repeat(5000) } });
    const response = await send(cookie, { rows: Array.from({ length: 500 }, (_, i) => row(i)) });
    expect(response.statusCode).toBe(413);
    expect(await contactsOf(user.id)).toEqual([]);
  });

  it('a third batch of one account at once with 429 and Retry-After', async () => {
    const { cookie, user } = await signedInUser(t);
    // Two batches are held in the works (as two slow ones would be); a third waits its turn.
    await t.db.execute(
      sql`insert into rate_limit_counters (key, hits, resets_at) values (${`contact-imports-at-once:${user.id}`}, 2, now() + interval '1 minute')`,
    );
    const response = await send(cookie, oneRow);
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe(String(contactImportLimits.retryAfterSeconds));
    expect(response.json().message).toBe(contactImportMessages.busy);
    expect(await contactsOf(user.id)).toEqual([]);
    // Another account imports meanwhile.
    const other = await signedInUser(t);
    expect((await send(other.cookie, oneRow)).statusCode).toBe(200);
  });
});
