import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseEventsFor } from '../src/db/events';
import { emailOutbox } from '../src/db/schema';
import { enqueueEmail } from '../src/core/email/outbox';
import { createTestApp, type TestApp, pollUntil } from './helpers';

// A started mailer sends a queued email as soon as the transaction that queued it commits: no
// route asks it to, and the 15-second poll is only for retries.

// Anything sooner than the outbox's 15-second poll can only be the wake; the most room below it,
// so a busy machine does not fail the test.
const soonerThanThePoll = 12_000;

const statusOf = (t: TestApp, to: string) => async () =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, to))).map(
    (row) => row.status,
  );

describe('the outbox wakes its sender', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
    t.mailer.start();
    // On PostgreSQL the mailer listens on a connection of its own, opened by start().
    const events = databaseEventsFor(t.db);
    if (events) await pollUntil(async () => events.isHearing('email_outbox'), Boolean, 30_000);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('sends an email queued in a transaction once it commits, well before the poll', async () => {
    const to = 'wake.commit@example.com';
    await t.db.transaction(async (tx) => {
      await enqueueEmail(tx, {
        to,
        subject: 'Wake',
        text: 'Sent on commit.',
        html: '<p>Sent on commit.</p>',
      });
      // A sender woken now would find nothing yet and leave the email to the next poll.
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(await pollUntil(statusOf(t, to), (s) => s[0] === 'kept', soonerThanThePoll)).toEqual([
      'kept',
    ]);
  });

  it('sends nothing for a transaction that rolls back', async () => {
    const to = 'wake.rollback@example.com';
    await expect(
      t.db.transaction(async (tx) => {
        await enqueueEmail(tx, {
          to,
          subject: 'Never',
          text: 'Rolled back.',
          html: '<p>Rolled back.</p>',
        });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await statusOf(t, to)()).toEqual([]);
  });

  it('sends the receipt of a free order without the route asking', async () => {
    const email = 'wake.receipt@example.com';
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/free-order',
      payload: { email, product: 'toolbox', promoCode: t.config.promoCode },
      remoteAddress: '198.18.9.1',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await pollUntil(statusOf(t, email), (s) => s[0] === 'kept', soonerThanThePoll)).toEqual([
      'kept',
    ]);
  });
});
