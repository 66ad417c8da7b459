import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { leadOrderNumber } from '../../common/contracts/lead-orders';
import { toCsv } from '../../common/csv';
import { CsvInputError, CsvReader, parseCsv, readCsvRows } from '../src/csv/parse-csv';
import { leadOrderEvents, leadOrders, orders } from '../src/db/schema';
import { safeFileName } from '../src/http/downloads';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// Uploads are read as they arrive and refused at the first row that settles it, with a sentence;
// a file name from anyone is made safe (docs/decisions/0040-uploads-read-as-a-stream.md).

/** Every row a reader makes of these pieces, in order. */
function readPieces(pieces: string[], maxColumns?: number) {
  const reader = new CsvReader({ maxColumns });
  return [...pieces.flatMap((piece) => reader.push(piece)), ...reader.end()];
}

async function collect(rows: AsyncIterable<string[]>) {
  const all: string[][] = [];
  for await (const row of rows) all.push(row);
  return all;
}

describe('the CSV reader, fed a piece at a time', () => {
  const text =
    '\uFEFFName,Note,Email\r\n"Lopez, Maria","say ""hi""\r\non two lines",m@x.com\r\n\r\nBob,"",b@x.com\n"",x"y,z\r';
  const rows = [
    ['Name', 'Note', 'Email'],
    ['Lopez, Maria', 'say "hi"\r\non two lines', 'm@x.com'],
    ['Bob', '', 'b@x.com'],
    ['', 'x"y', 'z'],
  ];

  it('reads a whole text as RFC 4180 rows, without the BOM or the blank lines', () => {
    expect(parseCsv(text)).toEqual(rows);
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n\r\nx,y,z,w\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['x', 'y', 'z', 'w'],
    ]);
  });

  it('reads the same rows wherever the text is cut, inside quotes and between \\r and \\n', () => {
    for (let cut = 0; cut <= text.length; cut++) {
      expect(readPieces([text.slice(0, cut), text.slice(cut)]), `cut at ${cut}`).toEqual(rows);
    }
    expect(readPieces([...text])).toEqual(rows);
  });

  it('takes \\r\\n split across two pieces as one line break', () => {
    expect(readPieces(['a,b\r', '\nc,d\r', '', '\n'])).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('takes "" split across two pieces as a quote, and a closing quote as the end of the cell', () => {
    expect(readPieces(['"a"', '"b",c\n"x"', ',y'])).toEqual([
      ['a"b', 'c'],
      ['x', 'y'],
    ]);
  });

  it('drops the BOM only at the very start, even when it comes alone', () => {
    expect(readPieces(['\uFEFF', 'a,b'])).toEqual([['a', 'b']]);
    expect(readPieces(['a,\uFEFFb'])).toEqual([['a', '\uFEFFb']]);
  });

  it('keeps no more than maxColumns + 1 cells of an endless row', () => {
    const [row] = readPieces([`${'x,'.repeat(100_000)}x\n`], 10);
    expect(row).toHaveLength(11);
  });

  it('decodes UTF-8 cut between the bytes of one character', async () => {
    const bytes = Buffer.from('\uFEFFName,City\r\nZoë,"Zürich, CH"\r\n', 'utf8');
    const oneByOne = (async function* () {
      for (const byte of bytes) yield Uint8Array.of(byte);
    })();
    expect(await collect(readCsvRows(oneByOne, { maxBytes: 100 }))).toEqual([
      ['Name', 'City'],
      ['Zoë', 'Zürich, CH'],
    ]);
  });

  it('stops past maxBytes and at bytes that are not UTF-8', async () => {
    const tooLarge = collect(readCsvRows(Buffer.alloc(200_000, 'a'), { maxBytes: 100_000 }));
    await expect(tooLarge).rejects.toEqual(new CsvInputError('too-large'));
    const notText = collect(readCsvRows(Buffer.from([0x61, 0xff, 0x0a]), { maxBytes: 100 }));
    await expect(notText).rejects.toEqual(new CsvInputError('not-text'));
    const lenient = readCsvRows(Buffer.from([0x61, 0xff]), { maxBytes: 100, isStrict: false });
    expect(await collect(lenient)).toEqual([['a\uFFFD']]);
  });
});

