import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements } from '../src/db/schema';
import { forgetCachedUser } from '../src/core/sessions';
import { createTestApp, signedInUser, type TestApp } from './helpers';

let closed: TestApp;
let open: TestApp;
beforeAll(async () => {
  [closed, open] = await Promise.all([createTestApp({ OPEN_ACCESS: 'false' }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([closed?.close(), open?.close()]);
});

const get = (t: TestApp, url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('access by entitlement', () => {
  it('with open access off, the CRM answers 403 with a sentence until the agency program is held', async () => {
    const { user, cookie } = await signedInUser(closed);
    const refused = await get(closed, '/api/crm/contacts', cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/needs the .*Agency Program/);
    expect((await get(closed, '/api/access', cookie)).json()).toEqual({
      openAccess: false,
      toolbox: false,
      agency: false,
    });

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'toolbox' });
    forgetCachedUser(closed.db, user.id);
    expect((await get(closed, '/api/crm/contacts', cookie)).statusCode).toBe(403);
    expect((await get(closed, '/api/access', cookie)).json()).toMatchObject({
      toolbox: true,
      agency: false,
    });

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, user.id);
    expect((await get(closed, '/api/crm/contacts', cookie)).statusCode).toBe(200);
  });

  it('a calendar feed, read without a cookie, stops when the agency program is no longer held', async () => {
    const { user, cookie } = await signedInUser(closed);
    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, user.id);
    const feed = await get(closed, '/api/crm/calendar-feed', cookie);
    expect(feed.statusCode).toBe(200);
    const feedPath = new URL((feed.json() as { url: string }).url).pathname;
    expect((await get(closed, feedPath)).statusCode).toBe(200);

    // As a refund does: the grant goes, and the address that was handed out with it stops.
    await closed.db.delete(entitlements).where(eq(entitlements.userId, user.id));
    const refused = await get(closed, feedPath);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toMatch(/BEGIN:VCALENDAR/);
  });

  it('a signed-out caller still gets 401, not 403', async () => {
    expect((await get(closed, '/api/crm/contacts')).statusCode).toBe(401);
    expect((await get(closed, '/api/access')).json()).toEqual({
      openAccess: false,
      toolbox: false,
      agency: false,
    });
  });

  it('with open access on (the default), every signed-in user may use everything', async () => {
    const { cookie } = await signedInUser(open);
    expect((await get(open, '/api/crm/contacts', cookie)).statusCode).toBe(200);
    expect((await get(open, '/api/access', cookie)).json()).toEqual({
      openAccess: true,
      toolbox: true,
      agency: true,
    });
  });
});
