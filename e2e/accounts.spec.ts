import { expect, test, type Page } from '@playwright/test';
import { demo, expectToast, holdRequests, newAccount, recordToasts, signIn } from './support';

test.describe('registration', () => {
  test('shows each validation message, then creates the account and goes to login after 2 seconds', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto('/register');
    const submit = page.getByRole('button', { name: 'Create Account' });

    await submit.click();
    await expectToast(page, 'Missing Information');

    await page.getByLabel('Username *').fill(account.username);
    await page.getByLabel('Email *').fill(account.email);
    await page.getByLabel('Password *', { exact: true }).fill('abcdef');
    await page.getByLabel('Confirm password *').fill('abcdeg');
    await submit.click();
    await expectToast(page, 'Password Mismatch', 'Passwords do not match. Please try again.');

    await page.getByLabel('Password *', { exact: true }).fill('abc');
    await page.getByLabel('Confirm password *').fill('abc');
    await submit.click();
    await expectToast(page, 'Password Too Short', 'Password must be at least 6 characters long.');

    // Each password field has its own show/hide toggle.
    await page.getByRole('button', { name: 'Show password' }).first().click();
    await expect(page.getByLabel('Password *', { exact: true })).toHaveAttribute('type', 'text');
    await expect(page.getByLabel('Confirm password *')).toHaveAttribute('type', 'password');

    await page.getByLabel('First name').fill(account.firstName);
    await page.getByLabel('Password *', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password *').fill(account.password);
    await submit.click();
    await expectToast(
      page,
      'Welcome to Agency Launchpad!',
      'Your account has been created successfully.',
    );
    await expect(page).toHaveURL(/\/login$/);
  });

  test('shows the server message when the username is taken', async ({ page }) => {
    await page.goto('/register');
    await page.getByLabel('Username *').fill('DEMO');
    await page.getByLabel('Email *').fill(newAccount().email);
    await page.getByLabel('Password *', { exact: true }).fill('secret-pass');
    await page.getByLabel('Confirm password *').fill('secret-pass');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(page, 'Registration Failed', 'That username is already taken.');
  });
});

