import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Waits until React has taken over the page's islands, so typing is not lost. */
export async function islandsHydrated(page: Page) {
  await expect(page.locator('astro-island[ssr]:not([client="visible"])')).toHaveCount(0);
}

/** Fills and sends the signup form on the current page; the pending-verification dialog answers. */
export async function submitSignup(page: Page, account: { username: string; email: string; password: string }) {
  await islandsHydrated(page);
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('checkbox', { name: /I agree to the Terms of Service and Privacy Policy/ }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Account Pending Verification' })).toBeVisible();
}

/** Fills and sends the login form on the current page. */
export async function submitLogin(page: Page, usernameOrEmail: string, password: string) {
  await islandsHydrated(page);
  await page.getByLabel('Username or email').fill(usernameOrEmail);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
}
