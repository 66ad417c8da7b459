import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadOrderNumber } from '../../common/contracts/lead-orders';
import type { Prospect } from '../../common/contracts/growth';
import { toCsv } from '../../common/csv';
import { leadOrders, orders, prospects } from '../src/db/schema';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// A delivered lead order loads into the prospect tracker in one action, deduplicated by email
// (against the user's prospects and within the file), each prospect marked with the order number.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const header = ['Company Name', 'Contact Name', 'Email', 'Phone', 'Industry'];

/** A lead order of this user's, delivered with this file (as the operator console leaves it). */
async function deliveredOrder(userId: string, rows: string[][], state = 'delivered') {
  const [order] = await t.db
    .insert(orders)
    .values({
      product: 'blu_leads',
      offer: 'standard',
      amountCents: 2500,
      email: 'buyer@example.com',
      userId,
      status: 'paid',
      provider: 'simulated',
      paidAt: new Date(),
    })
    .returning();
  await t.db.insert(leadOrders).values({
    orderId: order.id,
    quantity: 250,
    deliveryStatus: state as 'delivered',
    dueAt: new Date(Date.now() + 86_400_000),
    ...(state === 'delivered'
      ? {
          deliveredCount: rows.length,
          deliveredAt: new Date(),
          fileName: 'leads.csv',
          fileCsv: Buffer.from(toCsv(header, rows), 'utf8'),
          fileBytes: 1,
        }
      : {}),
  });
  return order.id;
}

const importOrder = (cookie: string, orderId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/prospects/import',
    headers: { cookie },
    payload: { orderId },
  });

