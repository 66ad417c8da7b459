import { expect, test, type Page } from '@playwright/test';
import { expectToast, newAccount, signIn } from './support';

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
  await expect(page.getByRole('link', { name: 'Go to Dashboard' }).first()).toHaveAttribute(
    'href',
    '/',
  );

  await page.getByRole('link', { name: 'View your access' }).click();
  await expect(page).toHaveURL(/\/ai-toolbox\/success\?email=.+&order=/);
  await expect(page.getByRole('heading', { name: 'Welcome to your AI Toolbox!' })).toBeVisible();
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
  await page.getByRole('link', { name: 'View your access' }).click();
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
