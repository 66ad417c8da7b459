import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, holdClockForThisTest, type TestApp } from './helpers';

// Route limits count in the database by the app's clock, so a test holds the clock and no
// window ends during it however slow the machine is, and moving the clock ends one on purpose.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '2' });
});
afterAll(async () => {
  await t?.close();
});

const check = (address: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/ai-toolbox-access?email=someone@example.com',
    remoteAddress: address,
  });

describe('a route limit', () => {
  it('keeps its window while the clock is held and starts a new one when the clock passes it', async () => {
    holdClockForThisTest(t);
    const address = '203.0.113.90';
    expect((await check(address)).statusCode).toBe(200);
    expect((await check(address)).statusCode).toBe(200);
    const refused = await check(address);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');

    t.clock.advance(45_000);
    const later = await check(address);
    expect(later.statusCode).toBe(429);
    expect(later.headers['retry-after']).toBe('15');

    t.clock.advance(15_000);
    expect((await check(address)).statusCode).toBe(200);
    // Another address was never held back.
    expect((await check('203.0.113.91')).statusCode).toBe(200);
  });
});
