import { expect, test, type Page } from '@playwright/test';
import { type FakeStripe, startFakeStripe } from '../server/test/fake-stripe';
import { OWN_SERVER_START_MS, type OwnServer, startOwnServer } from './own-server';
import { expectToast, holdRequests, newAccount, signIn } from './support';

// Purchases in the built-in TEST MODE (the server runs without Stripe keys): the journeys that
// take money and grant access, in a real browser against the real server.

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

async function enterEmail(page: Page, product: 'toolbox' | 'agency', email: string) {
  await page.goto(`/checkout?product=${product}`);
  await expect(page.getByTestId('test-mode-notice')).toContainText('No real money moves');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/client_secret=/);
}

async function payWithCard(page: Page, cardNumber: string) {
  await page.getByLabel('Card number').fill(cardNumber);
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}

test('a signed-out buyer pays for the toolbox and reaches the success and access pages', async ({
  page,
}) => {
  await page.goto('/checkout');
  await expect(page.getByTestId('original-price')).toHaveText('$199');
  await expect(page.getByTestId('special-price')).toHaveText('$47');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Email Required', 'Please enter your email address to continue');

  const email = uniqueEmail('toolbox');
  await enterEmail(page, 'toolbox', email);
  await expect(page.getByTestId('order-total')).toHaveText('$47');
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/order-success\?product=toolbox&payment_intent=sim_pi_/);
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
  await expect(page.getByRole('heading', { name: 'Welcome to the AI Toolbox!' })).toBeVisible();
  // In no account yet: the next step is said, and adding it to an account is all that is offered.
  await expect(page.getByText('One step left: add the toolbox to your account')).toBeVisible();
  await expect(page.getByTestId('claim-purchase')).toContainText(
    'Open your purchase in your account',
  );
  await expect(page.getByText('ready for you now')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open the AI Toolbox Dashboard' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'View your access' })).toHaveCount(0);

  // The receipt email's link: the access page, for the same order and email.
  const success = new URL(page.url()).searchParams;
  const receipt = await page.request.post('/api/checkout/receipt', {
    data: {
      paymentIntentId: success.get('payment_intent'),
      clientSecret: success.get('payment_intent_client_secret'),
    },
  });
  const { orderId } = (await receipt.json()) as { orderId: string };
  await page.goto(`/ai-toolbox/success?${new URLSearchParams({ email, order: orderId })}`);
  await expect(page.getByRole('heading', { name: 'Welcome to your AI Toolbox!' })).toBeVisible();
  await expect(page.getByTestId('claim-purchase')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the AI Toolbox Dashboard' })).toHaveCount(0);
  // The first step names the one action that adds the purchase to an account.
  const firstStep = page.getByRole('listitem').filter({ hasText: 'Open your purchase' });
  await expect(firstStep).toContainText('Under "Open your purchase in your account" above');
  await expect(page.getByText('with the email you bought with')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(page.getByRole('link', { name: 'Join Community' })).toBeVisible();

  // Another email with the same order proves nothing.
  const url = new URL(page.url());
  url.searchParams.set('email', uniqueEmail('stranger'));
  await page.goto(url.pathname + url.search);
  await expect(page.getByRole('heading', { name: 'Processing Your Access' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toBeVisible();
});

test('a signed-in user buys the agency program and then sees Your CRM', async ({ page }) => {
  const account = await signIn(page, newAccount());
  await page.goto('/');
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Your CRM' })).toHaveCount(0);

  await page.goto('/checkout?product=agency');
  await expect(page.getByLabel('Email address')).toHaveValue(account.email);
  // Back leads to the page that sells this offer, not the toolbox's.
  await expect(page.getByRole('link', { name: /^Back to / }).first()).toBeVisible();
  for (const back of await page.getByRole('link', { name: /^Back to / }).all()) {
    await expect(back).toHaveText('Back to the Elite Agency Program');
    await expect(back).toHaveAttribute('href', '/agency-landing');
  }
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByTestId('order-total')).toHaveText('$147');
  await payWithCard(page, '4242424242424242');
  await expect(
    page.getByRole('heading', { name: /Welcome to the Elite Agency Program/ }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Go to Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Your CRM' })).toBeVisible();
});

test('the promo code makes the order free, and a wrong one says so', async ({ page }) => {
  await enterEmail(page, 'agency', uniqueEmail('promo'));
  const apply = page.getByRole('button', { name: 'Apply' });
  await expect(apply).toBeDisabled();

  await page.getByLabel('Promo code').fill('NOT-A-CODE');
  await apply.click();
  await expectToast(page, 'Invalid Promo Code', 'Please check your promo code and try again.');
  await expect(page.getByTestId('order-total')).toHaveText('$147');

  await page.getByLabel('Promo code').fill('launch100');
  await apply.click();
  await expect(page.getByTestId('order-total')).toHaveText('$0');
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();
  await expect(page.getByLabel('Promo code')).toBeDisabled();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Free Order' }).click();

  await expect(page).toHaveURL(/\/order-success\?product=agency&order=/);
  await expect(page.getByTestId('payment-status')).toContainText('Order complete');
  await expect(page.getByTestId('claim-purchase')).toBeVisible();
  // The receipt email's link opens the access page for this free order.
  const success = new URL(page.url()).searchParams;
  await page.goto(
    `/ai-toolbox/success?${new URLSearchParams({ email: success.get('email')!, order: success.get('order')! })}`,
  );
  await expect(page.getByRole('heading', { name: 'Welcome to your AI Toolbox!' })).toBeVisible();
});

test('a promo code this email has already redeemed is refused at Apply and can be removed', async ({
  page,
}) => {
  const email = uniqueEmail('promo-again');
  await enterEmail(page, 'toolbox', email);
  await page.getByLabel('Promo code').fill('launch100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('button', { name: 'Complete Free Order' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Order complete');

  // The same mailbox, plus-addressed: the code is refused at once, the total never shows $0.
  await enterEmail(page, 'toolbox', email.replace('@', '+again@'));
  await page.getByLabel('Promo code').fill('LAUNCH100');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(
    page.getByText('This promo code has already been used with this email for this product.'),
  ).toBeVisible();
  await expect(page.getByLabel('Promo code')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('order-total')).toHaveText('$47');
  await expect(page.getByRole('button', { name: 'Complete Free Order' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Remove code' }).click();
  await expect(page.getByLabel('Promo code')).toBeEnabled();
  await expect(page.getByLabel('Promo code')).toHaveValue('');
  await expect(page.getByText('has already been used')).toHaveCount(0);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
});

test('a declined card shows Payment Failed with the reason and lets the buyer try again', async ({
  page,
}) => {
  await enterEmail(page, 'toolbox', uniqueEmail('declined'));
  await payWithCard(page, '4000 0000 0000 0002');
  await expectToast(page, 'Payment Failed', 'Your card was declined.');
  const pay = page.getByRole('button', { name: 'Pay $47' });
  await expect(pay).toBeEnabled();
  await expect(page).toHaveURL(/\/checkout/);

  // Reloading keeps step 2 (the client secret is in the address), and a good card then pays.
  await page.reload();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await payWithCard(page, '4242424242424242');
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
});

test('a declined card is said beside the card fields until the next try', async ({ page }) => {
  await enterEmail(page, 'toolbox', uniqueEmail('declined-inline'));
  const area = page.getByTestId('payment-area');
  await payWithCard(page, '4000 0000 0000 0002');
  const alert = area.getByRole('alert');
  await expect(alert).toContainText('Your card was declined.');

  // The toast goes; the reason stays at the form.
  const toast = page.getByTestId('toast').filter({ hasText: 'Payment Failed' });
  await toast.getByRole('button').click();
  await expect(toast).toBeHidden();
  await expect(alert).toContainText('Your card was declined.');

  // Another card, another reason: only the latest one is shown.
  await payWithCard(page, '4000 0000 0000 9995');
  await expect(alert).toContainText('Your card has insufficient funds.');
  await expect(area.getByText('Your card was declined.')).toHaveCount(0);

  // The next try clears it while it runs, and a good card pays.
  const release = await holdRequests(page, (url) => url.pathname.includes('/simulated/confirm'));
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
  await expect(area.getByRole('alert')).toHaveCount(0);
  release();
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
});

test('the test cards are named only where a card is asked for', async ({ page }) => {
  await page.goto('/checkout?product=toolbox');
  await expect(page.getByTestId('test-mode-notice')).toContainText('No real money moves');
  await page.getByLabel('Email address').fill(uniqueEmail('test-cards'));
  // The email step asks for no card: no card numbers yet.
  await expect(page.getByText(/4000 0000 0000 0002/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();

  const hint = page.getByTestId('payment-area').getByTestId('test-card-hint');
  await expect(hint).toContainText('4242 4242 4242 4242');
  await expect(hint).toContainText('4000 0000 0000 0002');
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
  // Paid: still honest about test mode, but no card to type any more.
  await expect(page.getByTestId('test-mode-notice')).toContainText('No real money moves');
  await expect(page.getByTestId('test-card-hint')).toHaveCount(0);
  await expect(page.getByText(/4242 4242 4242 4242|4000 0000 0000 0002/)).toHaveCount(0);
});

test('a toolbox buyer upgrades to the agency program for $100', async ({ page }) => {
  await enterEmail(page, 'toolbox', uniqueEmail('upgrade'));
  await payWithCard(page, '4242424242424242');
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');

  await page.getByRole('button', { name: 'Upgrade for $100' }).click();
  await expect(page).toHaveURL(/\/checkout\?product=agency&client_secret=/);
  await expect(page.getByText('Upgrade price for AI Toolbox owners')).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('$100');
  await payWithCard(page, '4242424242424242');
  await expect(page).toHaveURL(/\/order-success\?product=agency/);
  await expect(
    page.getByRole('heading', { name: /Welcome to the Elite Agency Program/ }),
  ).toBeVisible();
});

test('the checkout fits a 360 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await enterEmail(page, 'toolbox', uniqueEmail('phone'));
  await expect(page.getByLabel('Card number')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test.describe('with Stripe', () => {
  // Stripe's own form, against a fake Stripe API on loopback (intents are made and read as in
  // production); Stripe.js itself is a stand-in served for js.stripe.com that declines the card
  // the way Stripe.js reports it, then holds the next try.
  test.describe.configure({ mode: 'serial' });
  let fake: FakeStripe;
  let own: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(OWN_SERVER_START_MS);
    fake = await startFakeStripe();
    own = await startOwnServer('checkout-stripe', (env) => {
      env.STRIPE_SECRET_KEY = fake.secretKey;
      env.STRIPE_PUBLISHABLE_KEY = 'pk_test_e2e_key';
      env.STRIPE_WEBHOOK_SECRET = 'whsec_e2e_secret';
      env.STRIPE_API_HOST = '127.0.0.1';
      env.STRIPE_API_PORT = String(fake.port);
      env.STRIPE_API_PROTOCOL = 'http';
    });
  });

  test.afterAll(async () => {
    own?.stop();
    await fake?.close();
  });

  const stripeJs = `
    window.Stripe = function () {
      var tries = 0;
      return {
        elements: function () {
          return {
            create: function () {
              var onReady = function () {};
              return {
                on: function (name, callback) { if (name === 'ready') onReady = callback; },
                mount: function (el) {
                  el.innerHTML = '<label>Card number <input name="stripe-card"></label>';
                  setTimeout(function () { onReady(); }, 0);
                },
                destroy: function () {},
              };
            },
          };
        },
        confirmPayment: function () {
          tries += 1;
          if (tries === 1) {
            return Promise.resolve({
              error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
            });
          }
          return new Promise(function () {});
        },
      };
    };`;

  test("a card Stripe declines is said beside Stripe's form until the next try", async ({
    page,
  }) => {
    await page.route('https://js.stripe.com/v3/', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: stripeJs }),
    );
    await page.goto(`${own.baseUrl}/checkout?product=toolbox`);
    await expect(page.getByTestId('test-mode-notice')).toHaveCount(0);
    await page.getByLabel('Email address').fill(uniqueEmail('stripe-declined'));
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const area = page.getByTestId('payment-area');
    await expect(area.locator('input[name="stripe-card"]')).toBeVisible();

    await page.getByRole('button', { name: 'Pay $47' }).click();
    await expectToast(page, 'Payment Failed', 'Your card was declined.');
    await expect(area.getByRole('alert')).toContainText('Your card was declined.');
    const toast = page.getByTestId('toast').filter({ hasText: 'Payment Failed' });
    await toast.getByRole('button').click();
    await expect(toast).toBeHidden();
    await expect(area.getByRole('alert')).toContainText('Your card was declined.');

    await page.getByRole('button', { name: 'Pay $47' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
    await expect(area.getByRole('alert')).toHaveCount(0);
  });
});
