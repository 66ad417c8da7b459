import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { buildUser } from '../src/demo/factories';
import { users } from '../src/db/schema';
import { createLogger, scrubErrorText } from '../src/logger';
import { createTestApp, type TestApp } from './helpers';

// What reaches the log: the app with the production logger writing into memory. A failed query
// and a refused login must leave no email, password hash, name or token in any line.

let t: TestApp;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  app = await buildApp({
    config: t.config,
    db: t.db,
    mailer: t.mailer,
    logger: createLogger({ level: 'info' }, destination),
  });
  // Stand-ins for a bug: queries that fail with a person's data among their values.
  app.get('/api/test/duplicate-user', async () => {
    const [user] = await t.db.select().from(users).where(eq(users.firstName, 'Zebediah'));
    await t.db.insert(users).values({ ...user, id: undefined });
    return {};
  });
  app.get('/api/test/bad-cast', async () => {
    await t.db.execute(sql`select ${'secret.person@example.com'}::uuid`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const logged = () => lines.join('');

describe('the log', () => {
  it('keeps the values of a failed query out, and still says what failed', async () => {
    const person = await buildUser(t.db, {
      email: 'zeb.private@example.com',
      firstName: 'Zebediah',
      lastName: 'Quillfeather',
    });
    const [row] = await t.db.select().from(users).where(eq(users.id, person.id));
    lines.length = 0;
    for (const url of ['/api/test/duplicate-user', '/api/test/bad-cast']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ message: 'Something went wrong. Please try again.' });
    }
    const text = logged();
    expect(text).toContain('request failed');
    expect(text).toContain('Failed query');
    for (const secret of [
      'zeb.private@example.com',
      row.passwordHash,
      row.passwordHash.slice(-20),
      'Zebediah',
      'Quillfeather',
      person.username,
      'secret.person@example.com',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });

  it('keeps a refused login, and query strings, free of what the visitor sent', async () => {
    const person = await buildUser(t.db, {
      email: 'ann.private@example.com',
      firstName: 'Annabeth',
    });
    lines.length = 0;
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: person.email, password: 'Wrong-Password-123' },
      remoteAddress: '10.77.0.1',
    });
    expect(wrong.statusCode).toBe(401);
    const right = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: person.username, password: person.password },
      remoteAddress: '10.77.0.2',
    });
    expect(right.statusCode).toBe(200);
    const token = right.cookies.find((c) => c.name === 'al_session')!.value;
    await app.inject({
      method: 'GET',
      url: '/api/auth/current-user',
      headers: { cookie: `al_session=${token}` },
    });
    await app.inject({
      method: 'GET',
      url: `/api/ai-toolbox-access?email=${encodeURIComponent(person.email)}&order=00000000-0000-4000-8000-000000000000`,
      remoteAddress: '10.77.0.3',
    });
    await app.inject({
      method: 'GET',
      url: '/api/checkout/payment?clientSecret=sim_pi_123_secret_topsecretvalue',
      remoteAddress: '10.77.0.4',
    });
    const text = logged();
    expect(text).toContain('/api/auth/login');
    expect(text).toContain('/api/ai-toolbox-access');
    for (const secret of [
      person.email,
      person.username,
      'Annabeth',
      'Wrong-Password-123',
      person.password,
      token,
      'topsecretvalue',
    ]) {
      expect(text, secret).not.toContain(secret);
    }
  });
});

describe('scrubErrorText', () => {
  it('cuts drizzle parameters and the values PostgreSQL quotes', () => {
    expect(
      scrubErrorText(
        'Failed query: insert into "users" values ($1, $2)\nparams: ann@example.com,$argon2id$v=19$x\nwith, a line break\n    at insert (file.js:1:1)',
      ),
    ).toBe(
      'Failed query: insert into "users" values ($1, $2)\nparams: [redacted]\n    at insert (file.js:1:1)',
    );
    expect(scrubErrorText('invalid input syntax for type uuid: "ann@example.com"')).toBe(
      'invalid input syntax for type uuid: "[redacted]"',
    );
    expect(scrubErrorText('Key (lower(email::text))=(ann@example.com) already exists.')).toBe(
      'Key (lower(email::text))=([redacted]) already exists.',
    );
  });
});
