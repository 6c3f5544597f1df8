import type { Page } from '@playwright/test';
import { accountDetails } from '#tests/support/factories.ts';
import { linkFrom, mailsTo, readMailbox } from '#tests/support/mail.ts';
import { E2E_MAILBOX } from './support/accounts.ts';
import { islandsHydrated, submitLogin, submitSignup } from './support/account-forms.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * Every path out of the "List Your Warehouse" sign-in prompt ends back at the listing form once
 * the visitor has logged in: log in, sign up and verify, "Send Again" after signing up or after a
 * refused login, and forgot password → reset → log in.
 */

const FORM_PATH = '/list-warehouse';
const CARRIED = /[?&]returnUrl=%2Flist-warehouse(&|$)/;

/** The prompt on the listing form, then one of its two links. */
async function fromListingPrompt(page: Page, link: 'Log In' | 'Sign Up') {
  await page.goto(FORM_PATH);
  await islandsHydrated(page);
  await page.getByRole('main').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(CARRIED);
  await islandsHydrated(page);
}

async function expectBackAtListingForm(page: Page) {
  // A login hashes the password at full cost: on a busy machine it takes well over 10 s.
  await expect(page).toHaveURL(new RegExp(`${FORM_PATH}$`), { timeout: 30_000 });
  await expect(page.getByLabel('Warehouse name')).toBeVisible();
}

/** The `nth` message (1-based) of `kind` to `email`, once it has arrived. */
async function nthMail(email: string, kind: string, nth: number) {
  await expect
    .poll(async () => mailsTo(await readMailbox(E2E_MAILBOX), email, kind).length)
    .toBeGreaterThanOrEqual(nth);
  return mailsTo(await readMailbox(E2E_MAILBOX), email, kind)[nth - 1]!;
}

/** "Send Again" in the pending-verification dialog, then the check-email page it leads to. */
async function sendAgain(page: Page) {
  await page
    .getByRole('dialog', { name: 'Account Pending Verification' })
    .getByRole('button', { name: 'Send Again' })
    .click();
  await expect(page).toHaveURL(/\/check-email\?/);
  await expect(page).toHaveURL(CARRIED);
  await expect(page.getByRole('main').getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', CARRIED);
}

/** Opens the verification link of the `nth` mail and follows "Log In Now" to the login form. */
async function verifyThenGoToLogin(page: Page, email: string, nth: number) {
  const link = linkFrom(await nthMail(email, 'verify_email', nth), '/verify-email');
  expect(link.search).toMatch(CARRIED);
  await page.goto(link.href);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await page.getByRole('link', { name: 'Log In Now' }).click();
  await expect(page).toHaveURL(CARRIED);
}

// The default lane takes logging in and the reset; signing up back to the form is also in
// accounts.spec.ts. The two sign-up variants with "Send Again" are the full lane's.
test.describe('the return address through every account path', () => {
  test('log in', { tag: '@full' }, async ({ page, account }) => {
    await fromListingPrompt(page, 'Log In');
    await submitLogin(page, account.username, account.password);
    await expectBackAtListingForm(page);
  });

  test('sign up, ask for the mail again, verify with the new link, log in', { tag: '@full' }, async ({ page }) => {
    const account = accountDetails('e2e_');
    await fromListingPrompt(page, 'Sign Up');
    await submitSignup(page, account);
    await sendAgain(page);
    await verifyThenGoToLogin(page, account.email, 2);
    await submitLogin(page, account.username, account.password);
    await expectBackAtListingForm(page);
  });

  test('sign up, switch to log in, get "Send Again" there, verify, log in', { tag: '@full' }, async ({ page }) => {
    const account = accountDetails('e2e_');
    await fromListingPrompt(page, 'Sign Up');
    await submitSignup(page, account);
    await page
      .getByRole('dialog', { name: 'Account Pending Verification' })
      .getByRole('button', { name: 'Cancel' })
      .click();
    await page.getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(CARRIED);
    await submitLogin(page, account.username, account.password);
    await sendAgain(page);
    await page.getByRole('main').getByRole('link', { name: 'Go to Login' }).click();
    await expect(page).toHaveURL(CARRIED);
    await verifyThenGoToLogin(page, account.email, 2);
    await submitLogin(page, account.username, account.password);
    await expectBackAtListingForm(page);
  });

  test('forgot password, reset by the mailed link, log in', { tag: '@full' }, async ({ page, account }) => {
    await fromListingPrompt(page, 'Log In');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password\?/);
    await expect(page).toHaveURL(CARRIED);
    await islandsHydrated(page);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(page.getByRole('main').getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', CARRIED);

    const link = linkFrom(await nthMail(account.email, 'reset_password', 1), '/reset-password');
    expect(link.search).toMatch(CARRIED);
    await page.goto(link.href);
    await islandsHydrated(page);
    const newPassword = 'Return@Path2';
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();
    // The new password is hashed, then the page waits 2 s before moving on.
    await expect(page).toHaveURL(/\/login\?/, { timeout: 15_000 });
    await expect(page).toHaveURL(CARRIED);
    await submitLogin(page, account.username, newPassword);
    await expectBackAtListingForm(page);
  });
});