describe('loading a delivered lead order', () => {
  it('adds each address once, skips the ones already tracked, and marks the source', async () => {
    const { cookie, user } = await signedInUser(t);
    await t.app.inject({
      method: 'POST',
      url: '/api/prospects',
      headers: { cookie },
      payload: { companyName: 'Already Here', email: 'KNOWN@dental.example' },
    });
    // A person kept only in the CRM is someone the account already has too.
    await t.app.inject({
      method: 'POST',
      url: '/api/crm/contacts',
      headers: { cookie },
      payload: { name: 'Cara Crm', email: 'Cara@Crm.example' },
    });
    const orderId = await deliveredOrder(user.id, [
      ['Lopez Dental', 'Maria Lopez', 'maria@lopez.example', '+1 512 555 0142', 'Dental'],
      ['Known Dental', 'Kim', 'known@dental.example', '', 'Dental'],
      ['Crm Co', 'Cara', 'cara@crm.example', '', ''],
      ['Lopez Dental again', 'Maria', 'MARIA@lopez.example', '', ''],
      ['No Email Co', 'Nobody', '', '', ''],
      ['=HYPERLINK("x")', 'Formula', 'formula@example.com', '-5', ''],
    ]);
    const response = await importOrder(cookie, orderId);
    expect(response.statusCode, response.body).toBe(200);
    const source = leadOrderNumber(orderId);
    expect(response.json()).toEqual({
      message: 'Leads loaded into your tracker',
      source,
      imported: 2,
      skipped: 3,
      problems: [{ line: 6, reason: 'No email address' }],
    });

    const list: Prospect[] = (
      await t.app.inject({ method: 'GET', url: '/api/prospects', headers: { cookie } })
    ).json().items;
    const imported = list.filter((p) => p.source === source);
    expect(imported.map((p) => [p.companyName, p.email, p.phone, p.status]).sort()).toEqual([
      // Read back as typed: the file's spreadsheet guard (a leading ') is not part of the value.
      ['=HYPERLINK("x")', 'formula@example.com', '-5', 'new'],
      ['Lopez Dental', 'maria@lopez.example', '+1 512 555 0142', 'new'],
    ]);

    // Loading it again adds nothing.
    const again = await importOrder(cookie, orderId);
    expect(again.json()).toMatchObject({ imported: 0, skipped: 5 });
    const rows = await t.db.select().from(prospects).where(eq(prospects.userId, user.id));
    expect(rows).toHaveLength(3);
    // Each person once in the CRM: the two loaded, the one tracked before, the CRM's own.
    const people = (
      await t.app.inject({ method: 'GET', url: '/api/crm/contacts', headers: { cookie } })
    ).json().items;
    expect(people.map((p: { email: string }) => p.email.toLowerCase()).sort()).toEqual([
      'cara@crm.example',
      'formula@example.com',
      'known@dental.example',
      'maria@lopez.example',
    ]);
  });

  it('names every row it cannot use by its line, with why, and loads the rest', async () => {
    const { cookie, user } = await signedInUser(t);
    const orderId = await deliveredOrder(user.id, [
      ['Good Co', 'Gail', 'gail@good.example', '', ''],
      ['', 'No Company', 'nocompany@x.example', '', ''],
      ['Bad Mail Co', 'Bea', 'bea(at)mail', '', ''],
      ['', 'Neither', 'not-an-address', '', ''],
      ['Other Good', 'Otto', 'otto@good.example', '', ''],
    ]);
    const response = await importOrder(cookie, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 2,
      skipped: 0,
      problems: [
        { line: 3, reason: 'No company name' },
        { line: 4, reason: 'Email is not an email address' },
        { line: 5, reason: 'No company name; Email is not an email address' },
      ],
    });
    const rows = await t.db.select().from(prospects).where(eq(prospects.userId, user.id));
    expect(rows.map((r) => r.companyName).sort()).toEqual(['Good Co', 'Other Good']);
  });

  it('adds each address once when the same order is loaded many times at once', async () => {
    const { cookie, user } = await signedInUser(t);
    const orderId = await deliveredOrder(
      user.id,
      Array.from({ length: 40 }, (_, i) => [`Co ${i}`, `Person ${i}`, `p${i}@x.example`, '', '']),
    );
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => importOrder(cookie, orderId)),
    );
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.reduce((sum, a) => sum + a.json().imported, 0)).toBe(40);
    const rows = await t.db.select().from(prospects).where(eq(prospects.userId, user.id));
    expect(rows).toHaveLength(40);
  });

  it('refuses a file with more leads than its order before reading the rest, loading nothing', async () => {
    const { cookie, user } = await signedInUser(t);
    // The order is for 250: a file kept with 5,000 rows is refused at row 251.
    const orderId = await deliveredOrder(
      user.id,
      Array.from({ length: 5_000 }, (_, i) => [`Co ${i}`, `P ${i}`, `p${i}@x.example`, '', '']),
    );
    const response = await importOrder(cookie, orderId);
    expect(response.statusCode, response.body).toBe(409);
    expect(response.json().message).toBe(
      "This lead order's file has more than the 250 leads ordered, so nothing was loaded. Please contact us to have it delivered again.",
    );
    expect(await t.db.select().from(prospects).where(eq(prospects.userId, user.id))).toEqual([]);
  });

  it('names a row with a character that cannot be stored, and loads the rest', async () => {
    const { cookie, user } = await signedInUser(t);
    const orderId = await deliveredOrder(user.id, [
      ['Good Co', 'Gail', 'gail@good.example', '', ''],
      ['Nul\u0000 Co', 'Nia', 'nia@nul.example', '', ''],
      ['Fine Co', 'Fay', 'fay@fine.example', '555\u0000', ''],
    ]);
    const response = await importOrder(cookie, orderId);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      imported: 1,
      problems: [
        { line: 3, reason: 'Has a character that cannot be stored (such as a NUL byte)' },
        { line: 4, reason: 'Has a character that cannot be stored (such as a NUL byte)' },
      ],
    });
    const rows = await t.db.select().from(prospects).where(eq(prospects.userId, user.id));
    expect(rows.map((r) => r.companyName)).toEqual(['Good Co']);
  });

  it('refuses an order not yet delivered, someone else’s order and an unknown one', async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    const pending = await deliveredOrder(alice.user.id, [], 'processing');
    const aliceOrder = await deliveredOrder(alice.user.id, [['A', 'B', 'a@b.example', '', '']]);
    const notYet = await importOrder(alice.cookie, pending);
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe('This lead order has no delivered lead file yet');
    const theirs = await importOrder(bob.cookie, aliceOrder);
    const unknown = await importOrder(bob.cookie, '00000000-0000-4000-8000-000000000000');
    expect(theirs.statusCode).toBe(404);
    expect([theirs.statusCode, theirs.body]).toEqual([unknown.statusCode, unknown.body]);
    expect((await importOrder(bob.cookie, 'not-an-id')).statusCode).toBe(404);
    expect(await t.db.select().from(prospects).where(eq(prospects.userId, bob.user.id))).toEqual(
      [],
    );
    for (const payload of [{}, { orderId: 5 }, { orderId: aliceOrder, extra: 1 }]) {
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/prospects/import',
        headers: { cookie: alice.cookie },
        payload,
      });
      expect(bad.statusCode).toBe(400);
    }
  });
});
