import { describe, expect, it } from 'vitest';
import { LoginThrottle } from '../src/features/accounts/login-throttle';

describe('login throttle', () => {
  it('lets 10 failures through per 15 minutes, then makes the key wait for the oldest to age out', () => {
    const throttle = new LoginThrottle();
    const start = 1_000_000;
    for (let i = 0; i < 10; i++) {
      expect(throttle.retryAfterMs(['user:a'], start + i)).toBe(0);
      throttle.recordFailure(['user:a'], start + i);
    }
    expect(throttle.retryAfterMs(['user:a'], start + 10)).toBe(15 * 60_000 - 10);
    expect(throttle.retryAfterMs(['user:a'], start + 15 * 60_000)).toBe(0);
    expect(throttle.retryAfterMs(['user:b'], start + 10)).toBe(0);
  });
});
