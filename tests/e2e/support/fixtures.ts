import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { SIGNED_IN_HINT_COOKIE } from '#src/shared/api/signed-in-hint.ts';
import { claimAccount, poolSessionToken, type Account } from './accounts.ts';
import { verifySignInCode } from './second-factor.ts';

export { expect };
export type { Account };

/**
 * `account`: a verified account of the test's own, signed out (see accounts.ts for where it
 * comes from). `login(account?)`: signs the browser in as that account, or a fresh one, without
 * the login form: a pool account by the session created with it (its cookie set in the
 * context), any other (the demo accounts) through POST /api/auth/login on the context's request
 * client, which shares the browser's cookies. An account with two-step sign-in also enters its
 * current code.
 */
export const test = base.extend<{
  account: Account;
  login: (account?: Account & { totpSecret?: string }) => Promise<Account>;
  noInternet: void;
}>({
  /** Every request that would leave this machine fails, as it would on the test machines (map tiles, fonts …). */
  noInternet: [
    async ({ context }, use) => {
      await context.route(/^(https?|wss?):\/\/(?!(localhost|127\.0\.0\.1)[:/])/, (route) => route.abort());
      await use();
    },
    { auto: true },
  ],
  // Playwright reads a fixture's dependencies from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  account: async ({}, use) => {
    await use(await claimAccount());
  },
  login: async ({ context, baseURL }, use) => {
    await use(async (account) => {
      const who = account ?? (await claimAccount());
      const token = poolSessionToken(who.username);
      if (token) {
        await context.addCookies(
          [
            { name: 'sid', value: token, httpOnly: true },
            { name: SIGNED_IN_HINT_COOKIE, value: '1' },
          ].map((cookie) => ({ ...cookie, url: baseURL!, sameSite: 'Lax' as const })),
        );
        return who;
      }
      const res = await context.request.post('/api/auth/login', {
        data: { usernameOrEmail: who.username, password: who.password },
        headers: { origin: baseURL! },
      });
      expect(res.status(), await res.text()).toBe(200);
      // An account with two-step sign-in (the demo admin) answers with the code step first.
      if (((await res.json()) as { secondFactorRequired?: boolean }).secondFactorRequired) {
        if (!account?.totpSecret) throw new Error(`${who.username} has two-step sign-in: pass its totpSecret`);
        await verifySignInCode(context.request, account.totpSecret, baseURL!);
      }
      return who;
    });
  },
});

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
