import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, PHONE_VIEWPORT } from './support/fixtures.ts';
import { sweep } from './support/sweep.ts';

test.describe('app shell', () => {
  test('an anonymous visitor sees Log In, Sign Up and Search, but no Admin link or user menu', async ({ page }) => {
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Log In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign Up' })).toBeVisible();
    await expect(header.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Search' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Admin' })).toBeHidden();
    await expect(header.getByRole('button', { name: /favorites/i })).toHaveCount(0);
  });

  test('the user menu button has a name in the HTML, before any script has learnt the session', async ({ page }) => {
    // No bundled script (the session's) and no stylesheet (which hides the menu from the anonymous).
    await page.route('**/_astro/**', (route) => route.abort());
    await page.goto('/faq');
    const button = page.getByRole('banner').locator('[data-user-menu-button]');
    await expect(button).toHaveAccessibleName('Account menu');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Account menu' })).toBeVisible();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/faq');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the theme choice is kept across pages without a flash of the other theme', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('banner').locator('label:has(input[value=dark])').first().click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('warehouse-ui-theme'))).toBe('dark');
    // The inline script sets the theme before any bundled script runs.
    await page.route('**/_astro/*.js', (route) => route.abort());
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });

  test('System follows the operating system colour scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('unknown paths show the not-found screen with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
  });

  test('unknown API paths answer JSON 404', async ({ request }) => {
    const res = await request.get('/api/nope');
    expect(res.status()).toBe(404);
    expect((await res.json()).message).toContain('/api/nope');
  });

  test('the mobile menu opens, lists the links, and closes when one is followed', async ({ page }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    await page.goto('/terms');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    const mobileNav = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobileNav.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expect(mobileNav.getByRole('link', { name: 'List Your Warehouse' })).toBeVisible();
    await mobileNav.getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('the footer links all lead somewhere real', async ({ page, request }) => {
    await page.goto('/terms');
    const hrefs = await page
      .getByRole('contentinfo')
      .getByRole('link')
      .evaluateAll((links) =>
        links.map((a) => (a as HTMLAnchorElement).getAttribute('href')!).filter((h) => h.startsWith('/')),
      );
    expect(hrefs.length).toBeGreaterThan(6);
    for (const href of hrefs) expect((await request.get(href)).status(), href).toBe(200);
  });
});

// Checked elsewhere, each in its own spec: the home and search pages with their cards on screen
// (search.spec.ts), the contact page with and without errors (contact.spec.ts), and the FAQ, terms
// and privacy pages with the check that they load no React (seo.spec.ts).
const PAGES = [
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/check-email',
  '/favorites',
  '/profile',
  '/my-warehouses',
  '/list-warehouse',
  '/warehouse-submitted',
  '/no-such-page',
];

test.describe('accessibility', () => {
  for (const [path, details] of sweep(PAGES, ['/login'])) {
    test(`axe finds no violations on ${path}`, details, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page);
    });
  }
  test('axe finds no violations in dark mode', { tag: '@full' }, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
  });
});
