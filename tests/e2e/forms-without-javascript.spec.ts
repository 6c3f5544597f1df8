import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { firstWarehousePath, VISITOR_PAGES } from './support/pages.ts';
import { sweep } from './support/sweep.ts';

/**
 * With JavaScript off, no form on any page puts what was typed into an address: every form posts
 * (or is a search, whose address is its results), and its submit is disabled with the reason
 * shown (docs/decisions/interface-behaviour.md, "Forms without JavaScript").
 */
test.use({ javaScriptEnabled: false });

const NEEDS_JAVASCRIPT = 'Sending this form needs JavaScript: the button works once the page has loaded it.';
/** Pages whose pre-rendered HTML holds a form that takes personal data: each must be checked. */
const PAGES_WITH_PERSONAL_FORMS = ['/contact', '/login', '/signup', '/forgot-password', 'warehouse'];

/** Fills every field a visitor can type into with a value of its own, and returns those values. */
async function fillFields(page: Page, formIndex: number): Promise<string[]> {
  const fields = page
    .locator('form')
    .nth(formIndex)
    .locator('input[type=text], input[type=email], input[type=tel], input[type=password], input:not([type]), textarea');
  const typed: string[] = [];
  for (let i = 0; i < (await fields.count()); i++) {
    const field = fields.nth(i);
    if (!(await field.isVisible()) || !(await field.isEditable())) continue;
    const value = `typed${formIndex}x${i}`;
    const email = (await field.getAttribute('type')) === 'email';
    await field.fill(email ? `${value}@example.com` : value);
    typed.push(value);
  }
  return typed;
}

// The default lane's sample: the warehouse page's quote form, one of the two the issue was found on.
for (const [path, details] of sweep([...VISITOR_PAGES, 'warehouse'], ['warehouse'])) {
  test(`no form on ${path} puts what was typed into a URL without JavaScript`, details, async ({ page }) => {
    const url = path === 'warehouse' ? await firstWarehousePath(page) : path;
    const requested: string[] = [];
    page.on('request', (request) => requested.push(decodeURIComponent(request.url())));
    await page.goto(url);
    const forms = page.locator('form');
    const count = await forms.count();
    if (PAGES_WITH_PERSONAL_FORMS.includes(path)) expect(count).toBeGreaterThan(0);

    for (let i = 0; i < count; i++) {
      const form = forms.nth(i);
      if (!(await form.isVisible())) continue;
      if ((await form.getAttribute('role')) === 'search' && (await form.getAttribute('action'))) {
        // The home page's search works without JavaScript: a GET to the results page.
        expect(await form.getAttribute('action')).toMatch(/\/search$/);
        continue;
      }
      expect(await form.getAttribute('method')).toBe('post');
      const typed = await fillFields(page, i);
      const submit = form.locator('button[type=submit]');
      await expect(submit).toBeDisabled();
      await expect(form.getByText(NEEDS_JAVASCRIPT)).toBeVisible();
      // Enter in a field is the browser's own way to send a form (a disabled button cannot be clicked).
      if (typed.length) await form.locator('input, textarea').first().press('Enter');
      await expect(form.getByText(NEEDS_JAVASCRIPT)).toBeVisible();
      for (const value of typed) {
        expect(page.url()).not.toContain(value);
        expect(requested.filter((r) => r.includes(value))).toEqual([]);
      }
    }
  });
}
