import type { Locator, Page } from '@playwright/test';
import { localizedPath } from '#src/shared/i18n/locale.ts';
import { requestQuotesPath } from '#src/shared/request-quotes.ts';
import { englishTexts } from '#tests/support/english-text.ts';
import { expect, test } from './support/fixtures.ts';
import { OWNER_FIXTURES } from './support/owner-listings.ts';
import { firstWarehousePath } from './support/pages.ts';
import { interfaceText } from './support/text.ts';

/**
 * Every form on a /fr page answers in French (docs/decisions/i18n.md): sent empty, then with wrong
 * values, what the browser's validation and the API's refusals show is French.
 */

const fr = (path: string) => localizedPath(path, 'fr');

/** A wrong value for each kind of field: too short, not an address, below zero, in the past. */
const WRONG_VALUES: Record<string, string> = {
  email: 'pas-un-courriel',
  password: 'a',
  number: '-1',
  date: '2000-01-01',
  url: 'pas une adresse',
  textarea: 'court',
};

async function fillWrongValues(form: Locator) {
  for (const field of await form.locator('input:visible, textarea:visible').all()) {
    const type = await field.evaluate((el) => (el instanceof HTMLInputElement ? el.type : 'textarea'));
    if (['checkbox', 'radio', 'file', 'hidden', 'submit', 'button'].includes(type)) continue;
    if (!(await field.isEditable())) continue;
    await field.fill(WRONG_VALUES[type] ?? 'x');
  }
}

/** What a reader sees in English on the page, after the form has answered. */
async function englishShown(page: Page): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  return englishTexts(await interfaceText(page));
}

/** Sends each form in the page's main content empty, then with wrong values, and reads what they say. */
async function sendEveryForm(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const forms = page.locator('main form').filter({ has: page.locator('[type="submit"]') });
  await expect(forms.first()).toBeVisible();
  const count = await forms.count();
  for (let i = 0; i < count; i++) {
    const form = forms.nth(i);
    if (!(await form.isVisible())) continue;
    await form.scrollIntoViewIfNeeded();
    // The form's island has hydrated (some load as they come near the screen).
    await expect(form.locator('xpath=ancestor::astro-island[@ssr]')).toHaveCount(0);
    const submit = form.locator('[type="submit"]').first();

    // A form that changes one saved value (the profile's) can be sent only once something is typed.
    if (await submit.isEnabled()) {
      await submit.click();
      await expect(form.locator('.field-error, [role="alert"]').first()).toBeVisible();
      expect.soft(await englishShown(page), `${path}, form ${i + 1} sent empty`).toEqual([]);
    }

    await fillWrongValues(form);
    await submit.click();
    await expect(page.locator('.field-error, [role="alert"], [data-toast]').first()).toBeVisible();
    expect.soft(await englishShown(page), `${path}, form ${i + 1} sent with wrong values`).toEqual([]);
  }
}

test.describe('every form on a /fr page answers in French', () => {
  test(
    'signed out: contact, signup, login, forgot password and both quote forms',
    { tag: '@full' },
    async ({ page }) => {
      test.setTimeout(420_000);
      const { leads, neverClaimed } = OWNER_FIXTURES;
      for (const path of [
        '/contact',
        '/signup',
        '/login',
        '/forgot-password',
        await firstWarehousePath(page),
        requestQuotesPath([leads.id, neverClaimed.id]),
      ]) {
        await sendEveryForm(page, fr(path));
      }
    },
  );

  test('signed in: the profile and the listing form', { tag: '@full' }, async ({ page, login }) => {
    test.setTimeout(420_000);
    await login();
    for (const path of ['/profile', '/list-warehouse']) await sendEveryForm(page, fr(path));
  });
});