describe('a file name from anyone', () => {
  it.each([
    ['..', 'leads.csv'],
    ['.', 'leads.csv'],
    ['', 'leads.csv'],
    [' . . ', 'leads.csv'],
    ['a/../b', 'a_.._b'],
    ['\\evil', '_evil'],
    ['../../etc/passwd', '_.._etc_passwd'],
    ['.hidden.csv', 'hidden.csv'],
    ['line\r\nbreak"quote\u0000.csv', 'line__break_quote_.csv'],
    ['Dentists (Austin) - v2.csv', 'Dentists (Austin) - v2.csv'],
  ])('keeps %j as %j', (name, safe) => {
    expect(safeFileName(name, 'leads.csv')).toBe(safe);
  });

  it('is at most 120 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.csv`, 'x.csv')).toHaveLength(120);
  });
});

describe('uploading a lead file as it arrives', () => {
  let t: TestApp;
  let ops: string;
  let customer: Awaited<ReturnType<typeof signedInUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    ops = (await signedInUser(t, { role: 'operator' })).cookie;
    customer = await signedInUser(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  const header = 'Company Name,Contact Name,Email,Phone,City,State,Industry';
  const leadRows = (count: number) =>
    Array.from({ length: count }, (_, i) => `C${i},P${i},p${i}@x.co,${i},,,`).join('\n');

  /** A paid order of 250 leads, waiting for its file. */
  async function paidOrder() {
    const [order] = await t.db
      .insert(orders)
      .values({
        product: 'blu_leads',
        offer: 'standard',
        amountCents: 2500,
        email: 'buyer@example.com',
        userId: customer.user.id,
        status: 'paid',
        provider: 'simulated',
        paidAt: new Date(),
        details: {
          customerName: 'Dana Buyer',
          customerEmail: 'buyer@example.com',
          quantity: 250,
          filters: [{ type: 'Industry', value: 'Dentists' }],
        },
      })
      .returning();
    await t.db.insert(leadOrders).values({
      orderId: order.id,
      quantity: 250,
      dueAt: new Date(Date.now() + 86_400_000),
    });
    return order.id;
  }

  const deliver = (orderId: string, payload: string | Buffer | Readable, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/lead-orders/${orderId}/deliver${query}`,
      payload,
      headers: { cookie: ops, 'content-type': 'text/csv' },
    });

  /** The order as the refusal must leave it: pending, no file, no delivery in its history. */
  async function expectUntouched(orderId: string) {
    const [row] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
    expect(row).toMatchObject({
      deliveryStatus: 'pending',
      deliveredCount: null,
      fileCsv: null,
      fileName: null,
    });
    const events = await t.db
      .select()
      .from(leadOrderEvents)
      .where(eq(leadOrderEvents.orderId, orderId));
    expect(events.filter((event) => event.kind === 'delivery')).toEqual([]);
  }

  it('refuses a file of far more rows than ordered at the first row past the order', async () => {
    const orderId = await paidOrder();
    // The shape of the attack: 600,000 short rows, about 8 MB, under the 10 MB limit.
    const rows = 600_000;
    const body = `${header}\n${'C,P,p@x.co,1,,,\n'.repeat(rows)}`;
    const parsed = vi.spyOn(CsvReader.prototype, 'push');
    try {
      const reply = await deliver(orderId, body);
      expect(reply.statusCode, reply.body).toBe(400);
      expect(reply.json().message).toBe(
        'The lead file has more than the 250 leads ordered, so nothing was delivered. Send at most 250 leads; fewer refunds the rest.',
      );
      // Read a slice at a time and stopped in the first: a few thousand rows made, not 600,000.
      const made = parsed.mock.results.reduce(
        (sum, result) => sum + (result.value as string[][]).length,
        0,
      );
      expect(made).toBeLessThan(rows / 50);
    } finally {
      parsed.mockRestore();
    }
    await expectUntouched(orderId);
  });

  it('refuses a file past 10 MB, with its size declared or not', async () => {
    const orderId = await paidOrder();
    const declared = await deliver(orderId, Buffer.alloc(10 * 1024 * 1024 + 1, 'a'));
    expect(declared.statusCode, declared.body).toBe(413);
    expect(declared.json().message).toBe('The lead file is larger than 10 MB.');
    // One lead with an 11 MB cell, sent without a length: counted as it arrives.
    const cell = 'x'.repeat(1024 * 1024);
    const streamed = Readable.from(
      (function* () {
        yield `${header}\nCo,"`;
        for (let i = 0; i < 11; i++) yield cell;
        yield '",a@x.co,1,,,\n';
      })(),
    );
    const undeclared = await deliver(orderId, streamed);
    expect(undeclared.statusCode, undeclared.body).toBe(413);
    expect(undeclared.json().message).toBe('The lead file is larger than 10 MB.');
    await expectUntouched(orderId);
  });

  it('refuses a NUL in a cell with a 400 that names the row', async () => {
    const orderId = await paidOrder();
    const reply = await deliver(
      orderId,
      `${header}\nCo,Ann,a@x.co,1,,,\nCo,B\u0000b,b@x.co,2,,,\n`,
    );
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().message).toBe(
      'Row 3 of the lead file holds a character that cannot be stored (such as a NUL byte); the file is not a text CSV file.',
    );
    await expectUntouched(orderId);
  });

  it('refuses the file names "..", "a/../b" and "\\evil", and keeps a plain one', async () => {
    const orderId = await paidOrder();
    const body = `${header}\n${leadRows(250)}\n`;
    for (const name of ['..', '.', 'a/../b', '\\evil', 'x\u0001.csv']) {
      const reply = await deliver(orderId, body, `?fileName=${encodeURIComponent(name)}`);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().message, name).toMatch(/^The file name /);
    }
    await expectUntouched(orderId);
    const kept = await deliver(
      orderId,
      body,
      `?fileName=${encodeURIComponent('Dentists (TX).csv')}`,
    );
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ deliveredCount: 250, fileName: 'Dentists (TX).csv' });
  });

  it('keeps the delivered file gzipped, a fraction of its size, and serves it whole', async () => {
    const orderId = await paidOrder();
    const reply = await deliver(orderId, `${header}\n${leadRows(250)}\n`);
    expect(reply.statusCode, reply.body).toBe(200);
    const [row] = await t.db.select().from(leadOrders).where(eq(leadOrders.orderId, orderId));
    const kept = Buffer.from(row.fileCsv!);
    expect([...kept.subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    expect(kept.length).toBeLessThan(row.fileBytes! / 2);
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/blu/orders/${orderId}/file`,
      headers: { cookie: customer.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(row.fileBytes);
    expect(file.body.trim().split(/\r?\n/)).toHaveLength(251);
    expect(file.body).toContain('p249@x.co');
  });

  it('serves a name kept before the rule ("..") under the order’s own name', async () => {
    const orderId = await paidOrder();
    await t.db
      .update(leadOrders)
      .set({
        deliveryStatus: 'delivered',
        deliveredCount: 1,
        deliveredAt: new Date(),
        fileName: '..',
        fileCsv: Buffer.from(toCsv(header.split(','), [['Co', 'Ann', 'a@x.co', '1']])),
        fileBytes: 10,
      })
      .where(eq(leadOrders.orderId, orderId));
    const expected = `attachment; filename="leads-${leadOrderNumber(orderId)}.csv"`;
    for (const [url, cookie] of [
      [`/api/operator/lead-orders/${orderId}/file`, ops],
      [`/api/blu/orders/${orderId}/file`, customer.cookie],
    ]) {
      const reply = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.headers['content-disposition'], url).toBe(expected);
      // Kept plain, as files were before they were packed: served as it is.
      expect(reply.body, url).toContain('a@x.co');
    }
  });

  it('answers other requests while an upload arrives, then refuses it over the same socket', async () => {
    const orderId = await paidOrder();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const upload = httpRequest(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/operator/lead-orders/${orderId}/deliver`,
          headers: { cookie: ops, 'content-type': 'text/csv' },
        },
        (response) => {
          let body = '';
          response.on('data', (chunk) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        },
      );
      upload.on('error', reject);
      upload.write(`${header}\n${leadRows(100)}\n`);
      // While the upload is open, the order's page is answered, still pending.
      void t.app
        .inject({
          method: 'GET',
          url: `/api/operator/lead-orders/${orderId}`,
          headers: { cookie: ops },
        })
        .then((page) => {
          expect(page.statusCode).toBe(200);
          expect(page.json().deliveryStatus).toBe('pending');
          // Then far more rows than ordered, all at once: refused, and the refusal arrives.
          upload.end(`${leadRows(200_000)}\n`);
        }, reject);
    });
    const refused = await answer;
    expect(refused.status, refused.body).toBe(400);
    expect(JSON.parse(refused.body).message).toMatch(/more than the 250 leads ordered/);
    await expectUntouched(orderId);
  });
});
