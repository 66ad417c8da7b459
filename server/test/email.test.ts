import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../src/db/schema';
import { createTestApp, type TestApp } from './helpers';

type Received = { to: string; data: string };

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{
  port: number;
  received: Received[];
  close: () => Promise<void>;
}> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), data });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

const registration = (n: string) => ({
  username: `mail${n}`,
  email: `mail${n}@example.com`,
  password: 'secret-pass',
  firstName: 'Mia',
});

describe('email delivery over SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('sends the welcome email with its verification link', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('1'),
    });
    expect(response.statusCode).toBe(201);
    await t.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0].to).toBe('mail1@example.com');
    expect(smtp.received[0].data).toContain('Subject: Welcome to Agency Launchpad!');
    const body = smtp.received[0].data.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toMatch(/verify-email\?token=[\w-]{40,}/);
    // Both parts travel together: a mail program shows the HTML, or the text where it cannot.
    expect(body).toMatch(/Content-Type: multipart\/alternative/i);
    expect(body).toMatch(/Content-Type: text\/plain/i);
    expect(body).toMatch(/Content-Type: text\/html/i);
    expect(body).toMatch(/href="[^"]*verify-email\?token=[\w-]{40,}"/);
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail1@example.com'));
    expect(row.status).toBe('sent');
    // A second round sends nothing again.
    await t.mailer.deliverDue();
    expect(smtp.received).toHaveLength(1);
  });
});

describe('email delivery when SMTP is down', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of loopback.
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('never fails the registration, and keeps the email for a retry', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: registration('2'),
    });
    expect(response.statusCode).toBe(201);
    await t.mailer.deliverDue();
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail2@example.com'));
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toBeTruthy();
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('email without SMTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps the email in the outbox', async () => {
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: registration('3') });
    await t.mailer.deliverDue();
    const [row] = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, 'mail3@example.com'));
    expect(row.status).toBe('kept');
    expect(row.textBody).toContain('verify-email?token=');
    const link = row.textBody.match(/https?:\/\/\S+verify-email\?token=\S+/)?.[0];
    expect(row.htmlBody).toContain(`href="${link}"`);
  });
});
