import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type BrowserContext, type Page } from '@playwright/test';
import { loadConfig } from '#src/server/config.ts';
import { SIGNED_IN_HINT_COOKIE } from '#src/shared/api/signed-in-hint.ts';
import { claimAccount, claimSignInSession, type Account } from './accounts.ts';

export { expect };
export type { Account };

/**
 * `account`: a verified account of the test's own, signed out (see accounts.ts for where it
 * comes from). `login(account?)`: signs the browser in as that account, or a fresh one, without
 * the login form, by a session made for it with the e2e database (see `signIn`).
 */
export const test = base.extend<{
  account: Account;
  login: (account?: Account) => Promise<Account>;
}>({
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(await claimAccount());
  },
  login: async ({ context, baseURL }, use) => {
    await use(async (account) => {
      const who = account ?? (await claimAccount());
      await signIn(context, who.username, baseURL!);
      return who;
    });
  },
});

/**
 * Signs a browser context (its pages and its request client) in as the account, two-step sign-in
 * included, by setting the cookie of a session made for it before the server started.
 */
export async function signIn(context: BrowserContext, username: string, baseURL: string) {
  const token = await claimSignInSession(username);
  await context.addCookies(
    [
      { name: loadConfig(process.env).sessionCookie, value: token, httpOnly: true },
      { name: SIGNED_IN_HINT_COOKIE, value: '1' },
    ].map((cookie) => ({ ...cookie, url: baseURL, sameSite: 'Lax' as const })),
  );
}

/** Fails with the list of violations, so a report says what to fix. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id}: ${v.help} (${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(', ')})`,
  );
  expect(summary).toEqual([]);
}

export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** Holds the browser chunk of the module `name` back until the returned function is called. */
export async function holdChunk(page: Page, name: string) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/_astro/${name}\\.[\\w-]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
