import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guideSignupMessages } from '../../common/contracts/marketing';
import { guideSignups } from '../src/db/schema';
import { createTestApp, holdClockForThisTest, malformedBodies, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

// The limit counts per client address, so each test speaks from an address of its own.
let addressCounter = 0;
const newAddress = () => `10.20.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const validLead = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jane',
  email: `jane.${Math.random().toString(36).slice(2, 10)}@example.com`,
  phone: '(555) 123-4567',
  source: 'ai_download',
  website: '',
  ...overrides,
});

const capture = (payload: unknown, remoteAddress = newAddress()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/lead-capture',
    payload: payload as object,
    remoteAddress,
  });

const allLeads = () => t.db.select().from(guideSignups);
const leadByEmail = async (email: string) =>
  (await allLeads()).filter((lead) => lead.emailKey === email.toLowerCase());

describe('POST /api/lead-capture', () => {
  it('stores the first name, email, phone, source and time of a new lead', async () => {
    const before = Date.now();
    const lead = validLead({ firstName: '  Jane ', phone: ' +1 555 123 4567 ' });
    const response = await capture(lead);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });

    const [stored] = await leadByEmail(lead.email);
    expect(stored).toMatchObject({
      firstName: 'Jane',
      email: lead.email,
      phone: '+1 555 123 4567',
      source: 'ai_download',
    });
    expect(stored.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it.each([
    ['firstName', { firstName: 'J' }, guideSignupMessages.firstName],
    ['firstName (spaces only)', { firstName: '   ' }, guideSignupMessages.firstName],
    ['email', { email: 'jane@' }, guideSignupMessages.email],
    ['email (no domain dot)', { email: 'not an email' }, guideSignupMessages.email],
    ['phone (too short)', { phone: '555-1234' }, guideSignupMessages.phone],
    ['phone (letters)', { phone: 'call me maybe' }, guideSignupMessages.phone],
    ['phone (no digits)', { phone: '----------' }, guideSignupMessages.phone],
    ['source', { source: 'newsletter' }, guideSignupMessages.source],
  ])(
    'refuses an invalid %s with the form message and stores nothing',
    async (_, change, message) => {
      const lead = validLead(change);
      const before = (await allLeads()).length;
      const response = await capture(lead);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
      expect((await allLeads()).length).toBe(before);
    },
  );

  it('keeps the name and phone given first when the same email comes again, ignoring case', async () => {
    const lead = validLead({ email: 'Repeat.Visitor@Example.com' });
    expect((await capture(lead)).statusCode).toBe(200);
    const [first] = await leadByEmail(lead.email);

    const again = await capture({
      ...lead,
      email: 'repeat.visitor@example.COM',
      firstName: 'Janet',
      phone: '555 987 6543 21',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });

    const rows = await leadByEmail(lead.email);
    expect(rows).toHaveLength(1);
    // Anyone may type someone else's address: the second submission changes none of it.
    expect(rows[0]).toMatchObject({
      id: first.id,
      firstName: first.firstName,
      email: 'Repeat.Visitor@Example.com',
      phone: first.phone,
    });
    expect(rows[0].createdAt).toEqual(first.createdAt);
    expect(rows[0].updatedAt.getTime()).toBeGreaterThanOrEqual(first.updatedAt.getTime());
  });

  it('answers a filled honeypot exactly like a success and stores nothing', async () => {
    const lead = validLead({ website: 'https://spam.example' });
    const before = (await allLeads()).length;
    const response = await capture(lead);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await leadByEmail(lead.email)).toHaveLength(0);
    expect((await allLeads()).length).toBe(before);
  });

  it('limits one address to 5 sign-ups per 10 minutes and stores nothing past the limit', async () => {
    holdClockForThisTest(t);
    const address = newAddress();
    for (let i = 0; i < 5; i++) {
      expect((await capture(validLead(), address)).statusCode).toBe(200);
    }
    const before = (await allLeads()).length;
    const blocked = validLead();
    const response = await capture(blocked, address);
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(/Too many requests/);
    expect(await leadByEmail(blocked.email)).toHaveLength(0);
    expect((await allLeads()).length).toBe(before);

    // Other visitors are not affected.
    expect((await capture(validLead())).statusCode).toBe(200);
  });

  it('stores HTML as plain text and never echoes it back', async () => {
    const lead = validLead({ firstName: '<img src=x onerror=alert(1)>' });
    const response = await capture(lead);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<img');
    const [stored] = await leadByEmail(lead.email);
    expect(stored.firstName).toBe('<img src=x onerror=alert(1)>');
  });

  it('refuses a cross-site post and stores nothing', async () => {
    const lead = validLead();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/lead-capture',
      headers: { origin: 'https://evil.example' },
      payload: lead,
      remoteAddress: newAddress(),
    });
    expect(response.statusCode).toBe(403);
    expect(await leadByEmail(lead.email)).toHaveLength(0);
  });

  for (const input of malformedBodies(validLead())) {
    it(`answers ${input.name} with a 4xx and a readable message, storing nothing`, async () => {
      const before = (await allLeads()).length;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/lead-capture',
        headers: { 'content-type': input.contentType ?? 'application/json' },
        payload: input.payload,
        remoteAddress: newAddress(),
      });
      expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, response.body).toBeLessThan(500);
      const body = response.json();
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toMatch(/\n\s+at /);
      expect((await allLeads()).length).toBe(before);
    });
  }
});
