import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entitlements, kpiEntries, kpiGoals, prospects } from '../src/db/schema';
import { forgetCachedUser } from '../src/core/sessions';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// With open access off, the growth tools need the agency program (record 0024): every growth
// API answers 403 with a sentence, and changes nothing, until the user holds it.

let closed: TestApp;
beforeAll(async () => {
  closed = await createTestApp({ OPEN_ACCESS: 'false' });
});
afterAll(async () => {
  await closed?.close();
});

const calls = [
  ['GET', '/api/prospects', undefined],
  ['POST', '/api/prospects', { companyName: 'Locked Out' }],
  ['PUT', '/api/prospects/00000000-0000-4000-8000-000000000000', { status: 'contacted' }],
  ['GET', '/api/user-kpis', undefined],
  ['POST', '/api/user-kpis', { kpiType: 'deals_closed', value: 1, date: '2026-11-23' }],
  ['GET', '/api/kpi-goals', undefined],
  ['PUT', '/api/kpi-goals', { kpiType: 'deals_closed', period: 'monthly', target: 2 }],
] as const;

describe('growth tools with open access off', () => {
  it('answer 403 with a sentence without the agency program, and work with it', async () => {
    const { user, cookie } = await signedInUser(closed);
    for (const [method, url, payload] of calls) {
      const response = await closed.app.inject({
        method,
        url,
        headers: { cookie },
        ...(payload ? { payload } : {}),
      });
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json().message).toMatch(/Agency Program/);
    }
    expect(await closed.db.select().from(prospects)).toEqual([]);
    expect(await closed.db.select().from(kpiEntries)).toEqual([]);
    expect(await closed.db.select().from(kpiGoals)).toEqual([]);

    await closed.db.insert(entitlements).values({ userId: user.id, entitlement: 'agency' });
    forgetCachedUser(closed.db, user.id);
    const created = await closed.app.inject({
      method: 'POST',
      url: '/api/prospects',
      headers: { cookie },
      payload: { companyName: 'Unlocked' },
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await closed.app.inject({ method: 'GET', url: '/api/user-kpis', headers: { cookie } }))
        .statusCode,
    ).toBe(200);
  });

  it('still answer 401 to a signed-out caller', async () => {
    const response = await closed.app.inject({ method: 'GET', url: '/api/prospects' });
    expect(response.statusCode).toBe(401);
  });
});
