import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../src/demo/factories';
import { claimLoginAttempt, LOGIN_WINDOW_MS } from '../src/features/accounts/login-throttle';
import { createTestApp, holdClockForThisTest, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const retryAfterMs = async (keys: string[], at: number) => {
  const claim = await claimLoginAttempt(t.db, keys, new Date(at));
  return claim.isAllowed ? 0 : claim.retryAfterMs;
};

describe('login throttle', () => {
  it('lets 10 attempts through per 15 minutes, then makes the key wait for the oldest to age out', async () => {
    const start = Date.now();
    for (let i = 0; i < 10; i++) expect(await retryAfterMs(['user:a'], start + i)).toBe(0);
    expect(await retryAfterMs(['user:a'], start + 10)).toBe(15 * 60_000 - 10);
    expect(await retryAfterMs(['user:a'], start + 15 * 60_000)).toBe(0);
    expect(await retryAfterMs(['user:b'], start + 10)).toBe(0);
  });

  it('counts a parallel burst before any of it is evaluated: 10 claims of 100 get through', async () => {
    const at = Date.now();
    const claims = await Promise.all(
      Array.from({ length: 100 }, () =>
        claimLoginAttempt(t.db, ['user:burst', 'ip:burst'], new Date(at)),
      ),
    );
    expect(claims.filter((claim) => claim.isAllowed)).toHaveLength(10);
  });
});

describe('the sign-in route', () => {
  const login = (username: string, password: string, i: number) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username, password },
      remoteAddress: `192.0.2.${i + 1}`,
    });

  it("counts by the app's clock: held, the window stays shut; moved past 15 minutes, the account may try again", async () => {
    holdClockForThisTest(t);
    const user = await buildUser(t.db, { password: 'right-password' });
    for (let i = 0; i < 10; i++) {
      expect((await login(user.username, `guess-${i}`, i)).statusCode).toBe(401);
    }
    const refused = await login(user.username, 'right-password', 10);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(LOGIN_WINDOW_MS / 1000));

    t.clock.advance(LOGIN_WINDOW_MS - 60_000);
    const later = await login(user.username, 'right-password', 11);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('60');

    t.clock.advance(60_000);
    expect((await login(user.username, 'right-password', 12)).statusCode).toBe(200);
  });
});
