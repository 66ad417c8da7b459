import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, seedDemo } from '../src/demo/seed';
import { createTestApp, type TestApp } from './helpers';

// The demo account is what a newcomer sees first: its saved state must look like a real user's.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db);
});
afterAll(() => t.close());

describe('the demo account', () => {
  it('resumes a half-done module at the first lesson it has not finished', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: DEMO_ACCOUNT,
    });
    expect(login.statusCode).toBe(200);
    const cookie = login.headers['set-cookie'] as string | string[];
    const sessionCookie = (Array.isArray(cookie) ? cookie : [cookie])
      .map((c) => c.split(';')[0])
      .join('; ');
    const state = (
      await t.app.inject({
        url: '/api/user-progress/ai-foundations-2/lessons',
        headers: { cookie: sessionCookie },
      })
    ).json();
    expect(state.completedLessons).toHaveLength(2);
    expect(state.resumeLesson).toBe(2);
  });
});
