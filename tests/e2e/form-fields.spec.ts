import type { Page } from '@playwright/test';
import { allActiveWarehouses } from '#tests/support/listings.ts';
import { expect, test } from './support/fixtures.ts';

/** What a person's browser fills from their saved details: a name, an organisation, a username. */
const PERSONAL_FIELD = /name|company|organi[sz]ation/i;

/** Every text field in the page's forms: its label, and its type and autocomplete as the HTML says them. */
async function textFields(page: Page) {
  return page.locator('main form input').evaluateAll((inputs) =>
    (inputs as HTMLInputElement[])
      .filter((input) => !['hidden', 'checkbox', 'radio', 'file', 'range', 'submit'].includes(input.type))
      .map((input) => ({
        label: (input.labels?.[0]?.textContent ?? input.getAttribute('aria-label') ?? input.name).trim(),
        type: input.getAttribute('type'),
        autocomplete: input.getAttribute('autocomplete'),
      })),
  );
}

async function expectNamedFieldsTyped(page: Page, path: string) {
  await page.goto(path);
  // The account pages draw their forms once the session is known.
  await expect(page.locator('main form input').first()).toBeVisible();
  const fields = (await textFields(page)).filter((field) => PERSONAL_FIELD.test(field.label));
  expect(fields.length, path).toBeGreaterThan(0);
  for (const field of fields) {
    expect(field, `${path}: ${field.label}`).toEqual({
      label: field.label,
      type: 'text',
      autocomplete: expect.stringMatching(/^(name|given-name|family-name|organization|username)$/),
    });
  }
}

test.describe('name, organisation and username fields', () => {
  test(
    'say type="text" and what to autocomplete on the signup, login, contact and quote forms',
    { tag: '@full' },
    async ({ page, request }) => {
      const [listing] = await allActiveWarehouses((path) => request.get(path));
      for (const path of ['/signup', '/login', '/contact', `/warehouse/${listing!.id}`]) {
        await expectNamedFieldsTyped(page, path);
      }
    },
  );

  test('say the same on the listing form and the profile', { tag: '@full' }, async ({ page, login }) => {
    await login();
    for (const path of ['/list-warehouse', '/profile']) await expectNamedFieldsTyped(page, path);
  });
});
