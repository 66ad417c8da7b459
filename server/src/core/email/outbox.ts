import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { renderEmail, type RenderedEmail } from './render';
import { announceEmail, listenForEmail } from './wake';

/** Both parts, rendered from one message before the caller's transaction where it can be. */
export type OutgoingEmail = { to: string } & RenderedEmail;

// Waits before the 1st, 2nd, ... retry; after the last one the email is marked failed.
const RETRY_DELAYS_MS = [30_000, 2 * 60_000, 10 * 60_000, 60 * 60_000, 6 * 60 * 60_000];
// A new email wakes the sender as it commits; the poll sends retries when they fall due, and
// anything a lost notification left waiting.
const POLL_EVERY_MS = 15_000;
const ROUND_SIZE = 50;
// Longer than the slowest send can take (nodemailer gives up on a silent socket after 10 minutes).
const LEASE_MS = 15 * 60_000;

/**
 * Writes the email to the outbox, in the caller's transaction when there is one, and wakes the
 * senders once it commits; the caller's request never waits on SMTP.
 */
export async function enqueueEmail(db: Db, email: OutgoingEmail): Promise<string> {
  const [row] = await db
    .insert(emailOutbox)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: emailOutbox.id });
  await announceEmail(db);
  return row.id;
}

/**
 * The first render loads react-dom/server and compiles the layout (about 100 ms here); doing it
 * at start keeps that out of the transaction of the first order paid after a restart.
 */
function warmUpRenderer(log: Logger) {
  renderEmail({ subject: '', preheader: '', heading: '', greeting: '', body: [] }).catch(
    (error: unknown) => log.warn({ err: error }, 'the email renderer did not warm up'),
  );
}

export type Mailer = {
  /** Delivers everything due now; resolves when the round is done. */
  deliverDue: () => Promise<void>;
  /** Listens for new emails and polls for retries. A mailer never started sends only when asked. */
  start: () => void;
  stop: () => Promise<void>;
};

export function createMailer(options: {
  db: Db;
  smtpUrl?: string;
  from: string;
  log: Logger;
}): Mailer {
  const { db, log } = options;
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;
  let stopListening: (() => Promise<void>) | null = null;
  let stopped = false;

  /**
   * Takes the oldest due email for this process alone: the attempt counts and the email leaves
   * the due list for LEASE_MS, so another process (or this one's next round) never sends it at
   * the same time, and an email whose process died mid-send is tried again once the lease ends.
   */
  async function claimDueEmail() {
    // The database's clock, as the email's own due time was written with: a JavaScript date has
    // only milliseconds, so an email queued in the same millisecond as a claim (microseconds
    // later) was not yet due and waited for the next poll; and every process shares one clock.
    const oldestDue = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(and(eq(emailOutbox.status, 'pending'), lte(emailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(asc(emailOutbox.createdAt))
      .limit(1)
      .for('update', { skipLocked: true });
    const [email] = await db
      .update(emailOutbox)
      .set({
        attempts: sql`${emailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + ${LEASE_MS} * interval '1 millisecond'`,
      })
      .where(inArray(emailOutbox.id, oldestDue))
      .returning();
    return email;
  }

  // Each claim counts an attempt, so the count tells whether this process still holds the claim:
  // one that outlived its lease must not overwrite what the process that took over recorded.
  const isStillClaimed = (email: { id: string; attempts: number }) =>
    and(eq(emailOutbox.id, email.id), eq(emailOutbox.attempts, email.attempts));

  async function round(): Promise<void> {
    for (let sent = 0; sent < ROUND_SIZE && !stopped; sent++) {
      const email = await claimDueEmail();
      if (!email) return;
      if (!transport) {
        // No SMTP: the email stays readable in the outbox and its links go to the log.
        const links = email.textBody.match(/https?:\/\/\S+/g) ?? [];
        log.info({ to: email.toAddress, subject: email.subject, links }, 'email kept in outbox');
        await db.update(emailOutbox).set({ status: 'kept' }).where(isStillClaimed(email));
        continue;
      }
      try {
        await transport.sendMail({
          from: options.from,
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody ?? undefined,
        });
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date(), lastError: null })
          .where(isStillClaimed(email));
      } catch (error) {
        const attempts = email.attempts;
        const delay = RETRY_DELAYS_MS[attempts - 1];
        const message = error instanceof Error ? error.message : String(error);
        log.warn(
          { to: email.toAddress, subject: email.subject, attempts, err: message },
          'email send failed',
        );
        await db
          .update(emailOutbox)
          .set({
            lastError: message.slice(0, 500),
            status: delay === undefined ? 'failed' : 'pending',
            nextAttemptAt: sql`now() + ${delay ?? 0} * interval '1 millisecond'`,
          })
          .where(isStillClaimed(email));
      }
    }
  }

  function deliverDue(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          await round();
        } while (again && !stopped);
      } catch (error) {
        log.error({ err: error }, 'email delivery round failed');
      } finally {
        running = null;
      }
    })();
    return running;
  }

  // A round after the current tick, so a burst of emails committed together shares it.
  const wake = () => {
    if (!stopped) setImmediate(() => void deliverDue());
  };

  return {
    deliverDue,
    start: () => {
      warmUpRenderer(log);
      stopListening = listenForEmail(db, wake, (error) =>
        log.warn({ err: error }, 'not listening for new emails; the poll sends them'),
      );
      timer = setInterval(() => void deliverDue(), POLL_EVERY_MS);
      timer.unref();
      void deliverDue();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      await stopListening?.();
      await running;
      transport?.close();
    },
  };
}
