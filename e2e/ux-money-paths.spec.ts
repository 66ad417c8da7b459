import { expect, test, type Page, type Route } from '@playwright/test';
import { demo, expectToast, newAccount, recordToasts, signIn } from './support';

// Money paths and forms (docs/decisions/0028-ux-daily-use.md): what buyers and new users ran
// into on a phone and a desktop.

const phone = { width: 390, height: 844 };
const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Holds every script until `release()`: the prerendered page shows, but nothing is interactive
 * yet, as on a slow connection.
 */
async function holdScripts(page: Page) {
  const held: Route[] = [];
  let released = false;
  await page.route(/\.js(\?.*)?$/, (route) => {
    if (released) return route.continue();
    held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

test('what a visitor types into /login before the page is interactive survives, and signs in', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Username or email').fill(demo.username);
  await page.getByLabel('Password', { exact: true }).fill(demo.password);
  await release();
  const submit = page.getByRole('button', { name: 'Sign In' });
  await expect(submit).toBeEnabled();
  await expect(page.getByLabel('Username or email')).toHaveValue(demo.username);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demo.password);
  await submit.click();
  await expectToast(page, 'Welcome back!');
});

test('what a visitor types into /register and the free guide form before hydration survives', async ({
  page,
}) => {
  const account = newAccount();
  let release = await holdScripts(page);
  await page.goto('/register', { waitUntil: 'commit' });
  await page.getByLabel('Username *').fill(account.username);
  await page.getByLabel('Email *').fill(account.email);
  await release();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(page.getByLabel('Username *')).toHaveValue(account.username);
  await expect(page.getByLabel('Email *')).toHaveValue(account.email);

  await page.unrouteAll();
  release = await holdScripts(page);
  await page.goto('/ai-download', { waitUntil: 'commit' });
  await page.getByLabel('First name').fill('Fran');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await release();
  await expect(page.getByRole('button', { name: 'Download the Free Guide' })).toBeEnabled();
  await expect(page.getByLabel('First name')).toHaveValue('Fran');
});

test('forms say what is wrong beside the field and focus the first refused field', async ({
  page,
}) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Create Account' }).click();
  // The toast says one sentence for all missing fields; each empty field names itself.
  await expectToast(
    page,
    'Missing Information',
    'Please fill in your username, email and password.',
  );
  const username = page.getByLabel('Username *');
  await expect(username).toBeFocused();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#username-error')).toHaveText('Enter a username.');
  await expect(page.locator('#email-error')).toHaveText('Enter your email address.');
  await expect(page.locator('#password-error')).toHaveText('Enter a password.');
  // A filled field is not called empty.
  await username.fill('someone_new');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.locator('#username-error')).toHaveCount(0);
  await expect(page.getByLabel('Email *')).toBeFocused();

  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expectToast(page, 'Missing Information', 'Please enter both username and password.');
  await expect(page.getByLabel('Username or email')).toBeFocused();
  await expect(page.locator('#username-error')).toHaveText('Enter your username or email.');
  await expect(page.locator('#password-error')).toHaveText('Enter your password.');
});

test('after registering, the sign-in form arrives with the username filled in', async ({
  page,
}) => {
  const account = newAccount();
  await page.goto('/register');
  // Typed once the form works (its button is enabled then): what is typed before that is kept
  // too, and the tests above with held scripts prove it; this one is about the way to sign-in.
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await page.getByLabel('Username *').fill(account.username);
  await page.getByLabel('Email *').fill(account.email);
  await page.getByLabel('Password *', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password *').fill(account.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username or email')).toHaveValue(account.username);
});

