import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allResourceEntries } from '../../content/learning/resources';
import { learningText } from '../../content/learning-text';
import { forgetCachedUser } from '../src/core/sessions';
import { certificates, generatedDocuments, rateLimitCounters, users } from '../src/db/schema';
import { createWorkerPool, WorkerPoolBusyError } from '../src/workers/pool';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// A low hourly limit, so a burst meets it whatever the machine's speed: renders of different
// documents can never be served from a kept copy, so at most this many of them are made.
const HOURLY = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PDF_RENDER_LIMIT_PER_HOUR: String(HOURLY) });
});
afterAll(async () => {
  await t?.close();
});

const pdfOf = (cookie: string, slug: string) =>
  t.app.inject({ method: 'GET', url: `/api/download-pdf/${slug}`, headers: { cookie } });

/** The text of a PDF, as pdftotext reads it, on one line. */
function pdfText(body: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'file.pdf');
  writeFileSync(file, body);
  return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

const keptRows = (userId: string) =>
  t.db.select().from(generatedDocuments).where(eq(generatedDocuments.userId, userId));

/** One of the two sentences a refused render gets, the hourly one naming the Retry-After. */
const refusalFor = (retryAfter: number) => [
  learningText.pdf.tooManyAtOnce,
  learningText.pdf.tooManyThisHour(retryAfter),
];

