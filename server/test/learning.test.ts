import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userProgress } from '../src/db/schema';
import { createTestApp, malformedBodies, signedInUser, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const put = (cookie: string, moduleId: string, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/user-progress/${moduleId}`,
    headers: { cookie },
    payload: payload as object,
  });
const list = (cookie: string) =>
  t.app.inject({ method: 'GET', url: '/api/user-progress', headers: { cookie } });

describe('user progress', () => {
  it('saves a module and lists it back; completion is never undone', async () => {
    const { cookie } = await signedInUser(t);
    expect((await list(cookie)).json()).toEqual([]);
    expect(
      (await put(cookie, 'kpi-tracker', { status: 'in_progress', progressPercentage: 40 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await put(cookie, 'basics', { status: 'completed', progressPercentage: 100 })).statusCode,
    ).toBe(200);
    const again = await put(cookie, 'basics', { status: 'in_progress', progressPercentage: 20 });
    expect(again.json()).toEqual({
      moduleId: 'basics',
      status: 'completed',
      progressPercentage: 100,
    });
    expect((await list(cookie)).json()).toEqual([
      { moduleId: 'basics', status: 'completed', progressPercentage: 100 },
      { moduleId: 'kpi-tracker', status: 'in_progress', progressPercentage: 40 },
    ]);
  });

  it('accepts the old module spelling and stores the route spelling', async () => {
    const { cookie } = await signedInUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/user-progress/ai-fundamentals-1/lessons/1',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().moduleId).toBe('ai-foundations-1');
  });

  it('refuses an unknown module', async () => {
    const { cookie } = await signedInUser(t);
    const response = await put(cookie, 'not-a-module', {
      status: 'completed',
      progressPercentage: 100,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Unknown module');
  });

  it("shows nobody another user's progress", async () => {
    const alice = await signedInUser(t);
    const bob = await signedInUser(t);
    await put(alice.cookie, 'ai-tools', { status: 'completed', progressPercentage: 100 });
    expect((await list(bob.cookie)).json()).toEqual([]);
  });

  for (const input of malformedBodies({ status: 'completed', progressPercentage: 100 })) {
    it(`PUT with ${input.name} answers 4xx and changes nothing`, async () => {
      const { cookie } = await signedInUser(t);
      const before = (await t.db.select().from(userProgress)).length;
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/user-progress/basics',
        headers: { cookie, 'content-type': input.contentType ?? 'application/json' },
        payload: input.payload,
      });
      expect(response.statusCode).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(typeof response.json().message).toBe('string');
      expect((await t.db.select().from(userProgress)).length).toBe(before);
    });
  }
});
