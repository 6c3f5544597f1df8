import type { Page } from '@playwright/test';
import { loadConfig } from '#src/server/config.ts';
import { pageInLanguage } from '#src/shared/place-paths.ts';
import { DEMO_ACCOUNTS } from '#src/tools/demo/demo-data.ts';
import { englishTexts } from '#tests/support/english-text.ts';
import { budgetKb, NO_ISLAND_PAGES } from '#tests/support/js-budgets.ts';
import { expect, PHONE_VIEWPORT, test } from './support/fixtures.ts';
import { islandsHydrated } from './support/account-forms.ts';
import { firstWarehousePath, VISITOR_PAGES } from './support/pages.ts';
import { scriptsOf } from './support/scripts.ts';
import { interfaceText, wordsRunTogether } from './support/text.ts';

/** The site in French (docs/decisions/i18n.md). */

const ADMIN_PATH = `/${loadConfig(process.env).adminPath}`;
const fr = (path: string) => pageInLanguage(path, 'fr');

async function expectNoEnglish(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  const found = englishTexts(await interfaceText(page));
  expect.soft(found, `English on ${path}`).toEqual([]);
  expect.soft(await englishLinks(page), `links from ${path} to English pages`).toEqual([]);
  expect.soft(await wordsRunTogether(page), `words run together on ${path}`).toEqual([]);
}

/** The site's own pages a French page links to in English, leaving out the switcher's link (hreflang="en"). */
async function englishLinks(page: Page): Promise<string[]> {
  const paths = await page.locator('a[href]:not([hreflang^="en"])').evaluateAll((links) =>
    links
      .map((a) => new URL((a as HTMLAnchorElement).href))
      .filter((url) => url.origin === window.location.origin)
      .map((url) => url.pathname),
  );
  return paths.filter((path) => !/^\/(fr(\/|$)|api\/)|\.\w+$/.test(path));
}

const PUBLIC_PAGES = [...VISITOR_PAGES, '/search?query=Montreal&storageTypesOffered=Cold+Storage', '/no-such-page'];
const ACCOUNT_PAGES = [
  '/favorites',
  '/profile',
  '/saved-searches',
  '/my-warehouses',
  '/my-warehouses/leads',
  '/list-warehouse',
];

test.describe('every /fr page is in French', () => {
  // Full lane: every lane reads the French pages as built (tests/site/french-pages.test.ts); this
  // also reads what the islands write once they run.
  test('signed out', { tag: '@full' }, async ({ page }) => {
    test.setTimeout(180_000);
    for (const path of [...PUBLIC_PAGES, await firstWarehousePath(page)]) await expectNoEnglish(page, fr(path));
  });

  test('signed in', async ({ page, login }) => {
    test.setTimeout(120_000);
    await login();
    for (const path of ACCOUNT_PAGES) await expectNoEnglish(page, fr(path));
  });

  test('signed in as an owner and as an admin', { tag: '@full' }, async ({ page, login }) => {
    test.setTimeout(120_000);
    await login(DEMO_ACCOUNTS.owner);
    for (const path of ['/my-warehouses', '/my-warehouses/leads', '/list-warehouse'])
      await expectNoEnglish(page, fr(path));
    await login(DEMO_ACCOUNTS.admin);
    await expectNoEnglish(page, fr(ADMIN_PATH));
  });
});

test(
  'the compare tray and the favourites toast speak French, and the comparison stays French',
  { tag: '@full' },
  async ({ page, login }) => {
    await login();
    await page.goto(fr('/search?query=Montreal'));
    const cards = page.locator('[data-warehouse-card]');
    await expect(cards.nth(1)).toBeVisible();
    const names = await cards.locator('h3').allTextContents();

    await cards
      .first()
      .getByRole('button', { name: `Enregistrer ${names[0]} dans vos favoris` })
      .click();
    await expect(page.locator('[data-toast]')).toContainText(`${names[0]} a été ajouté à vos favoris.`);

    for (const card of [cards.nth(0), cards.nth(1)]) await card.locator('[data-compare-button]').click();
    const tray = page.getByRole('region', { name: 'Annonces à comparer' });
    await expect(tray).toContainText('Comparer (2 sur 3)');
    await expect(tray.getByRole('button', { name: `Retirer ${names[0]} de la comparaison` })).toBeVisible();
    await tray.getByRole('link', { name: 'Comparer 2 annonces' }).click();
    await expect(page).toHaveURL(/\/fr\/compare\?ids=[^&]+,[^&]+&from=Montreal$/);
    // The comparison rewrites its own address as the choice changes: it stays in French.
    await page
      .getByRole('main')
      .getByRole('button', { name: `Retirer ${names[1]} de la comparaison` })
      .click();
    await expect(page).toHaveURL(/\/fr\/compare\?ids=[^&,]+&from=Montreal$/);
    await expectNoEnglish(page, page.url());
  },
);

