import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { accountDetails, TEST_PASSWORD } from '#tests/support/factories.ts';
import { linkFrom, waitForMailTo } from '#tests/support/mail.ts';
import { E2E_MAILBOX } from './support/accounts.ts';
import { islandsHydrated, submitLogin, submitSignup } from './support/account-forms.ts';
import { expect, expectNoAxeViolations, PHONE_VIEWPORT, test } from './support/fixtures.ts';

const DEMO_OWNER = DEMO_ACCOUNTS.owner;

const toast = (page: Page) => page.locator('[data-toast]');

/** Opens a page and waits until React has taken over its islands, so typing is not lost. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await islandsHydrated(page);
}

async function signUp(page: Page, account: { username: string; email: string; password: string }, path = '/signup') {
  await open(page, path);
  await submitSignup(page, account);
}

async function openVerificationLink(page: Page, email: string) {
  const link = linkFrom(await waitForMailTo(E2E_MAILBOX, email, 'verify_email'), '/verify-email');
  expect(link.searchParams.get('token'), 'verification link in the e-mail').toBeTruthy();
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
}

const logIn = submitLogin;

test.describe('accounts', () => {
  test('sign up, verify by e-mail, log in, save a favorite, see it on /favorites, log out', async ({ page }) => {
    // Eight pages, a mailed link and a login: 24 s of the default 45 on a machine at load 20.
    test.setTimeout(90_000);
    const account = accountDetails('e2e_');
    await signUp(page, account);
    await openVerificationLink(page, account.email);
    await page.getByRole('link', { name: 'Log In Now' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await logIn(page, account.username, account.password);
    await expect(page).toHaveURL(/\/$/);
    await expect(toast(page)).toContainText('Welcome back!');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: account.username })).toBeVisible();

    await open(page, '/search?query=Toronto');
    const heart = page.getByRole('button', { name: /^Save .+ to favorites$/ }).first();
    await expect(heart).toBeVisible();
    const label = (await heart.getAttribute('aria-label'))!;
    const warehouseName = label.replace(/^Save /, '').replace(/ to favorites$/, '');
    await heart.click();
    await expect(toast(page)).toContainText('Added to favorites');
    await expect(toast(page)).toContainText(`${warehouseName} has been added to your favorites.`);
    await expect(page.getByRole('button', { name: `Remove ${warehouseName} from favorites` }).first()).toBeVisible();
    await expect(page).toHaveURL(/\/search\?query=Toronto$/);

    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: warehouseName })).toBeVisible();
    await expect(page.getByText('1 saved warehouse')).toBeVisible();

    await header.getByRole('button', { name: account.username }).click();
    await header.getByRole('menuitem', { name: 'Logout' }).click();
    // Logout ends on the home page, signed out.
    await page.waitForURL((url) => url.pathname === '/');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await page.goto('/favorites');
    await expect(page.getByRole('heading', { name: 'Log in to see your favorites' })).toBeVisible();
  });

  test(
    'forgot password: the mailed link sets a new password and only the new one logs in',
    { tag: '@full' },
    async ({ page, account }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page).toHaveURL(/\/forgot-password$/);
      await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
      await page.getByLabel('Email').fill(account.email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(
        page.getByText('If an account with that email exists, a password reset link has been sent.'),
      ).toBeVisible();

      const link = linkFrom(await waitForMailTo(E2E_MAILBOX, account.email, 'reset_password'), '/reset-password');
      expect(link.searchParams.get('token'), 'reset link in the e-mail').toBeTruthy();
      await open(page, link.href);
      const newPassword = 'Fresher@Pass2';
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await expect(toast(page)).toContainText('Password Reset Successful');
      await expect(page).toHaveURL(/\/login$/, { timeout: 5000 });

      await logIn(page, account.email, account.password);
      await expect(toast(page)).toContainText('Login Failed');
      await expect(toast(page)).toContainText('Invalid username or password');
      await expect(page).toHaveURL(/\/login$/);

      await page.getByLabel('Password', { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: 'Log In', exact: true }).click();
      await expect(toast(page)).toContainText('Welcome back!');
      await expect(page.getByRole('banner').getByRole('button', { name: account.username })).toBeVisible();
    },
  );

  test('the signup and login forms show every validation message', async ({ page }) => {
    await open(page, '/signup');
    const form = page.locator('form');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText('Username must be 4-20 characters')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Password must be at least 8 characters long')).toBeVisible();
    await expect(form.getByText('Please confirm your password')).toBeVisible();
    await expect(form.getByText('You must agree to the Terms of Service and Privacy Policy')).toBeVisible();

    await page.getByLabel('Username').fill('ab c@');
    await expect(
      form.getByText(
        'Username cannot contain spaces or @ symbols. Only letters, numbers, underscores, and hyphens are allowed',
      ),
    ).toBeVisible();
    await page.getByLabel('Username').fill('abc');
    await expect(form.getByText('Username must be 4-20 characters')).toBeVisible();
    await page.getByLabel('Username').fill('good_name');
    await expect(form.getByText(/^Username /)).toHaveCount(0);

    await page.getByLabel('Email').fill('not-an-email');
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await page.getByLabel('Email').fill('person@example.com');
    await expect(form.getByText('Please enter a valid email address')).toHaveCount(0);

    // Each password that breaks exactly one rule: the checklist shows which, and the field says why.
    const password = page.getByLabel('Password', { exact: true });
    const rule = (id: string) => page.locator(`[data-rule="${id}"]`);
    const combined =
      'Password must contain at least one lowercase letter, one uppercase letter, one number, and one special character (@$!%*?&)';
    const cases = [
      { value: 'Abc@123', broken: 'length', message: 'Password must be at least 8 characters long' },
      { value: 'ABCD@1234', broken: 'lower', message: combined },
      { value: 'abcd@1234', broken: 'upper', message: combined },
      { value: 'Abcd@efgh', broken: 'digit', message: combined },
      { value: 'Abcd12345', broken: 'special', message: combined },
    ];
    for (const { value, broken, message } of cases) {
      await password.fill(value);
      await expect(form.getByText(message, { exact: true })).toBeVisible();
      for (const id of ['length', 'lower', 'upper', 'digit', 'special']) {
        await expect(rule(id), `${value}: rule ${id}`).toHaveAttribute('data-met', String(id !== broken));
      }
    }
    await password.fill(TEST_PASSWORD);
    await expect(form.getByText(/^Password must/)).toHaveCount(0);

    await page.getByLabel('Confirm password').fill(`${TEST_PASSWORD}2`);
    await expect(form.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm password').fill(TEST_PASSWORD);
    await expect(form.getByText("Passwords don't match")).toHaveCount(0);

    const terms = page.getByRole('checkbox', { name: /I agree/ });
    await terms.check();
    await expect(form.getByText('You must agree to the Terms of Service and Privacy Policy')).toHaveCount(0);
    await terms.uncheck();
    await expect(form.getByText('You must agree to the Terms of Service and Privacy Policy')).toBeVisible();

    // The legal texts open in dialogs, so what was typed stays.
    await page.getByRole('button', { name: 'Terms of Service' }).click();
    const termsDialog = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(termsDialog).toContainText('Ontario, Canada');
    await termsDialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(termsDialog).toBeHidden();
    await expect(page.getByLabel('Username')).toHaveValue('good_name');

    await open(page, '/login');
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    await expect(page.getByText('Username or email is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
  });

  test('a visitor who taps a heart gets the Save Your Favorites prompt, and Maybe Later does not open the warehouse', async ({
    page,
  }) => {
    await open(page, '/search?query=Toronto');
    await page
      .getByRole('button', { name: /^Save .+ to favorites$/ })
      .first()
      .click();
    const prompt = page.getByRole('dialog', { name: 'Save Your Favorites' });
    await expect(prompt).toBeVisible();
    await expect(prompt).toContainText(
      'Sign up or log in to save warehouses to your favorites and access them anytime.',
    );
    // Back to the same search, which then saves the tapped listing (saveFavorite).
    const returnUrl = encodeURIComponent('/search?query=Toronto&saveFavorite=');
    const backWithHeart = (path: string) => new RegExp(`^${path}\\?returnUrl=${returnUrl}[0-9a-f-]{36}$`);
    await expect(prompt.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', backWithHeart('/login'));
    await expect(prompt.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', backWithHeart('/signup'));
    await prompt.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(prompt).toBeHidden();
    await page.waitForTimeout(500);
    await expect(page).toHaveURL(/\/search\?query=Toronto$/);
  });

  test(
    'a visitor sent to sign up from the listing form is back at the form after verifying and logging in',
    { tag: '@full' },
    async ({ page }) => {
      await open(page, '/list-warehouse');
      await page.getByRole('main').getByRole('link', { name: 'Sign Up' }).click();
      await expect(page).toHaveURL(/\/signup\?returnUrl=%2Flist-warehouse$/);
      const account = accountDetails('e2e_');
      await signUp(page, account, page.url());
      await openVerificationLink(page, account.email);
      await page.getByRole('link', { name: 'Log In Now' }).click();
      await expect(page).toHaveURL(/\/login\?returnUrl=%2Flist-warehouse$/);
      await logIn(page, account.username, account.password);
      await expect(page).toHaveURL(/\/list-warehouse$/);
      await expect(page.getByLabel('Warehouse name')).toBeVisible();
    },
  );

  test('login goes back to a same-site returnUrl only', async ({ page }) => {
    await page.goto('/login?returnUrl=%2F%2Fevil.example%2F');
    await logIn(page, DEMO_OWNER.username, DEMO_OWNER.password);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { name: 'Username' })).toBeVisible();
  });

  test('reset and verify links without a token say so', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByRole('heading', { name: 'Invalid Link' })).toBeVisible();
    await expect(page.getByText('The reset link is invalid or missing.')).toBeVisible();
    await page.goto('/verify-email');
    await expect(page.getByText('Verification token is missing.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign Up Again' })).toBeVisible();
  });
});

test.describe('accounts accessibility', () => {
  // The account pages as they first open are in shell.spec.ts's axe pass over every page. The
  // default lane takes the signed-in pages and dialogs; the other states are the full lane's
  // (support/sweep.ts).
  test('axe finds no violations on a reset link whose token is unknown', { tag: '@full' }, async ({ page }) => {
    await page.goto('/reset-password?token=abc');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });

  test('axe finds no violations on the login page in dark mode, on a phone too', { tag: '@full' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    await page.setViewportSize(PHONE_VIEWPORT);
    await expectNoAxeViolations(page);
  });

  test(
    'axe finds no violations on the signup dialogs and the signed-in profile and favorites',
    { tag: '@full' },
    async ({ page, login }) => {
      // Three pages each scanned by axe: 25 s of the default 45 on a machine at load 20.
      test.setTimeout(90_000);
      await open(page, '/signup');
      await page.getByRole('button', { name: 'Privacy Policy' }).click();
      await expect(page.getByRole('dialog', { name: 'Privacy Policy' })).toBeVisible();
      await expectNoAxeViolations(page);

      await login(DEMO_OWNER);
      for (const path of ['/profile', '/favorites']) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expect(page.getByRole('status').filter({ hasText: 'Loading' })).toHaveCount(0);
        await expectNoAxeViolations(page);
      }
    },
  );
});