async function payToolboxSignedOut(page: Page, email: string) {
  await page.goto('/checkout?product=toolbox');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await page.getByLabel('Card number').fill('4242424242424242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByTestId('payment-status')).toContainText('Payment confirmed');
}

test('/order-success congratulates only the buyer whose payment the server confirms', async ({
  page,
  browser,
}) => {
  await page.goto('/order-success?product=toolbox');
  await expect(page.getByRole('heading', { name: 'No purchase to show here' })).toBeVisible();
  await expect(page.getByText('Your purchase is complete')).toHaveCount(0);

  await payToolboxSignedOut(page, uniqueEmail('honest'));
  await expect(page.getByRole('heading', { name: 'Welcome to the AI Toolbox!' })).toBeVisible();
  const paymentIntent = new URL(page.url()).searchParams.get('payment_intent')!;

  // Someone else's payment (the intent without its secret, in another browser) proves nothing.
  const stranger = await browser.newPage();
  await stranger.goto(
    `/order-success?${new URLSearchParams({ product: 'toolbox', payment_intent: paymentIntent })}`,
  );
  await expect(stranger.getByRole('heading', { name: 'No purchase to show here' })).toBeVisible();
  await expect(stranger.getByText('Welcome to the AI Toolbox!')).toHaveCount(0);
  await expect(stranger.getByText('@example.com')).toHaveCount(0);
  await stranger.close();
});

test('a guest buyer is offered only to open the purchase in an account, email filled in', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  const email = uniqueEmail('guest');
  await payToolboxSignedOut(page, email);
  const offer = page.getByTestId('claim-purchase');
  await expect(offer).toContainText('Open your purchase in your account');
  // Nothing that needs the purchase in an account: no dashboard, no lesson links.
  await expect(page.getByText('One step left')).toBeVisible();
  await expect(page.getByRole('link', { name: /Dashboard/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Explore Growth Tools' })).toHaveCount(0);
  // Within the first screen of a phone, under the welcome.
  expect((await offer.boundingBox())!.y).toBeLessThan(phone.height);
  await offer.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByLabel('Email *')).toHaveValue(email);
});

test('signing in from the purchase says where it goes, and ends with the purchase open', async ({
  page,
}) => {
  const account = newAccount();
  const registered = await page.request.post('/api/auth/register', { data: account });
  expect(registered.status()).toBe(201);
  const toastsSeen = await recordToasts(page);
  await payToolboxSignedOut(page, account.email);

  await page.getByTestId('claim-purchase').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Forder-success/);
  await page.getByLabel('Username or email').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In' }).click();

  await expectToast(page, 'Purchase added', 'It is in your account now.');
  await expect(page).toHaveURL(/\/order-success\?/);
  expect(new URL(page.url()).searchParams.get('claim')).toBeNull();
  await expect(page.getByText('in your account. Everything in the toolbox is ready')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open the AI Toolbox Dashboard' })).toBeVisible();
  await expect(page.getByTestId('claim-purchase')).toHaveCount(0);
  const seen = await toastsSeen();
  expect(seen).toContainEqual(expect.stringContaining('Taking you back to your purchase...'));
  expect(seen.join('\n')).not.toContain('Redirecting to your dashboard');
});

test('/ai-toolbox?email=… without an order says what to do instead of waiting', async ({
  page,
}) => {
  const email = uniqueEmail('no-order');
  await page.goto(`/ai-toolbox?${new URLSearchParams({ email })}`);
  await expect(page).toHaveURL(/\/ai-toolbox\/success\?email=/);
  await expect(
    page.getByRole('heading', { name: 'Open your purchase from your receipt' }),
  ).toBeVisible();
  await expect(page.getByText('Open the link in your receipt email')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Processing Your Access' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Refresh Page' })).toHaveCount(0);
  await expect(page.getByText('refresh this page in a moment')).toHaveCount(0);
  // Sign-in comes back here, where an account that owns the toolbox finds it.
  const signIn = page.getByRole('main').getByRole('link', { name: 'Sign in' });
  const next = new URL((await signIn.getAttribute('href'))!, page.url()).searchParams.get('next');
  expect(next).toBe(`/ai-toolbox/success?${new URLSearchParams({ email })}`);
  await expect(page.getByRole('link', { name: 'Contact Support' })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
});

test('phone checkout: step 2 puts the focused card form in the first screen, the header on one line', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await page.goto('/checkout?product=agency');
  const header = page.locator('header').first();
  expect((await header.boundingBox())!.height).toBeLessThanOrEqual(64);
  await page.getByLabel('Email address').fill(uniqueEmail('phone-pay'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  const card = page.getByLabel('Card number');
  await expect(card).toBeFocused();
  const pay = page.getByRole('button', { name: 'Pay $147' });
  const box = (await pay.boundingBox())!;
  expect(box.y + box.height).toBeLessThanOrEqual(phone.height);
});

test('desktop checkout: the tab order follows the visual order, card form then summary', async ({
  page,
}) => {
  await page.goto('/checkout?product=toolbox');
  await page.getByLabel('Email address').fill(uniqueEmail('tab-order'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeFocused();
  // The promo box arrives with its own code a moment after the card form.
  await expect(page.getByLabel('Promo code')).toBeVisible();
  const cardBox = (await page.getByTestId('payment-area').boundingBox())!;
  const summaryBox = (await page.getByTestId('order-summary').boundingBox())!;
  expect(cardBox.x).toBeLessThan(summaryBox.x);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Expiry (MM / YY)')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Pay $47' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Promo code')).toBeFocused();
});

test('the email step error goes once the email is corrected and payment starts', async ({
  page,
}) => {
  await page.goto('/checkout?product=toolbox');
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expectToast(page, 'Email Required');
  await expect(page.locator('#checkout-email-error')).toBeVisible();
  await page.getByLabel('Email address').fill(uniqueEmail('fixed'));
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByLabel('Card number')).toBeVisible();
  await expect(page.getByTestId('toast').filter({ hasText: 'Email Required' })).toHaveCount(0);
});

test('a signed-in owner opening checkout for what they own is told at once, with a link', async ({
  page,
}) => {
  const account = await signIn(page, newAccount());
  const bought = await page.request.post('/api/checkout/free-order', {
    data: { email: account.email, product: 'toolbox', promoCode: 'LAUNCH100' },
  });
  expect(bought.status()).toBe(200);
  await page.goto('/checkout?product=toolbox');
  const owned = page.getByTestId('already-owned');
  // The first screen of a signed-in page can take a while on a busy machine.
  await expect(owned).toContainText('You already have access to the');
  await expect(owned.getByRole('link', { name: 'Open your AI Toolbox' })).toHaveAttribute(
    'href',
    '/ai-toolbox/dashboard',
  );
  await expect(page.getByLabel('Email address')).toHaveCount(0);
});
