import { mockPerson } from '#tests/support/oidc-provider.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { setMockPerson } from './support/providers.ts';
import { currentCode, enterSignInCode } from './support/second-factor.ts';

const SHOTS = '/tmp/signin/shots';

test.describe('Continue with Google or Microsoft', () => {
  test('a new person continues with Google, picks a username and lands where they were going', async ({ page }) => {
    const email = `new-${Date.now()}@gmail.example`;
    await setMockPerson(page.request, 'google', mockPerson('google', email, { name: 'Robin Example' }));
    await page.goto('/login?returnUrl=%2Ffavorites');
    await expect(page.getByRole('link', { name: 'Continue with Microsoft' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/login-providers.png`, fullPage: true });
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue with Google' }).click();

    await page.waitForURL((url) => url.pathname === '/choose-username');
    await expect(page.getByText(`Signed in with Google as ${email}`)).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveValue('Robin-Example');
    await page.screenshot({ path: `${SHOTS}/choose-username.png`, fullPage: true });
    const username = `robin${Date.now().toString(36).slice(-6)}`;
    await page.getByLabel('Username').fill(username);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((url) => url.pathname === '/favorites');
    expect(await (await page.request.get('/api/user')).json()).toMatchObject({ username, email });
  });

  test('the signup page offers both providers too', async ({ page }) => {
    await page.goto('/signup');
    await expect(page.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/api/auth/providers/google/start',
    );
    await expect(page.getByRole('link', { name: 'Continue with Microsoft' })).toBeVisible();
  });

  test(
    'an address the provider does not vouch for is not linked: the person logs in and links from the profile',
    { tag: '@full' },
    async ({ page, account, login }) => {
      const person = mockPerson('microsoft', account.email, { tid: '72f988bf-86f1-41af-91ab-2d7cd011db47' });
      await setMockPerson(page.request, 'microsoft', person);
      await page.goto('/login');
      await page.getByRole('link', { name: 'Continue with Microsoft' }).click();
      await page.waitForURL((url) => url.pathname === '/login' && url.search.includes('signInError'));
      await expect(page.getByRole('alert')).toContainText(
        'Log in with your password, then link the provider from your profile.',
      );

      await login(account);
      await page.goto('/profile');
      const methods = page.getByRole('region', { name: 'Sign-in methods' });
      await methods.getByRole('link', { name: 'Link Microsoft' }).click();
      await page.waitForURL((url) => url.pathname === '/profile' && url.search.includes('linked=microsoft'));
      await expect(methods.getByRole('button', { name: 'Unlink Microsoft' })).toBeVisible();
      await expect(methods).toContainText(account.email);
      await page.screenshot({ path: `${SHOTS}/profile-security.png`, fullPage: true });
      await methods.getByRole('button', { name: 'Unlink Microsoft' }).click();
      await expect(methods.getByRole('link', { name: 'Link Microsoft' })).toBeVisible();
    },
  );
});

test.describe('two-step sign-in', () => {
  test(
    'an owner sets it up with the QR code, saves recovery codes, and then signs in with a code',
    { tag: '@full' },
    async ({ page, account, login }) => {
      // Enrolling, signing out and in again with a code: more steps than most tests.
      test.setTimeout(120_000);
      await login(account);
      await page.goto('/profile');
      const section = page.getByRole('region', { name: 'Two-step sign-in' });
      await section.getByRole('button', { name: 'Set Up Two-step Sign-in' }).click();
      await expect(section.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
      await page.screenshot({ path: `${SHOTS}/enrol-qr.png`, fullPage: true });
      const secret = (await section.getByTestId('totp-secret').textContent())!.trim();
      await section.getByLabel('Code from the app').fill('000000');
      await section.getByRole('button', { name: 'Turn On' }).click();
      await expect(section.getByText('That code is not right.')).toBeVisible();
      await section.getByLabel('Code from the app').fill(currentCode(secret));
      await section.getByRole('button', { name: 'Turn On' }).click();
      const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await page.screenshot({ path: `${SHOTS}/recovery-codes.png`, fullPage: true });
      await section.getByRole('button', { name: 'I Have Saved Them' }).click();
      await expect(section.getByText('On. 10 of 10 recovery codes left.')).toBeVisible();

      await page.context().clearCookies();
      await page.goto('/login?returnUrl=%2Fprofile');
      await page.getByLabel('Username or email').fill(account.username);
      await page.getByLabel('Password', { exact: true }).fill(account.password);
      await page.getByRole('button', { name: 'Log In' }).click();
      await page.waitForURL((url) => url.pathname === '/sign-in-code');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `${SHOTS}/sign-in-code.png`, fullPage: true });
      await enterSignInCode(page, secret);
      await expect(page).toHaveURL(/\/profile$/);
      await expect(page.getByRole('region', { name: 'Two-step sign-in' })).toContainText('On.');
    },
  );
});

test(
  "the profile lists the account's sessions and ends another one",
  { tag: '@full' },
  async ({ page, browser, baseURL, account, login }) => {
    await login(account);
    const other = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
    });
    const signIn = await other.request.post('/api/auth/login', {
      data: { usernameOrEmail: account.username, password: account.password },
      headers: { origin: baseURL! },
    });
    expect(signIn.status()).toBe(200);

    await page.goto('/profile');
    const sessions = page.getByRole('list', { name: 'Sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText('This device')).toBeVisible();
    await page.getByRole('button', { name: 'End the session on Firefox on Windows' }).click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await other.request.get('/api/user')).status()).toBe(401);
    await other.close();
  },
);
