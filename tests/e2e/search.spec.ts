import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, holdChunk, PHONE_VIEWPORT } from './support/fixtures.ts';
import { sweep } from './support/sweep.ts';

const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 2 }).filter({ hasText: /warehouses? (within|in|matching|across)/ });
const cards = (page: Page) => page.locator('[data-warehouse-card]');
const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Refine results' });

/** Opens a page and waits for its first warehouse card (home's featured list loads when scrolled to). */
async function openWithCards(page: Page, path: string) {
  await page.goto(path);
  if (path === '/')
    await page.getByRole('heading', { name: 'Featured Canadian Warehouse Facilities' }).scrollIntoViewIfNeeded();
  await expect(cards(page).first()).toBeVisible();
}

const quizLauncher = (page: Page) => page.getByRole('button', { name: 'Not Sure? Take Warehouse Quiz' });

/** Opens the home page's quiz, with a tap as soon as its button shows, as a visitor would. */
async function openQuiz(page: Page) {
  await page.goto('/');
  await quizLauncher(page).click();
  return page.getByRole('dialog', { name: 'Warehouse Quiz' });
}

test.describe('find warehouses', () => {
  test('home search with a keyboard-picked suggestion, to a card and back to the same results', async ({ page }) => {
    await page.goto('/');
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Toronto');
    const suggestions = page.getByRole('listbox', { name: 'Location suggestions' });
    await expect(suggestions.getByRole('option', { name: 'Toronto, ON' })).toBeVisible();
    expect(await suggestions.getByRole('option').count()).toBeLessThanOrEqual(3);
    await location.press('ArrowDown');
    await expect(location).toHaveAttribute('aria-activedescendant', /option-0$/);
    await location.press('Enter');
    await expect(location).toHaveValue('Toronto, ON');
    await expect(suggestions).toBeHidden();

    await page.getByRole('button', { name: 'Find Your Perfect Warehouse' }).click();
    await expect(page).toHaveURL(/\/search\?query=Toronto%2C\+ON&distance=20$/);
    await expect(resultsHeading(page)).toContainText('within 20 km of Toronto, ON');
    await expect(cards(page).first()).toBeVisible();
    const resultsUrl = page.url();

    const firstLink = cards(page).first().getByRole('link');
    const name = await firstLink.textContent();
    await firstLink.click();
    await expect(page).toHaveURL(/\/warehouse\/[0-9a-f-]{36}\?/);
    const detail = new URL(page.url());
    expect(detail.searchParams.get('returnQuery')).toBe('Toronto, ON');
    expect(detail.searchParams.get('returnDistance')).toBe('20');
    expect(detail.searchParams.get('returnStorageTermType')).toBe('all');
    expect(detail.searchParams.get('returnViewMode')).toBe('grid');
    await expect(page.getByRole('heading', { level: 1, name: name! })).toBeVisible();

    await page.goBack();
    expect(page.url()).toBe(resultsUrl);
    await expect(resultsHeading(page)).toContainText('within 20 km of Toronto, ON');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Toronto, ON');
  });

  test('filters change the URL and the results; back and forward restore them', async ({ page }) => {
    await page.goto('/search?query=Toronto&distance=50');
    await expect(resultsHeading(page)).toContainText('within 50 km of Toronto, ON');
    const before = await resultsHeading(page).textContent();

    await sidebar(page)
      .getByRole('checkbox', { name: /^Cold Storage/ })
      .check();
    await expect(page).toHaveURL(/storageTypesOffered=Cold\+Storage/);
    await expect(resultsHeading(page)).not.toHaveText(before!);
    const filtered = await resultsHeading(page).textContent();
    for (const card of await cards(page).all()) await expect(card).toContainText(/Cold Storage|\+\d/);

    await page.getByRole('combobox', { name: 'Storage Term' }).selectOption('long-term');
    await expect(page).toHaveURL(/storageTermType=long-term/);

    await page.goBack();
    await expect(page).not.toHaveURL(/storageTermType/);
    await expect(resultsHeading(page)).toHaveText(filtered!);
    await expect(page.getByRole('combobox', { name: 'Storage Term' })).toHaveValue('all');

    await page.goBack();
    await expect(page).toHaveURL(/\/search\?query=Toronto&distance=50$/);
    await expect(resultsHeading(page)).toHaveText(before!);
    await expect(sidebar(page).getByRole('checkbox', { name: /^Cold Storage/ })).not.toBeChecked();

    await page.goForward();
    await expect(page).toHaveURL(/storageTypesOffered=Cold\+Storage/);
    await expect(sidebar(page).getByRole('checkbox', { name: /^Cold Storage/ })).toBeChecked();
    await expect(resultsHeading(page)).toHaveText(filtered!);
  });

  test(
    "the top form and the side filters are one set of criteria: neither drops the other's choice",
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/search?query=Toronto&distance=50');
      await expect(resultsHeading(page)).toContainText('within 50 km of Toronto, ON');
      const form = page.getByRole('search', { name: 'Find warehouses' });

      // Chosen up top but not submitted, then a side filter: both are searched.
      await form.getByRole('button', { name: /^Storage Type/ }).click();
      await form.getByRole('checkbox', { name: /^Dry Storage/ }).check();
      await form.getByRole('combobox', { name: 'Location' }).fill('Mississauga');
      await sidebar(page)
        .getByRole('checkbox', { name: /^Loading Docks/ })
        .check();
      await expect(page).toHaveURL(/query=Mississauga/);
      await expect(page).toHaveURL(/storageTypesOffered=Dry\+Storage/);
      await expect(page).toHaveURL(/servicesOffered=Loading\+Docks/);
      await expect(sidebar(page).getByRole('checkbox', { name: /^Dry Storage/ })).toBeChecked();

      // And the other way: the side filter's choice is in the top form and survives its submit.
      await form.getByRole('button', { name: /^Services/ }).click();
      await expect(form.getByRole('checkbox', { name: /^Loading Docks/ })).toBeChecked();
      await form.getByRole('button', { name: 'Find Warehouses' }).click();
      await expect(page).toHaveURL(/servicesOffered=Loading\+Docks/);
      await expect(page).toHaveURL(/storageTypesOffered=Dry\+Storage/);
    },
  );

  test('the distance slider searches again after a pause and shows miles', { tag: '@full' }, async ({ page }) => {
    await page.goto('/search?query=Toronto&distance=30');
    const slider = page.getByRole('slider', { name: 'Distance' });
    await expect(slider).toHaveValue('30');
    await slider.focus();
    await slider.press('ArrowRight');
    await expect(page.getByText('40 km (25 mi)', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/distance=40/);
    await expect(resultsHeading(page)).toContainText('within 40 km of Toronto, ON');
  });

  test('results come first: the form shows the link until its code arrives, a phone draws no side filters', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE_VIEWPORT);
    const releaseForm = await holdChunk(page, 'SearchForm');
    await page.goto('/search?query=Toronto&distance=50&storageTypesOffered=Cold+Storage');
    await expect(cards(page).first()).toBeVisible();
    await expect(resultsHeading(page)).toContainText('within 50 km of Toronto, ON');
    // The form's picture: the link's values, nothing to operate yet.
    await expect(page.locator('[inert]').getByText('Toronto', { exact: true })).toBeVisible();
    await expect(page.locator('[inert]').getByText('1 selected', { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveCount(0);
    await expect(page.locator('aside input')).toHaveCount(0);

    releaseForm();
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Toronto');
    await expect(page.locator('[inert]')).toHaveCount(0);
    const total = Number((await resultsHeading(page).textContent())!.match(/^\d+/)![0]);
    await expect(cards(page)).toHaveCount(Math.min(total, 12));

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(sidebar(page).getByRole('checkbox', { name: /^Cold Storage/ })).toBeChecked();
  });

  test('a search with no results offers ways out', async ({ page }) => {
    await page.goto('/search?query=Qwxzv+Flurbington&distance=10');
    await expect(page.getByRole('heading', { name: 'No warehouses match your search' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse all warehouses' })).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test('a link with an unusable value shows results with the nearest valid one', { tag: '@full' }, async ({ page }) => {
    await page.goto('/search?query=Toronto&distance=35&sort=cheapest');
    await expect(page.getByRole('slider', { name: 'Distance' })).toHaveValue('40');
    await expect(resultsHeading(page)).toContainText('within 40 km of Toronto, ON');
    await expect(page.getByText('Some settings in this link are not available')).toBeVisible();
    await expect(cards(page).first()).toBeVisible();
  });

  test(
    'a misspelt city shows its results, with a way to search the text as typed',
    { tag: '@full' },
    async ({ page }) => {
      await page.goto('/search?query=Torotno');
      await expect(page.getByText('Showing results for Toronto, ON.')).toBeVisible();
      await expect(resultsHeading(page)).toContainText('within 30 km of Toronto, ON');
      await page.getByRole('link', { name: 'Search for “Torotno” instead' }).click();
      await expect(page).toHaveURL(/query=Torotno&exact=1/);
      await expect(resultsHeading(page)).toContainText('matching “Torotno”');
      await expect(page.getByText('Showing results for')).toBeHidden();
    },
  );

  test('Escape closes the suggestions', { tag: '@full' }, async ({ page }) => {
    await page.goto('/search');
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Van');
    const list = page.getByRole('listbox', { name: 'Location suggestions' });
    await expect(list.getByRole('option').first()).toBeVisible();
    await expect(location).toHaveAttribute('aria-expanded', 'true');
    await location.press('Escape');
    await expect(list).toBeHidden();
    await expect(location).toHaveAttribute('aria-expanded', 'false');
  });

  test('what a visitor does on the home page before its code runs is kept: a tap on the quiz, typed text, a submit', async ({
    page,
  }) => {
    const releaseQuiz = await holdChunk(page, 'QuizLauncher');
    const releaseForm = await holdChunk(page, 'SearchForm');
    await page.goto('/');
    await quizLauncher(page).click();
    const location = page.getByRole('combobox', { name: 'Location' });
    await location.fill('Calgary');
    releaseQuiz();
    const quiz = page.getByRole('dialog', { name: 'Warehouse Quiz' });
    await expect(quiz.getByText('Step 1 of 4')).toBeVisible();
    await quiz.getByRole('button', { name: 'Close' }).click();
    await expect(quiz).toBeHidden();

    releaseForm();
    await expect(page.locator('astro-island[ssr]', { has: location })).toHaveCount(0);
    await expect(location).toHaveValue('Calgary');
    await page.getByRole('button', { name: 'Find Your Perfect Warehouse' }).click();
    await expect(page).toHaveURL('/search?query=Calgary&distance=20');

    // Submitted before the form's code arrives, the box's text still makes the same search.
    await page.unrouteAll();
    await holdChunk(page, 'SearchForm');
    await page.goto('/');
    await location.fill('Calgary');
    await location.press('Enter');
    await expect(page).toHaveURL('/search?distance=20&query=Calgary');
    await expect(resultsHeading(page)).toContainText('within 20 km of Calgary, AB');
  });

  test('the quiz walked to completion lands on its search and says so', { tag: '@full' }, async ({ page }) => {
    const quiz = await openQuiz(page);
    await expect(quiz.getByText('Step 1 of 4')).toBeVisible();
    await expect(quiz.getByText('Select province/state first')).toBeVisible();
    await expect(quiz.getByRole('combobox', { name: 'Province or state' })).toBeDisabled();
    await quiz.getByRole('radio', { name: 'Canada' }).check();
    await quiz.getByRole('combobox', { name: 'Province or state' }).selectOption('ON');
    await quiz.getByRole('checkbox', { name: 'Toronto' }).check();
    await quiz.getByRole('checkbox', { name: 'Mississauga' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();

    await expect(quiz.getByText('Step 2 of 4')).toBeVisible();
    await expect(quiz.getByRole('radio', { name: 'Hazmat Storage' })).toHaveCount(0);
    await quiz.getByRole('radio', { name: "I'm not sure - help me decide" }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();

    await expect(quiz.getByRole('heading', { name: 'What products will you store?' })).toBeVisible();
    await quiz.getByRole('checkbox', { name: 'Frozen food' }).check();
    await quiz.getByRole('button', { name: 'Next' }).click();

    await expect(quiz.getByText('Step 3 of 4')).toBeVisible();
    await expect(quiz.getByText('we suggest Cold Storage')).toBeVisible();
    await quiz.getByRole('button', { name: "I'm not sure - help me choose based on my business" }).click();
    const recommend = quiz.getByRole('button', { name: 'Get My Recommendations' });
    await expect(recommend).toBeDisabled();
    await quiz.getByRole('radio', { name: "I'm not sure" }).check();
    await expect(quiz.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await quiz.getByRole('radio', { name: 'Wholesaler or distributor' }).check();
    await recommend.click();
    await expect(quiz.getByRole('checkbox', { name: 'Cross-Docking / Transloading' })).toBeChecked();
    await quiz.getByRole('checkbox', { name: 'Forklift Assistance' }).uncheck();
    await quiz.getByRole('button', { name: 'Next' }).click();

    await expect(quiz.getByText('Step 4 of 4')).toBeVisible();
    await quiz.getByRole('radio', { name: /Long-term/ }).check();
    await quiz.getByRole('button', { name: 'Find Warehouses' }).click();

    await expect(page).toHaveURL(
      '/search?query=Toronto%2C+Mississauga%2C+ON%2C+Canada&storageTypesOffered=Cold+Storage' +
        '&servicesOffered=Storage&servicesOffered=Distribution&servicesOffered=Cross-Docking+%2F+Transloading' +
        '&servicesOffered=Palletizing+%2F+Depalletizing&servicesOffered=Loading+Docks&distance=30&storageTermType=long-term',
    );
    await expect(resultsHeading(page)).toContainText('within 30 km of Toronto and Mississauga, ON');
    // No listing there offers all five services: the closest matches, never "We've found…".
    await expect(page.getByText('No warehouse offers all of these services here. Closest matches:')).toBeVisible();
    await expect(page.getByText(/^Does not offer: /).first()).toBeVisible();
    await expect(page.getByRole('status').getByText('Quiz Complete!')).toBeVisible();
    await expect(page.getByText("We've found warehouses that match your needs.")).toBeHidden();
  });

  test('the featured section shows 3 cards and links to every warehouse', async ({ page }) => {
    await page.goto('/');
    const featured = page.getByRole('region', { name: 'Featured Canadian Warehouse Facilities' });
    await expect(featured.locator('[aria-busy=true] > li')).toHaveCount(3);
    await featured.scrollIntoViewIfNeeded();
    await expect(featured.locator('[data-warehouse-card]')).toHaveCount(3);
    await expect(featured.getByRole('link', { name: 'Explore All Warehouses' })).toHaveAttribute(
      'href',
      '/search?query=&distance=30',
    );
  });

  test('the home FAQ opens one answer at a time', { tag: '@full' }, async ({ page }) => {
    await page.goto('/');
    const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
    const items = faq.locator('details');
    await expect(items).toHaveCount(5);
    await items.nth(0).locator('summary').click();
    await items.nth(2).locator('summary').click();
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(items.nth(2)).toHaveAttribute('open');
    await items.nth(2).locator('summary').click();
    await expect(items.nth(2)).not.toHaveAttribute('open');
    await expect(faq.getByRole('link', { name: 'View More Questions' })).toHaveAttribute('href', '/faq');
  });

  for (const [path, details] of sweep(
    ['/', '/search?query=Toronto&distance=30'],
    ['/search?query=Toronto&distance=30'],
  )) {
    test(`no horizontal scroll at phone width on ${path}`, details, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await openWithCards(page, path);
      if (path === '/') await expect(page.getByRole('link', { name: 'List Your Warehouse' }).first()).toBeVisible();
      await page.getByRole('button', { name: 'Show Filters' }).click();
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth)).toBeLessThanOrEqual(
        PHONE_VIEWPORT.width,
      );
    });
  }

  test('dark mode renders the home and search pages on dark surfaces', { tag: '@full' }, async ({ page }, testInfo) => {
    await page.addInitScript(() => localStorage.setItem('warehouse-ui-theme', 'dark'));
    for (const path of ['/', '/search?query=Toronto&distance=30']) {
      await openWithCards(page, path);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const card = await cards(page)
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(card).toBe('rgb(19, 29, 41)');
      await page.screenshot({ path: testInfo.outputPath(`dark-${path === '/' ? 'home' : 'search'}.png`) });
    }
  });

  test.describe('accessibility', () => {
    for (const [path, details] of sweep(['/', '/search', '/search?query=Toronto'], ['/search?query=Toronto'])) {
      test(`axe finds nothing on ${path}`, details, async ({ page }) => {
        await openWithCards(page, path);
        await expectNoAxeViolations(page);
      });
    }

    // A state beyond the sample above: the full lane's (support/sweep.ts).
    test('axe finds nothing with the quiz open', { tag: '@full' }, async ({ page }) => {
      const quiz = await openQuiz(page);
      await quiz.getByRole('radio', { name: 'Canada' }).check();
      await quiz.getByRole('combobox', { name: 'Province or state' }).selectOption('QC');
      await expectNoAxeViolations(page);
      await quiz.getByRole('button', { name: 'Next' }).click();
      await quiz.getByRole('button', { name: 'Next' }).click();
      await expectNoAxeViolations(page);
    });
  });
});