test.describe('login', () => {
  test('asks for both fields, refuses a wrong password, then signs in and greets the user', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Missing Information', 'Please enter both username and password.');

    await page.getByLabel('Username').fill(demo.username);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Login Failed', 'Invalid username or password. Please try again.');
    await expect(page).toHaveURL(/\/login$/);

    await page.getByLabel('Password', { exact: true }).fill(demo.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Welcome back!', 'Login successful. Redirecting to your dashboard...');
    await expect(
      page.getByRole('heading', { name: `Welcome back, ${demo.firstName}!` }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('home dashboard', () => {
  test('greets by first name and shows the tools; Your CRM only with agency access', async ({
    page,
  }) => {
    const account = await signIn(page);
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${account.firstName}!` }),
    ).toBeVisible();
    await expect(page.getByText('Full Access Granted')).toBeVisible();
    for (const title of [
      'AI Toolbox',
      'Growth Tools',
      'KPI Tracking',
      'Sales Scripts',
      'Closing Tools',
      'Networking',
    ]) {
      await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
    }
    await expect(page.getByTestId('top-bar-name')).toHaveText(
      `${account.firstName} ${account.lastName}`,
    );
    await expect(page.getByRole('link', { name: 'Your CRM' })).toHaveCount(0);
  });

  test('greets by username when there is no first name', async ({ page }) => {
    const account = await signIn(page, newAccount({ firstName: '', lastName: '' }));
    await page.goto('/');
    await expect(
      page.getByRole('heading', { name: `Welcome, ${account.username}!` }),
    ).toBeVisible();
    await expect(page.getByTestId('top-bar-name')).toHaveText(account.email);
  });

  test('shows Your CRM and saved progress to an agency member', async ({ page }) => {
    await page.request.post('/api/auth/login', {
      data: { username: demo.username, password: demo.password },
    });
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Your CRM' })).toBeVisible();
    // The demo account has 2 of the 12 core items completed.
    await expect(page.getByTestId('progress-box')).toContainText('17%');
  });
});

test.describe('logout', () => {
  test('from the top bar ends the session and returns home', async ({ page }) => {
    await signIn(page);
    await page.goto('/');
    // Logout sits in the account menu, which the user's name opens.
    await page.getByRole('button', { name: /Your account/ }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/(login)?$/);
    expect((await page.request.get('/api/auth/current-user')).status()).toBe(401);
  });

  test('from the dashboard shows the notice, then returns home after a second', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expectToast(page, 'Logged out successfully', 'See you next time!');
    await page.waitForURL((url) => url.pathname !== '/' || url.search === '');
    await expect
      .poll(async () => (await page.request.get('/api/auth/current-user')).status())
      .toBe(401);
  });
});

test('a call still in flight when the user logs out does not send them to the login page', async ({
  page,
}) => {
  await signIn(page);
  // The dashboard's figures are asked for before Logout and reach the server after it.
  const release = await holdRequests(page, (url) => url.pathname === '/api/dashboard-stats');
  await page.goto('/');
  const loggedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/logout'));
  await page.getByRole('button', { name: 'Logout' }).click();
  expect((await loggedOut).status()).toBe(200);
  const late = page.waitForResponse((r) => r.url().endsWith('/api/dashboard-stats'));
  release();
  expect((await late).status()).toBe(401);
  await expectToast(page, 'Logged out successfully', 'See you next time!');
  await page.waitForURL((url) => url.pathname === '/' && url.search === '');
  await expect(page.getByRole('link', { name: /log ?in|sign ?in/i }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/');
});

test.describe('signed out', () => {
  test('a protected page shows Unauthorized, then login, then returns to it after sign-in', async ({
    page,
  }) => {
    const account = await signIn(page);
    await page.request.post('/api/auth/logout');
    // The notice is on screen for half a second before the redirect: the tab remembers it.
    const toastsSeen = await recordToasts(page);
    await page.goto('/crm?from=test');
    await expect(page).toHaveURL(/\/login\?next=%2Fcrm%3Ffrom%3Dtest$/);
    expect(await toastsSeen()).toContainEqual(
      expect.stringMatching(/Unauthorized.*You are logged out\. Logging in again\.\.\./),
    );
    await page.getByLabel('Username').fill(account.username);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/crm\?from=test$/);
    await expect(page.getByRole('heading', { name: 'Your CRM' })).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('notifications', () => {
  test('show one at a time, and F8 moves focus to them', async ({ page }) => {
    await page.goto('/login');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await submit.click();
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await submit.click();
    await expectToast(page, 'Login Failed');
    await expect(page.getByTestId('toast')).toHaveCount(1);
    await page.keyboard.press('F8');
    // Radix focuses the list inside the "Notifications (F8)" region.
    await expect
      .poll(() =>
        page.evaluate(() =>
          document.activeElement?.closest('[role=region]')?.getAttribute('aria-label'),
        ),
      )
      .toBe('Notifications (F8)');
  });
});

test.describe('open your purchase', () => {
  /** A toolbox bought signed out in TEST MODE; the access page link is its proof. */
  async function buySignedOut(page: import('@playwright/test').Page, email: string) {
    const intent = await page.request.post('/api/create-payment-intent', {
      data: { email, product: 'toolbox' },
    });
    expect(intent.status()).toBe(200);
    const { clientSecret, orderId } = (await intent.json()) as {
      clientSecret: string;
      orderId: string;
    };
    const paid = await page.request.post('/api/payments/simulated/confirm', {
      data: { clientSecret, cardNumber: '4242424242424242', expiry: '12 / 40', cvc: '123' },
    });
    expect(paid.status()).toBe(200);
    return `/ai-toolbox/success?${new URLSearchParams({ email, order: orderId })}`;
  }

  test('a signed-out buyer creates an account from the access page, signs in, and the purchase is theirs', async ({
    page,
  }) => {
    const account = newAccount();
    const accessPage = await buySignedOut(page, account.email);

    await page.goto(accessPage);
    await expect(page.getByRole('heading', { name: 'Welcome to your AI Toolbox!' })).toBeVisible();
    const offer = page.getByTestId('claim-purchase');
    await expect(offer).toContainText('Open your purchase in your account');
    await offer.getByRole('link', { name: 'Create an account' }).click();

    await expect(page).toHaveURL(/\/register\?/);
    await expect(page.getByLabel('Email *')).toHaveValue(account.email);
    await page.getByLabel('Username *').fill(account.username);
    await page.getByLabel('Password *', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password *').fill(account.password);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/login\?next=/);
    await page.getByLabel('Username or email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expectToast(page, 'Purchase added', 'It is in your account now.');
    await expect(page).toHaveURL(/\/ai-toolbox\/success\?email=.+&order=[^&]+$/);
    await expect(page.getByTestId('claim-purchase')).toHaveCount(0);
    const me = await page.request.get('/api/auth/current-user');
    expect((await me.json()).hasToolboxAccess).toBe(true);
  });

  test('a signed-in member adds a purchase made signed out with one click', async ({ page }) => {
    const account = await signIn(page);
    const accessPage = await buySignedOut(page, account.email);
    // Bought while signed in through the API with a session: it is already theirs.
    await page.goto(accessPage);
    await expect(page.getByTestId('access-granted')).toBeVisible();
    await expect(page.getByTestId('claim-purchase')).toHaveCount(0);

    await page.request.post('/api/auth/logout');
    const other = newAccount();
    const bought = await buySignedOut(page, other.email);
    await signIn(page, other);
    await page.goto(bought);
    const offer = page.getByTestId('claim-purchase');
    await expect(offer).toContainText(`"${other.username}"`);
    await offer.getByRole('button', { name: 'Add to my account' }).click();
    await expectToast(page, 'Purchase added');
    await expect(offer).toHaveCount(0);
  });
});

test.describe('registration names every wrong field at once', () => {
  const phone = { width: 390, height: 844 };

  /** The form once its scripts run: these tests are about its checks, not typing before that. */
  async function openForm(page: Page) {
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  }

  async function fillWrongForm(page: Page) {
    await openForm(page);
    await page.getByLabel('Username *').fill('a!');
    await page.getByLabel('Email *').fill('not-an-email');
    await page.getByLabel('Password *', { exact: true }).fill('secret1');
    await page.getByLabel('Confirm password *').fill('secret2');
  }

  for (const size of [
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: phone },
  ]) {
    test(`a bad username, a bad email and passwords that differ are all marked (${size.name}), and the notice leaves the button free`, async ({
      page,
    }) => {
      await page.setViewportSize(size.viewport);
      await fillWrongForm(page);
      const submit = page.getByRole('button', { name: 'Create Account' });
      await submit.click();
      await expectToast(
        page,
        'Check Your Details',
        'Fix the 3 marked fields: Username, Email and Confirm password.',
      );
      for (const [label, message] of [
        ['Username *', 'Username must be 3 to 32 characters long.'],
        ['Email *', 'Please enter a valid email address'],
        ['Confirm password *', 'Passwords do not match. Please try again.'],
      ]) {
        const field = page.getByLabel(label, { exact: true });
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(message);
      }
      await expect(page.getByLabel('Password *', { exact: true })).not.toHaveAttribute(
        'aria-invalid',
        'true',
      );
      // The notice never sits on the button the visitor presses next.
      const toastBox = (await page.getByTestId('toast').boundingBox())!;
      const submitBox = (await submit.boundingBox())!;
      const overlaps =
        toastBox.x < submitBox.x + submitBox.width &&
        submitBox.x < toastBox.x + toastBox.width &&
        toastBox.y < submitBox.y + submitBox.height &&
        submitBox.y < toastBox.y + toastBox.height;
      expect(overlaps, JSON.stringify({ toastBox, submitBox })).toBe(false);
      await submit.scrollIntoViewIfNeeded();
      await expect(submit).toBeInViewport();
      const afterScroll = (await page.getByTestId('toast').boundingBox())!;
      const buttonNow = (await submit.boundingBox())!;
      expect(
        afterScroll.y + afterScroll.height <= buttonNow.y ||
          buttonNow.y + buttonNow.height <= afterScroll.y ||
          afterScroll.x + afterScroll.width <= buttonNow.x ||
          buttonNow.x + buttonNow.width <= afterScroll.x,
      ).toBe(true);
    });
  }

  test('a server that refuses several fields gets each of them marked', async ({ page }) => {
    await page.setViewportSize(phone);
    const account = newAccount();
    await openForm(page);
    await page.getByLabel('Username *').fill(account.username);
    await page.getByLabel('Email *').fill(account.email);
    await page.getByLabel('Password *', { exact: true }).fill(account.password);
    await page.getByLabel('Confirm password *').fill(account.password);
    // As from a browser whose checks are older than the server's: the real server refuses it.
    await page.route('**/api/auth/register', (route) =>
      route.continue({
        postData: JSON.stringify({ username: 'a!', email: 'not-an-email', password: 'abc' }),
      }),
    );
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expectToast(
      page,
      'Registration Failed',
      'Fix the 3 marked fields: Username, Email and Password.',
    );
    for (const [label, message] of [
      ['Username *', 'Username must be 3 to 32 characters long.'],
      ['Email *', 'Please enter a valid email address'],
      ['Password *', 'Password must be at least 6 characters long.'],
    ]) {
      await expect(page.getByLabel(label, { exact: true })).toHaveAccessibleDescription(message);
    }
    await expect(page).toHaveURL(/\/register$/);
  });
});