describe('PDF downloads under a burst', () => {
  it("renders a handful for a burst from one account, answers the rest 429 with Retry-After and a sentence, and still serves another account's PDF", async () => {
    const burster = await signedInUser(t);
    const other = await signedInUser(t);
    const slugs = allResourceEntries.slice(0, 12).map((entry) => entry.slug);
    const [otherReply, ...burst] = await Promise.all([
      pdfOf(other.cookie, slugs[0]),
      ...slugs.map((slug) => pdfOf(burster.cookie, slug)),
    ]);

    expect(otherReply.statusCode).toBe(200);
    expect(otherReply.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const served = burst.filter((reply) => reply.statusCode === 200);
    const refused = burst.filter((reply) => reply.statusCode === 429);
    expect(served.length + refused.length).toBe(burst.length);
    expect(served.length).toBeGreaterThanOrEqual(1);
    expect(served.length).toBeLessThanOrEqual(HOURLY);
    for (const reply of refused) {
      const retryAfter = Number(reply.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(refusalFor(retryAfter)).toContain(reply.json().message);
    }
    // Each document served was made once and kept; nothing else was made.
    expect(await keptRows(burster.user.id)).toHaveLength(served.length);
  });

  it('refuses a render past the hourly limit until the window ends, but still serves a kept copy', async () => {
    const { user, cookie } = await signedInUser(t);
    const slugs = allResourceEntries.map((entry) => entry.slug);
    for (const slug of slugs.slice(0, HOURLY)) {
      expect((await pdfOf(cookie, slug)).statusCode).toBe(200);
    }
    const past = await pdfOf(cookie, slugs[HOURLY]);
    expect(past.statusCode).toBe(429);
    const retryAfter = Number(past.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(past.json().message).toBe(learningText.pdf.tooManyThisHour(retryAfter));
    expect(await keptRows(user.id)).toHaveLength(HOURLY);

    const kept = await pdfOf(cookie, slugs[0]);
    expect(kept.statusCode).toBe(200);
  });

  it('answers 429 while two of the account’s PDFs are being made, from any process', async () => {
    const { user, cookie } = await signedInUser(t);
    const slug = allResourceEntries[0].slug;
    // Two renders in the making elsewhere, as another process records them.
    const key = `document-renders-at-once:${user.id}`;
    await t.db
      .insert(rateLimitCounters)
      .values({ key, hits: 2, resetsAt: new Date(Date.now() + 3_600_000) });
    const refused = await pdfOf(cookie, slug);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json().message).toBe(learningText.pdf.tooManyAtOnce);
    expect(await keptRows(user.id)).toHaveLength(0);

    await t.db.update(rateLimitCounters).set({ hits: 1 }).where(eq(rateLimitCounters.key, key));
    expect((await pdfOf(cookie, slug)).statusCode).toBe(200);
    // The claim was given back once the PDF was made.
    const [claim] = await t.db
      .select()
      .from(rateLimitCounters)
      .where(eq(rateLimitCounters.key, key));
    expect(claim.hits).toBe(1);
  });
});

describe('kept PDFs', () => {
  it('serves a second download from the copy kept in the database', async () => {
    const { user, cookie } = await signedInUser(t);
    const slug = allResourceEntries[1].slug;
    const first = await pdfOf(cookie, slug);
    expect(first.statusCode).toBe(200);
    const [row] = await keptRows(user.id);
    expect(row.documentKey).toBe(`resource:${slug}`);
    expect(row.body.equals(first.rawPayload)).toBe(true);

    // Mark the kept copy (a PDF comment after the end is still a valid PDF): the next download
    // must be exactly these bytes, which no fresh render would produce.
    const marked = Buffer.concat([row.body, Buffer.from('\n% kept copy\n')]);
    await t.db
      .update(generatedDocuments)
      .set({ body: marked })
      .where(eq(generatedDocuments.userId, user.id));
    const second = await pdfOf(cookie, slug);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(marked)).toBe(true);
  });

  it('makes a new PDF with the new name once the account’s name changes', async () => {
    const { user, cookie } = await signedInUser(t, { firstName: 'Ada', lastName: 'Lovelace' });
    const slug = allResourceEntries[2].slug;
    const before = await pdfOf(cookie, slug);
    expect(pdfText(before.rawPayload)).toContain('Ada Lovelace');
    const [oldRow] = await keptRows(user.id);

    await t.db
      .update(users)
      .set({ firstName: 'Grace', lastName: 'Hopper' })
      .where(eq(users.id, user.id));
    // What a change of name does: every process forgets the account's cached session.
    forgetCachedUser(t.db, user.id);
    const after = await pdfOf(cookie, slug);
    expect(after.statusCode).toBe(200);
    const text = pdfText(after.rawPayload);
    expect(text).toContain('Grace Hopper');
    expect(text).not.toContain('Ada Lovelace');
    const rows = await keptRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0].fingerprint).not.toBe(oldRow.fingerprint);
    expect(rows[0].body.equals(after.rawPayload)).toBe(true);
  });

  it('names the certificate file after the certificate and the learner, on one landscape sheet', async () => {
    const { user, cookie } = await signedInUser(t);
    await t.db
      .insert(certificates)
      .values({ id: 'Xk3v9Qp2LmN8rT5wYb7cZa', userId: user.id, learnerName: 'Zoë Brontë' });
    const reply = await t.app.inject({
      method: 'GET',
      url: '/api/certificates/mine/pdf',
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(200);
    const fileName = 'Agency Launchpad certificate – Zoë Brontë.pdf';
    expect(fileName).toBe(learningText.certificate.fileName('Agency Launchpad', 'Zoë Brontë'));
    expect(reply.headers['content-disposition']).toBe(
      `attachment; filename="Agency Launchpad certificate _ Zo_ Bront_.pdf"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    const raw = reply.rawPayload.toString('latin1');
    expect(raw.match(/\/Type \/Page\b/g)).toHaveLength(1);
    expect(raw).toContain('/MediaBox [0 0 841.89 595.28]');
    const text = pdfText(reply.rawPayload);
    expect(text).toContain('Zoë Brontë');
    expect(text).toContain('Xk3v9Qp2LmN8rT5wYb7cZa');

    // A new name on the certificate is a new file.
    await t.db
      .update(certificates)
      .set({ learnerName: 'Emily Brontë' })
      .where(eq(certificates.userId, user.id));
    const renamed = await t.app.inject({
      method: 'GET',
      url: '/api/certificates/mine/pdf',
      headers: { cookie },
    });
    expect(pdfText(renamed.rawPayload)).toContain('Emily Brontë');
    const [row] = await t.db
      .select()
      .from(generatedDocuments)
      .where(
        and(
          eq(generatedDocuments.userId, user.id),
          eq(generatedDocuments.documentKey, 'certificate'),
        ),
      );
    expect(row.body.equals(renamed.rawPayload)).toBe(true);
  });
});

describe('the worker pool', () => {
  it('runs a TypeScript worker module off the request thread and refuses work past its queue', async () => {
    const pool = createWorkerPool({ threads: 1, maxQueue: 1 });
    try {
      const module = join(import.meta.dirname, '../src/features/learning/pdf.ts');
      const task = {
        module,
        name: 'resourcePdfTask',
        input: {
          document: allResourceEntries[0].resource.document,
          reader: { name: 'Dana Example', email: 'dana@example.com' },
        },
      };
      const results = await Promise.allSettled(
        Array.from({ length: 5 }, () => pool.run<Uint8Array>(task)),
      );
      const made = results.filter((r) => r.status === 'fulfilled');
      const busy = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof WorkerPoolBusyError,
      );
      expect(made.length).toBeGreaterThanOrEqual(1);
      expect(made.length + busy.length).toBe(5);
      expect(busy.length).toBeGreaterThanOrEqual(3);
      const pdf = Buffer.from((made[0] as PromiseFulfilledResult<Uint8Array>).value);
      expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
      expect(pool.completed).toBe(made.length);
    } finally {
      await pool.close();
    }
  });
});
