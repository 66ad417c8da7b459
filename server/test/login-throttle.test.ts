import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimLoginAttempt } from '../src/features/accounts/login-throttle';
import { createTestApp, type TestApp } from './helpers';

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
