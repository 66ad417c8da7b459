import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { ConfigError, loadConfig } from '../src/config';
import { emailOutbox, orders, simulatedPaymentIntents } from '../src/db/schema';
import { paymentModeWarning } from '../src/features/checkout/service';
import { simulateCardOutcome } from '../src/core/payments/simulated-provider';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// The checkout in its default, offline mode: the simulated (TEST MODE) payment provider.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = (name = 'sim') => `${name}.${++counter}.${Date.now()}@example.com`;
const ip = () => `198.19.${Math.floor(counter / 250) % 250}.${++counter % 250}`;
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip(),
  });
const pay = (clientSecret: string, cardNumber: string, expiry = '12 / 40', cvc = '123') =>
  post('/api/payments/simulated/confirm', { clientSecret, cardNumber, expiry, cvc });
const receipts = async (email: string) =>
  (await t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email))).filter((m) =>
    m.subject.startsWith('Your receipt'),
  );
const orderById = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0];
const me = async (cookie: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/auth/current-user', headers: { cookie } })
  ).json();

async function start(payload: Record<string, unknown> = {}, cookie?: string) {
  const email = (payload.email as string | undefined) ?? uniqueEmail();
  const response = await post(
    '/api/create-payment-intent',
    { email, product: 'toolbox', ...payload },
    cookie,
  );
  expect(response.statusCode, response.body).toBe(200);
  return { email, ...(response.json() as { clientSecret: string; orderId: string }) };
}

describe('simulated payments (TEST MODE)', () => {
  it('is the default without Stripe keys, and says so', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/checkout/config' });
    expect(response.json()).toEqual({
      provider: 'simulated',
      publishableKey: null,
      currency: 'usd',
    });
    // Without Stripe, no third-party script may run anywhere.
    expect(response.headers['content-security-policy']).not.toContain('stripe');
  });

  it('keeps the intent on the server and succeeds with 4242 4242 4242 4242', async () => {
    const { user, cookie } = await signedInUser(t);
    const { clientSecret, orderId } = await start({ email: user.email }, cookie);
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.orderId, orderId));
    expect(intent).toMatchObject({ amountCents: 4700, status: 'requires_payment_method' });
    expect(intent.idempotencyKey).toBe(orderId);
    expect(clientSecret).toBe(intent.clientSecret);

    const paid = await pay(clientSecret, '4242 4242 4242 4242');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ paymentIntentId: intent.id, status: 'succeeded' });
    expect(await orderById(orderId)).toMatchObject({ status: 'paid', userId: user.id });
    expect((await me(cookie)).hasToolboxAccess).toBe(true);

    const [receipt] = await receipts(user.email);
    expect(receipt.textBody).toContain('no real money moved');
    expect(receipt.textBody).toContain(
      `/ai-toolbox/success?email=${encodeURIComponent(user.email)}&order=${orderId}`,
    );

    // The success page asks the server, which asks the provider: still one receipt.
    const confirmed = await post('/api/checkout/confirm', { paymentIntentId: intent.id });
    expect(confirmed.json()).toMatchObject({ orderId, status: 'paid', product: 'toolbox' });
    expect(await pay(clientSecret, '4242424242424242').then((r) => r.statusCode)).toBe(200);
    expect(await receipts(user.email)).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 with the reason, and a later good card still pays', async () => {
    const { clientSecret, orderId, email } = await start({ product: 'agency' });
    const declined = await pay(clientSecret, '4000 0000 0000 0002');
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toEqual({ message: 'Your card was declined.' });
    expect((await orderById(orderId)).status).toBe('awaiting_payment');
    expect(await receipts(email)).toHaveLength(0);

    expect((await pay(clientSecret, '4242424242424242')).statusCode).toBe(200);
    expect((await orderById(orderId)).status).toBe('paid');
  });

  it('refuses a wrong client secret', async () => {
    const { clientSecret, orderId } = await start();
    const forged = clientSecret.replace(/_secret_.*/, '_secret_0000000000000000');
    for (const secret of [forged, 'sim_pi_nothing_secret_abcdef', 'nothing-at-all']) {
      const response = await pay(secret, '4242424242424242');
      expect(response.statusCode, secret).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
    expect((await orderById(orderId)).status).toBe('awaiting_payment');
  });

  it('grants agency and toolbox for the agency program, so Your CRM shows', async () => {
    const { user, cookie } = await signedInUser(t);
    expect((await me(cookie)).hasAgencyAccess).toBe(false);
    const { clientSecret } = await start({ email: user.email, product: 'agency' }, cookie);
    await pay(clientSecret, '4242424242424242');
    const current = await me(cookie);
    expect(current.hasAgencyAccess).toBe(true);
    expect(current.hasToolboxAccess).toBe(true);
  });

  it('10 concurrent identical requests make one order and one simulated intent', async () => {
    const email = uniqueEmail('concurrent');
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        post('/api/create-payment-intent', { email, product: 'toolbox' }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const rows = await t.db.select().from(orders).where(eq(orders.email, email));
    expect(rows).toHaveLength(1);
    const intents = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.orderId, rows[0].id));
    expect(intents).toHaveLength(1);
    // 10 concurrent payments of it: one success story, one receipt.
    const paid = await Promise.all(
      Array.from({ length: 10 }, () => pay(responses[0].json().clientSecret, '4242424242424242')),
    );
    expect(paid.every((r) => r.statusCode === 200)).toBe(true);
    expect(await receipts(email)).toHaveLength(1);
  });

  it('answers the access check from the paid order', async () => {
    const { clientSecret, orderId, email } = await start();
    const check = () =>
      t.app.inject({
        method: 'GET',
        url: `/api/ai-toolbox-access?email=${encodeURIComponent(email)}&order=${orderId}`,
        remoteAddress: ip(),
      });
    expect((await check()).json()).toEqual({ hasAccess: false });
    await pay(clientSecret, '4242424242424242');
    expect((await check()).json()).toEqual({ hasAccess: true });
  });

  it('refuses the Stripe webhook in test mode', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=x' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('test card rules', () => {
  const now = new Date('2030-06-15T00:00:00Z');
  it.each([
    ['4242424242424242', '12/34', '123'],
    ['4242 4242 4242 4242', '06 / 30', '999'],
    ['5555-5555-5555-4444', '0131', '000'],
    ['378282246310005', '12/2031', '1234'],
  ])('accepts %s', (cardNumber, expiry, cvc) => {
    expect(simulateCardOutcome({ cardNumber, expiry, cvc }, now).ok).toBe(true);
  });

  it.each([
    ['4000000000000002', '12/34', '123', 402, 'Your card was declined.'],
    ['4000000000009995', '12/34', '123', 402, 'Your card has insufficient funds.'],
    ['4000000000000069', '12/34', '123', 402, 'Your card has expired.'],
    ['4242424242424241', '12/34', '123', 400, 'Your card number is incorrect.'],
    ['1234', '12/34', '123', 400, 'Your card number is incorrect.'],
    ['4242424242424242', '05/30', '123', 400, "Your card's expiration date is in the past."],
    ['4242424242424242', '13/34', '123', 400, "Your card's expiration month is invalid."],
    ['4242424242424242', '1', '123', 400, "Your card's expiration date is incomplete."],
    ['4242424242424242', '12/34', '12', 400, "Your card's security code is incomplete."],
    ['378282246310005', '12/34', '123', 400, "Your card's security code is incomplete."],
  ])('refuses %s (%s, %s) with %i "%s"', (cardNumber, expiry, cvc, statusCode, message) => {
    expect(simulateCardOutcome({ cardNumber, expiry, cvc }, now)).toEqual({
      ok: false,
      statusCode,
      message,
    });
  });

  it('declines a real (non-test) card number as Stripe test mode does', () => {
    const outcome = simulateCardOutcome(
      { cardNumber: '4111111111111111', expiry: '12/34', cvc: '123' },
      now,
    );
    expect(outcome).toMatchObject({ ok: false, statusCode: 402 });
  });
});

