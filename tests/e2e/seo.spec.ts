import { FAQ_ITEMS } from '#src/shared/faq.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { allActiveWarehouses } from '#tests/support/listings.ts';
import { siteBuildsSettled } from './support/builds.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { prerenderedWarehouses, sitemapLocs } from './support/pages.ts';
import { sweep } from './support/sweep.ts';

test.describe('search engines', () => {
  // Full lane: it waits for the background rebuild that adds a listing approved meanwhile. The
  // sitemaps and robots.txt as built are checked over dist/ in every lane (tests/site/sitemap.test.ts).
  test(
    'sitemap.xml lists the public pages and every active warehouse with absolute URLs',
    { tag: '@full' },
    async ({ request, baseURL }) => {
      // A listing another test approved meanwhile joins the sitemap with the site's background rebuild.
      test.setTimeout(300_000);
      const sitemap = async () => {
        const res = await request.get('/sitemap.xml');
        expect(res.ok()).toBe(true);
        expect(res.headers()['content-type']).toContain('xml');
        return sitemapLocs(request);
      };
      const locs = await sitemap();
      for (const path of ['/', '/faq', '/contact', '/terms', '/privacy', '/search'])
        expect(locs).toContain(new URL(path, baseURL).href);
      for (const l of locs) expect(l).not.toMatch(/\/(favorites|profile|my-warehouses|login|signup)/);
      // Each round awaits the builds asked for so far; another test may approve a listing meanwhile.
      for (let round = 1; ; round++) {
        await siteBuildsSettled(request, 240_000);
        // The English pages: the index also lists the French files, whose listings are under /fr/warehouse/.
        const warehousePages = (await sitemap()).filter((l) => new URL(l).pathname.startsWith('/warehouse/')).sort();
        const active = await allActiveWarehouses((path) => request.get(path));
        const expected = active.map((w) => new URL(`/warehouse/${w.id}`, baseURL).href).sort();
        if (round < 3 && warehousePages.join() !== expected.join()) continue;
        expect(warehousePages).toEqual(expected);
        break;
      }
    },
  );

  test('every public page has a title, meta description, canonical URL and og:site_name', async ({
    page,
    request,
    baseURL,
  }) => {
    const [w] = await prerenderedWarehouses(request);
    for (const path of ['/', '/search', '/faq', '/contact', '/terms', '/privacy', `/warehouse/${w!.id}`]) {
      await page.goto(path);
      expect(await page.title(), path).toContain(SITE_NAME);
      expect((await page.locator('meta[name="description"]').getAttribute('content'))?.length, path).toBeGreaterThan(
        30,
      );
      await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new URL(path, baseURL).href);
      await expect(page.locator('meta[property="og:site_name"]'), path).toHaveAttribute('content', SITE_NAME);
    }
  });

  test('each page has one URL: its sitemap entry, canonical link and og:url agree, and the slash form 301s to it', async ({
    request,
    baseURL,
  }) => {
    const locs = await sitemapLocs(request);
    const listings = locs.filter((loc) => loc.includes('/warehouse/'));
    const places = locs.filter((loc) => /\/(warehouses|entrepots)\//.test(loc));
    expect(listings.length).toBeGreaterThan(0);
    expect(places.length).toBeGreaterThan(0);
    const others = locs.filter((loc) => !listings.includes(loc) && !places.includes(loc));
    for (const loc of [...others, ...listings.slice(0, 5), ...places.slice(0, 10)]) {
      const path = new URL(loc).pathname;
      const answer = await request.get(path, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(/<link rel="canonical" href="([^"]+)"/.exec(html)?.[1], path).toBe(loc);
      expect(/<meta property="og:url" content="([^"]+)"/.exec(html)?.[1], path).toBe(loc);
      if (path === '/') continue;
      const slashed = await request.get(`${path}/?from=link`, { maxRedirects: 0 });
      expect(slashed.status(), `${path}/`).toBe(301);
      expect(new URL(slashed.headers().location!, baseURL).href, `${path}/`).toBe(`${loc}?from=link`);
    }
  });

  test(
    'share cards carry a picture with alt text and the Twitter card tags',
    { tag: '@full' },
    async ({ page, request }) => {
      const listing = (await prerenderedWarehouses(request)).find((w) => w.images.length > 0)!;
      for (const path of ['/', '/search', '/faq', `/warehouse/${listing.id}`, '/warehouses/on/toronto']) {
        await page.goto(path);
        const meta = async (attribute: 'property' | 'name', key: string) =>
          page.locator(`meta[${attribute}="${key}"]`).getAttribute('content');
        const og = {
          title: await meta('property', 'og:title'),
          description: await meta('property', 'og:description'),
          image: await meta('property', 'og:image'),
          imageAlt: await meta('property', 'og:image:alt'),
        };
        expect(og.imageAlt?.length, path).toBeGreaterThan(10);
        expect(og.image, path).toMatch(/^https?:\/\//);
        expect(await meta('name', 'twitter:card'), path).toBe('summary_large_image');
        expect(await meta('name', 'twitter:title'), path).toBe(og.title);
        expect(await meta('name', 'twitter:description'), path).toBe(og.description);
        expect(await meta('name', 'twitter:image'), path).toBe(og.image);
        expect(await meta('name', 'twitter:image:alt'), path).toBe(og.imageAlt);
      }
      await page.goto(`/warehouse/${listing.id}`);
      await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute(
        'content',
        new RegExp(listing.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
      );
    },
  );

  test('the FAQ page carries FAQPage JSON-LD with every question, and opens answers without JavaScript', async ({
    page,
  }) => {
    await page.goto('/faq');
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const faq = data.find((d) => d['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(FAQ_ITEMS.length);
    expect(faq.mainEntity[0]).toMatchObject({ '@type': 'Question', name: FAQ_ITEMS[0]!.question });
    await page.getByText(FAQ_ITEMS[2]!.question).click();
    await expect(page.getByText(FAQ_ITEMS[2]!.answer)).toBeVisible();
  });

  const noIslandPages = [
    '/faq',
    '/terms',
    '/privacy',
    '/warehouses/on/toronto',
    '/fr/entrepots/on/toronto/entreposage-frigorifique',
  ];
  for (const [path, details] of sweep(noIslandPages, ['/warehouses/on/toronto'])) {
    test(`${path} loads no React and has no axe violations`, details, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('astro-island')).toHaveCount(0);
      expect(scripts.filter((s) => /react|client\.[^/]*\.js/i.test(s))).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('a city page shows its trail, its listings as links, typical prices and quotes, with BreadcrumbList and ItemList JSON-LD', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/warehouses/on/toronto');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Canada', 'Ontario', 'Toronto']);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Warehouse space in Toronto, ON');
    const cards = page.locator('#place-listings ~ ul a[href^="/warehouse/"]');
    expect(await cards.count()).toBeGreaterThan(1);
    await expect(page.getByRole('heading', { name: 'Typical prices' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^See all \d+ in search$/ })).toHaveAttribute(
      'href',
      /^\/search\?query=Toronto%2C\+ON&distance=30/,
    );
    await expect(page.getByRole('link', { name: 'Request quotes' })).toHaveAttribute('href', /^\/request-quotes\?ids=/);
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const breadcrumbs = data.find((d) => d['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Canada', 'Ontario', 'Toronto']);
    expect(breadcrumbs.itemListElement[2].item).toBe(new URL('/warehouses/on/toronto', baseURL).href);
    const list = data.find((d) => d['@type'] === 'ItemList');
    expect(list.itemListElement).toHaveLength(await cards.count());
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new URL('/warehouses/on/toronto', baseURL).href,
    );
  });

  test("a listing's page shows its trail and links to its city's page", async ({ page, request }) => {
    const toronto = (await prerenderedWarehouses(request)).find((w) => w.city === 'Toronto')!;
    await page.goto(`/warehouse/${toronto.id}`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link')).toHaveText(['Canada', 'Ontario', 'Toronto', toronto.name]);
    await page.getByRole('link', { name: 'More warehouses in Toronto, ON' }).click();
    await expect(page).toHaveURL(/\/warehouses\/on\/toronto$/);
  });

  test('a place with no page answers 301 with the nearest page that exists', async ({ request }) => {
    for (const [gone, nearest] of [
      ['/warehouses/on/toronto/hazmat-storage', '/warehouses/on/toronto'],
      ['/warehouses/on/no-such-town', '/warehouses/on'],
      ['/warehouses/pe/charlottetown', '/warehouses/canada'],
      ['/fr/entrepots/on/no-such-town', '/fr/entrepots/on'],
    ]) {
      const answer = await request.get(gone!, { maxRedirects: 0 });
      expect(answer.status(), gone).toBe(301);
      expect(new URL(answer.headers().location!, 'http://x').pathname, gone).toBe(nearest);
    }
  });

  test('the legal pages state the last update and the governing law', { tag: '@full' }, async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated September 21st, 2025')).toBeVisible();
    await expect(page.getByText(/governed by the laws of Ontario, Canada/)).toBeVisible();
    await expect(page.getByText(/billed\s+month-to-month/).first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText('Last updated September 21st, 2025')).toBeVisible();
    await expect(page.getByText(/may be shared with the listed warehouses/).first()).toBeVisible();
  });
});
