import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leadFileLimits } from '../../common/contracts/lead-orders';
import { z } from '../../common/contracts/zod';
import { leadOrders } from '../src/db/schema';
import { checkLeadFileText, LeadFileRefusal } from '../../common/lead-file';
import { parseCsv } from '../src/csv/parse-csv';
import { checkLeadFile } from '../src/features/lead-orders/lead-file';
import { createTestApp, signedInUser, type TestApp } from './helpers';

const header = 'Company Name,Contact Name,Email,Phone,City,State,Industry';

/** A lead file with one row per address given, in the Email column. */
const withEmails = (emails: string[]) =>
  [
    header,
    ...emails.map((email, i) => `Co ${i},Person ${i},${email},555-01${i},Austin,TX,Dentists`),
  ].join('\n');
const goodEmails = (count: number) => Array.from({ length: count }, (_, i) => `p${i}@x.com`);

describe('the lead file', () => {
  it('parses quoted cells with commas, quotes and line breaks, and skips blank lines', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n\r\nx,y,z,w\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('counts the leads under the header and writes them again spreadsheet-safe', async () => {
    const file = await checkLeadFile(
      Buffer.from(`\uFEFF${header}\n=1+2,Ann,a@x.com,555,,,\nB,Bob,b@x.com,556,,,\n`),
      2,
    );
    expect(file.rows).toBe(2);
    expect(file.csv.toString('utf8')).toContain("'=1+2");
  });

  it.each([
    ['empty', ''],
    ['no header', 'a,b,c,d\n1,2,3,4'],
    ['header only', `${header}\n`],
    ['uneven row', `${header}\n1,2,3`],
    ['not text', '\u0000\u0001'],
  ])('refuses a file that is %s', async (_name, body) => {
    await expect(checkLeadFile(Buffer.from(body), 10)).rejects.toThrow();
  });

  it('refuses invalid UTF-8 and more than 10 MB', async () => {
    await expect(checkLeadFile(Buffer.from([0xff, 0xfe, 0xfd]), 10)).rejects.toThrow(
      /not a text CSV/,
    );
    await expect(checkLeadFile(Buffer.alloc(10 * 1024 * 1024 + 1, 'a'), 10)).rejects.toThrow(
      /10 MB/,
    );
  });

  it('takes only cells that the CRM would take as an address, trimmed, in any header case', async () => {
    expect(leadFileLimits.requiredColumns).toContain('Email');
    const good = ['a@x.com', '  Ann.Lee+leads@Mail.Example.org ', "o'neil@x.co"];
    for (const email of good) expect(z.email().safeParse(email.trim()).success, email).toBe(true);
    const file = await checkLeadFile(
      Buffer.from(withEmails(good).replace('Email', ' EMAIL ').replace('\n', '\r\n')),
      3,
    );
    expect(file.rows).toBe(3);
    const bad = [
      'ann',
      'ann@',
      '@x.com',
      'ann@x',
      'ann@@x.com',
      'ann lee@x.com',
      'ann@x.c',
      '.ann@x.com',
      'ann..lee@x.com',
      'ann@-x.com',
      `${'a'.repeat(250)}@x.com`,
    ];
    for (const email of bad) {
      await expect(checkLeadFile(Buffer.from(withEmails([email])), 1), email).rejects.toThrow(
        'Nothing was delivered: 1 row of the lead file needs fixing.\nRow 2: Email is not an email address.',
      );
    }
  });

  it('names the bad addresses of the largest order, half of its rows, in one pass', async () => {
    const good = 'Company With A Long Name,Some Person,some.person.long.name@example.com,555,,,\n';
    const bad = `Company With A Long Name,Some Person,${'a.'.repeat(30)}@${'b.'.repeat(20)}!,5,,,\n`;
    const pairs = 1250;
    const body = Buffer.from(`${header}\n${(good + bad).repeat(pairs)}`);
    await expect(checkLeadFile(body, 2 * pairs)).rejects.toThrow(
      `Nothing was delivered: ${pairs.toLocaleString('en-US')} rows of the lead file need fixing.\nRow 3: Email is not an email address.\nRow 5:`,
    );
    await expect(checkLeadFile(body, 2 * pairs)).rejects.toThrow(
      `Row 21: Email is not an email address.\nAnd ${(pairs - 10).toLocaleString('en-US')} more rows.`,
    );
  });

  it('counts a file exactly as the console counts it before sending', async () => {
    const files = [
      `${withEmails(['a@x.com', 'b@x.com']).replaceAll('\n', '\r\n')}\r\n`,
      `\uFEFF${withEmails(['a@x.com'])}\n\n\n,,,,,,\n   \n`,
      `${header}\n"Co, ""One"" Inc","Ann\nLee",a@x.com,555,"Austin\r\nTX",TX,\n"Co 2",Bo"b,b@x.com,556,,,`,
      ` email ,PHONE,company name,Notes,City,State,Industry,Contact Name\nc@x.com,5,Co,n,,,,\n`,
    ];
    for (const text of files) {
      const checked = checkLeadFileText(text, 10);
      const server = await checkLeadFile(Buffer.from(text), 10);
      expect(server.rows, text).toBe(checked.leads.length);
      expect(parseCsv(server.csv.toString('utf8')).slice(1), text).toEqual(checked.leads);
    }
    for (const text of ['', `${header}\n`, withEmails(['nope']), 'a,b\n1,2']) {
      expect(() => checkLeadFileText(text, 10)).toThrow(LeadFileRefusal);
      await expect(checkLeadFile(Buffer.from(text), 10)).rejects.toThrow();
    }
  });

  it('keeps the customer columns in their order and leaves the others out', async () => {
    const file = await checkLeadFile(
      Buffer.from(
        'Notes,Industry,State,City,Phone,Email,Contact Name,Company Name,Website\nx,Dentists,TX,Austin,555,a@x.com,,Bright Smile,bright.example\n',
      ),
      1,
    );
    expect(parseCsv(file.csv.toString('utf8'))).toEqual([
      ['Company Name', 'Contact Name', 'Email', 'Phone', 'City', 'State', 'Industry'],
      ['Bright Smile', '', 'a@x.com', '555', 'Austin', 'TX', 'Dentists'],
    ]);
  });

  it('stops at the first lead past the order, never reading the rest of a 10 MB file', async () => {
    const row = 'Co,Person,p@x.com,5,,,\n';
    const rows = Math.floor((leadFileLimits.maxBytes - 100) / row.length);
    let sliced = 0;
    async function* chunks() {
      const text = `${header}\n${row.repeat(rows)}`;
      for (let at = 0; at < text.length; at += 16 * 1024) {
        sliced++;
        yield Buffer.from(text.slice(at, at + 16 * 1024));
      }
    }
    await expect(checkLeadFile(chunks(), 250)).rejects.toThrow(
      'The lead file has more than the 250 leads ordered, so nothing was delivered. Send at most 250 leads; fewer refunds the rest.',
    );
    // 251 rows fit in the first chunk or two: the other 600-odd were never asked for.
    expect(sliced).toBeLessThan(3);
  });
});

// The upload as the operator console sends it: a refused file leaves the order as it was.
describe('uploading a lead file with addresses that are not email addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A member's paid order of 500 leads, paid with the test card, and an operator's cookie. */
  async function paidOrder() {
    const { cookie } = await signedInUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      headers: { cookie },
      payload: {
        email: 'dana@example.com',
        product: 'blu_leads',
        productType: 'blu_leads',
        orderDetails: {
          customerName: 'Dana Buyer',
          customerEmail: 'dana@example.com',
          quantity: 500,
          filters: [{ type: 'Industry', value: 'Dentists' }],
        },
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/payments/simulated/confirm',
      payload: {
        clientSecret: created.json().clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const ops = await signedInUser(t, { role: 'operator' });
    return { orderId: created.json().orderId as string, ops: ops.cookie };
  }
  const deliver = (orderId: string, body: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/lead-orders/${orderId}/deliver`,
      payload: body,
      headers: { cookie, 'content-type': 'text/csv' },
    });
  const delivery = async (orderId: string) =>
    (await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId)))[0];

  it('refuses the whole file, naming exactly the rows, and keeps nothing', async () => {
    const { orderId, ops } = await paidOrder();
    const emails = goodEmails(12);
    emails[1] = 'not an address';
    emails[5] = 'p5@x';
    const reply = await deliver(orderId, withEmails(emails), ops);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(
      'Nothing was delivered: 2 rows of the lead file need fixing.\nRow 3: Email is not an email address.\nRow 7: Email is not an email address.',
    );
    const row = await delivery(orderId);
    expect(row).toMatchObject({
      deliveryStatus: 'pending',
      deliveredCount: null,
      fileCsv: null,
      fileName: null,
    });
  });

  it('names an empty Email cell as empty', async () => {
    const { orderId, ops } = await paidOrder();
    const emails = goodEmails(5);
    emails[0] = '  ';
    emails[2] = '';
    emails[4] = 'nope';
    const reply = await deliver(orderId, withEmails(emails), ops);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(
      'Nothing was delivered: 3 rows of the lead file need fixing.\nRow 2: Email is empty.\nRow 4: Email is empty.\nRow 6: Email is not an email address.',
    );
    expect((await delivery(orderId)).fileCsv).toBeNull();
  });

  it('lists the first 10 bad rows and counts the rest', async () => {
    const { orderId, ops } = await paidOrder();
    const emails = goodEmails(40).map((email, i) =>
      i % 2 === 1 ? email.replace('@', ' at ') : email,
    );
    const reply = await deliver(orderId, withEmails(emails), ops);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(
      [
        'Nothing was delivered: 20 rows of the lead file need fixing.',
        ...[3, 5, 7, 9, 11, 13, 15, 17, 19, 21].map(
          (line) => `Row ${line}: Email is not an email address.`,
        ),
        'And 10 more rows.',
      ].join('\n'),
    );
    expect((await delivery(orderId)).deliveryStatus).toBe('pending');
  });

  it('still delivers a file whose every Email cell is an address', async () => {
    const { orderId, ops } = await paidOrder();
    const reply = await deliver(orderId, withEmails(goodEmails(500)), ops);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toMatchObject({ deliveryStatus: 'delivered', deliveredCount: 500 });
    expect((await delivery(orderId)).fileCsv).not.toBeNull();
  });
});