describe('configuration', () => {
  it('warns loudly when production runs without Stripe keys', async () => {
    expect(paymentModeWarning(loadConfig({ NODE_ENV: 'production' }))).toMatch(
      /PAYMENTS ARE IN TEST MODE/,
    );
    expect(paymentModeWarning(loadConfig({ NODE_ENV: 'development' }))).toBeNull();
    expect(
      paymentModeWarning(
        loadConfig({
          NODE_ENV: 'production',
          STRIPE_SECRET_KEY: 'sk_live_x',
          STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
          STRIPE_WEBHOOK_SECRET: 'whsec_x',
        }),
      ),
    ).toBeNull();

    const lines: string[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
    const config = loadConfig({ NODE_ENV: 'production', CLIENT_DIST_DIR: '/nonexistent' });
    const app = await buildApp({ config, db: t.db, mailer: t.mailer, logger });
    await app.close();
    expect(lines.some((line) => line.includes('PAYMENTS ARE IN TEST MODE'))).toBe(true);
  });

  it('refuses half a Stripe setup, naming what is missing', () => {
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(ConfigError);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        STRIPE_SECRET_KEY: 'pk_test_wrong',
        STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
      }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('rate-limits the access check per address', async () => {
    const limited = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '3' });
    // Held, so the minute cannot end in the middle of the burst on a slow machine.
    limited.clock.hold();
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await limited.app.inject({
          method: 'GET',
          url: `/api/ai-toolbox-access?email=guess${i}@example.com&order=00000000-0000-4000-8000-00000000000${i}`,
          remoteAddress: '203.0.113.50',
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const other = await limited.app.inject({
        method: 'GET',
        url: '/api/ai-toolbox-access?email=a@example.com',
        remoteAddress: '203.0.113.51',
      });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
