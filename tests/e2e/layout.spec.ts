import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { sweep } from './support/sweep.ts';

/** The option is on screen and nothing covers its centre, then it takes a click. */
async function expectClickable(option: Locator) {
  await option.scrollIntoViewIfNeeded();
  const onTop = await option.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const x = r.left + r.width / 2;
    const y = r.top + r.height / 2;
    if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, await option.innerText()).toBe(true);
  await option.click();
}

async function checkDropdowns(page: Page, width: number) {
  const form = page.getByRole('search', { name: 'Find warehouses' });
  if (width < 1024) await form.getByRole('button', { name: 'Show Filters' }).click();
  for (const name of ['Storage Type', 'Services']) {
    const button = form.getByRole('button', { name: new RegExp(`^${name}`) });
    await button.click();
    const last = form.getByRole('group', { name }).locator('label').last();
    const text = (await last.innerText()).split('\n')[0]!.trim();
    await expectClickable(last);
    await expect(button).toContainText(text);
    await page.keyboard.press('Escape');
  }
  const location = form.getByRole('combobox', { name: 'Location' });
  await location.fill('');
  await location.pressSequentially('Tor');
  const suggestions = page.locator(`[id="${await location.getAttribute('aria-controls')}"]`).getByRole('option');
  // Local cities show first and the server's places join them: the last option is known once the list is full.
  await expect(suggestions).toHaveCount(3);
  const last = suggestions.last();
  const picked = (await last.innerText()).trim();
  await expectClickable(last);
  await expect(location).toHaveValue(picked);
}

test.describe('dropdown panels are whole and clickable', () => {
  for (const [width, details] of sweep([375, 768, 1024, 1440], [1440])) {
    test(`on the home hero at ${width} px`, details, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await checkDropdowns(page, width);
    });
  }

  test('on /search at 1440 px', { tag: '@full' }, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/search?query=Toronto');
    await expect(page.getByRole('heading', { level: 2, name: /Toronto/ })).toBeVisible();
    await checkDropdowns(page, 1440);
  });
});

/** Every link and button of the header's top bar: one line of text each, all in one row. */
async function expectHeaderOnOneLine(page: Page) {
  const items = await page
    .locator('header > div')
    .first()
    .evaluate((bar) =>
      [...bar.querySelectorAll<HTMLElement>('a, button')]
        .filter((el) => el.getClientRects().length > 0 && el.innerText.trim())
        .map((el) => {
          const lineTops = new Set<number>();
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim() || node.parentElement?.closest('.sr-only')) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const r of range.getClientRects()) if (r.width > 1) lineTops.add(Math.round(r.top));
          }
          const box = el.getBoundingClientRect();
          return { text: el.innerText.trim(), lines: lineTops.size, middle: box.top + box.height / 2 };
        }),
    );
  expect(items.length).toBeGreaterThan(3);
  for (const item of items) expect(item.lines, item.text).toBe(1);
  const middles = items.map((i) => i.middle);
  expect(Math.max(...middles) - Math.min(...middles)).toBeLessThanOrEqual(2);
}

test.describe('the header fits on one line', () => {
  for (const [width, details] of sweep([1024, 1280], [1024])) {
    test(`at ${width} px, signed out and signed in`, details, async ({ page, login }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
      await expectHeaderOnOneLine(page);

      await login();
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-session', 'user');
      await expect(page.locator('[data-user-menu-button]')).toBeVisible();
      await expectHeaderOnOneLine(page);
    });
  }
});

test.describe('tooltips', () => {
  test('open after 700 ms, at once for a neighbour, on focus too, and close with Escape', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const start = Date.parse('2026-01-05T10:00:00Z');
    await page.clock.install({ time: start });
    await page.goto('/faq');
    // An installed clock still flows with real time, which a busy machine adds to every runFor: paused, only runFor moves it.
    await page.clock.pauseAt(start + 60_000);
    const toggle = page.locator('[data-theme-toggle]:visible');
    const trigger = (value: string) => toggle.locator(`label:has(input[value=${value}])`);
    const tips = { Light: 'light', Dark: 'dark', System: 'system' } as const;
    const tip = (name: keyof typeof tips) =>
      toggle.locator(`[data-tooltip]:has(input[value=${tips[name]}]) [role=tooltip]`);

    const light = toggle.locator('input[value=light]');
    await expect(tip('Light')).toHaveText('Light');
    await expect(light).toHaveAttribute('aria-describedby', (await tip('Light').getAttribute('id'))!);

    await trigger('light').hover();
    await page.clock.runFor(600);
    await expect(tip('Light')).toBeHidden();
    await page.clock.runFor(150);
    await expect(tip('Light')).toBeVisible();

    await trigger('dark').hover();
    await expect(tip('Dark')).toBeVisible();
    await expect(tip('Light')).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(tip('Dark')).toBeHidden();

    await page.mouse.move(0, 400);
    await page.clock.runFor(1_000);
    await trigger('system').hover();
    await page.clock.runFor(500);
    await expect(tip('System')).toBeHidden();
    await page.mouse.move(0, 400);
    await page.clock.runFor(1_000);

    await light.focus();
    await page.clock.runFor(750);
    await expect(tip('Light')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tip('Light')).toBeHidden();
  });

  test("a card's '+N' names the rest on focus", { tag: '@full' }, async ({ page }) => {
    await page.goto('/search?query=Toronto');
    const more = page.locator('[data-warehouse-card] button[aria-describedby]').first();
    await more.focus();
    const id = await more.getAttribute('aria-describedby');
    const tooltip = page.locator(`[role=tooltip][id="${id}"]`);
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText(/\w+, \w+|\w+/);
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
  });
});
