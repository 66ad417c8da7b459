import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, type TestApp } from './helpers';

// POST /api/checkout/receipt: the success page's receipt, only for the order's buyer.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CHECKOUT_LIMIT_PER_MINUTE: '1000' });
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const uniqueEmail = () => `receipt.${++counter}.${Date.now()}@example.com`;
const post = (url: string, payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: `198.18.0.${++counter % 250}`,
  });

async function buy(cookie?: string, email = uniqueEmail()) {
  const started = await post('/api/create-payment-intent', { email, product: 'toolbox' }, cookie);
  expect(started.statusCode).toBe(200);
  const { clientSecret, orderId } = started.json() as { clientSecret: string; orderId: string };
  const paid = await post('/api/payments/simulated/confirm', {
    clientSecret,
    cardNumber: '4242424242424242',
    expiry: '12 / 40',
    cvc: '123',
  });
  expect(paid.statusCode).toBe(200);
  return { clientSecret, orderId, email, paymentIntentId: paid.json().paymentIntentId as string };
}

describe('POST /api/checkout/receipt', () => {
  it('answers the buyer who shows the client secret, and nobody who shows only the intent', async () => {
    const { clientSecret, orderId, email, paymentIntentId } = await buy();
    const proven = await post('/api/checkout/receipt', { paymentIntentId, clientSecret });
    expect(proven.statusCode).toBe(200);
    expect(proven.json()).toMatchObject({ orderId, email, status: 'paid', product: 'toolbox' });

    const bare = await post('/api/checkout/receipt', { paymentIntentId });
    expect(bare.statusCode).toBe(404);
    expect(bare.body).not.toContain(email);
    const otherSecret = (await buy()).clientSecret;
    expect(
      (await post('/api/checkout/receipt', { paymentIntentId, clientSecret: otherSecret }))
        .statusCode,
    ).toBe(404);
  });

  it('answers a signed-in buyer for their own order with the intent alone', async () => {
    const { cookie, user } = await signedInUser(t);
    const { paymentIntentId } = await buy(cookie, user.email);
    expect((await post('/api/checkout/receipt', { paymentIntentId }, cookie)).statusCode).toBe(200);
    const stranger = await signedInUser(t);
    expect(
      (await post('/api/checkout/receipt', { paymentIntentId }, stranger.cookie)).statusCode,
    ).toBe(404);
  });

  it('says whether the order is in the account asking: a purchase made signed out is not, until claimed', async () => {
    const { clientSecret, orderId, email, paymentIntentId } = await buy();
    const signedOut = await post('/api/checkout/receipt', { paymentIntentId, clientSecret });
    expect(signedOut.json()).toMatchObject({ orderId, status: 'paid', isYours: false });
    expect((await post('/api/checkout/receipt', { orderId, email })).json()).toMatchObject({
      isYours: false,
    });

    // Signed in with the proof: still not this account's until it is claimed.
    const { cookie } = await signedInUser(t);
    const before = await post('/api/checkout/receipt', { paymentIntentId, clientSecret }, cookie);
    expect(before.json()).toMatchObject({ isYours: false });
    const claimed = await post(`/api/orders/${orderId}/claim`, { email }, cookie);
    expect(claimed.statusCode).toBe(200);
    const after = await post('/api/checkout/receipt', { paymentIntentId, clientSecret }, cookie);
    expect(after.json()).toMatchObject({ isYours: true });
    // Anyone else holding the proof sees it is not theirs.
    expect(
      (await post('/api/checkout/receipt', { paymentIntentId, clientSecret })).json(),
    ).toMatchObject({ isYours: false });

    // Bought signed in: the account's own at once.
    const buyer = await signedInUser(t);
    const own = await buy(buyer.cookie, buyer.user.email);
    const ownReceipt = await post(
      '/api/checkout/receipt',
      { paymentIntentId: own.paymentIntentId },
      buyer.cookie,
    );
    expect(ownReceipt.json()).toMatchObject({ isYours: true });
  });

  it('answers an order id only with its own email, and 400 for nonsense', async () => {
    const { orderId, email } = await buy();
    expect((await post('/api/checkout/receipt', { orderId, email })).statusCode).toBe(200);
    expect(
      (await post('/api/checkout/receipt', { orderId, email: email.toUpperCase() })).statusCode,
    ).toBe(200);
    expect(
      (await post('/api/checkout/receipt', { orderId, email: uniqueEmail() })).statusCode,
    ).toBe(404);
    expect((await post('/api/checkout/receipt', { orderId: 'x', email })).statusCode).toBe(400);
    expect((await post('/api/checkout/receipt', {})).statusCode).toBe(400);
  });
});