test('logging in on /fr/login with nowhere to return to leads to the French home page', async ({ page, account }) => {
  await page.goto(fr('/login'));
  await islandsHydrated(page);
  await page.getByLabel('Nom d’utilisateur ou courriel').fill(account.username);
  await page.getByLabel('Mot de passe', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await expect(page).toHaveURL(/\/fr$/);
});

test('a searched province is named in French, whatever language the browser prefers', async ({ page }) => {
  // The browser asks for English (Playwright's default); the page's own request says French.
  await page.goto(fr('/search?query=British+Columbia'));
  await expect(page.getByRole('heading', { name: /Colombie-Britannique, Canada/ })).toBeVisible();
});

test('the language switch keeps the page and its query, both ways, and is remembered', async ({ page }) => {
  const search = '/search?query=Toronto&storageTypesOffered=Cold+Storage&view=list';
  await page.goto(search);
  await page.getByRole('link', { name: 'Français' }).first().click();
  await expect(page).toHaveURL(fr(search));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('heading', { level: 1, name: 'Rechercher des entrepôts' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('preferred_locale'))).toBe('fr');

  await page.getByRole('link', { name: 'English' }).first().click();
  await expect(page).toHaveURL(search);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Warehouses' })).toBeVisible();
});

test.describe('a browser that prefers French', () => {
  test.use({ locale: 'fr-CA' });

  test('is offered the French page on an English one, never sent there', async ({ page }) => {
    await page.goto('/faq?from=ad');
    await expect(page).toHaveURL('/faq?from=ad');
    const banner = page.locator('[data-language-suggestion]');
    await expect(banner).toBeVisible();
    await banner.getByRole('link', { name: 'Voir cette page en français' }).click();
    await expect(page).toHaveURL('/fr/faq?from=ad');

    await page.goto('/faq');
    await expect(banner).toBeHidden();
  });
});

test(
  'every page names both languages and the default in its head, and the sitemaps do too',
  { tag: '@full' },
  async ({ page, request, baseURL }) => {
    const warehouse = await firstWarehousePath(page);
    for (const path of [
      '/',
      '/search',
      warehouse,
      fr('/faq'),
      '/warehouses/on/toronto',
      fr('/warehouses/on/toronto'),
    ]) {
      await page.goto(path);
      const english = new URL(pageInLanguage(path, 'en'), baseURL).href;
      const french = new URL(fr(path), baseURL).href;
      await expect(page.locator('link[rel=alternate][hreflang=en]')).toHaveAttribute('href', english);
      await expect(page.locator('link[rel=alternate][hreflang="fr-CA"]')).toHaveAttribute('href', french);
      await expect(page.locator('link[rel=alternate][hreflang="x-default"]')).toHaveAttribute('href', english);
      await expect(page.locator('link[rel=canonical]')).toHaveAttribute(
        'href',
        path.startsWith('/fr') ? french : english,
      );
    }
    const structured = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) =>
      JSON.parse(t),
    );
    expect(structured.find((d) => d['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'fr-CA' });

    for (const sitemap of ['/sitemaps/en-1.xml', '/sitemaps/fr-1.xml']) {
      const xml = await (await request.get(sitemap)).text();
      const entry = xml
        .split('<url>')
        .find((u) => u.includes(`${warehouse}</loc>`) || u.includes(`${fr(warehouse)}</loc>`));
      expect(entry, sitemap).toContain(`hreflang="en" href="${new URL(warehouse, baseURL).href}"`);
      expect(entry, sitemap).toContain(`hreflang="fr-CA" href="${new URL(fr(warehouse), baseURL).href}"`);
      expect(entry, sitemap).toContain(`hreflang="x-default" href="${new URL(warehouse, baseURL).href}"`);
    }
    expect(await (await request.get('/robots.txt')).text()).toContain(
      `Sitemap: ${new URL('/sitemap.xml', baseURL).href}`,
    );
  },
);

/**
 * The same budgets as the English pages (tests/support/js-budgets.ts), measured in the browser: full
 * lane; every lane checks them over the build's chunk graph (tests/site/js-budgets.test.ts).
 */
test.describe('French pages load no more JavaScript than their budget', { tag: '@full' }, () => {
  // A sample of each budget's pages; which budget a page has is js-budgets.ts's to say.
  const sample = ['/faq', '/terms', '/privacy', '/check-email', '/warehouse-submitted', '/', '/search?query=Toronto'];
  for (const path of [...sample, '/contact', '/login', '/list-warehouse']) {
    test(`${fr(path)} at most ${budgetKb(path)} KB`, async ({ page }) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      const { kb, react } = await scriptsOf(page, fr(path));
      expect(kb, `${fr(path)}: ${kb.toFixed(1)} KB`).toBeLessThanOrEqual(budgetKb(path));
      expect(react, 'React loads only where an island runs').toBe(!NO_ISLAND_PAGES.includes(path));
    });
  }
});
