import { FAQ_ITEMS } from '#src/shared/faq.ts';
import { SITE_NAME } from '#src/shared/site.ts';
import { allActiveWarehouses } from '#tests/support/listings.ts';
import { siteBuildsSettled } from './support/builds.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';
import { prerenderedWarehouses } from './support/pages.ts';

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
        return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      };
      const locs = await sitemap();
      for (const path of ['/', '/faq', '/contact', '/terms', '/privacy', '/search'])
        expect(locs).toContain(new URL(path, baseURL).href);
      for (const l of locs) expect(l).not.toMatch(/\/(favorites|profile|my-warehouses|login|signup)/);
      // Each round awaits the builds asked for so far; another test may approve a listing meanwhile.
      for (let round = 1; ; round++) {
        await siteBuildsSettled(request, 240_000);
        const warehousePages = (await sitemap()).filter((l) => l.includes('/warehouse/')).sort();
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
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const listings = locs.filter((loc) => loc.includes('/warehouse/'));
    expect(listings.length).toBeGreaterThan(0);
    for (const loc of [...locs.filter((loc) => !loc.includes('/warehouse/')), ...listings.slice(0, 5)]) {
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

  test('share cards carry a picture with alt text and the Twitter card tags', async ({ page, request }) => {
    const listing = (await prerenderedWarehouses(request)).find((w) => w.images.length > 0)!;
    for (const path of ['/', '/search', '/faq', `/warehouse/${listing.id}`]) {
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
  });

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

  for (const path of ['/faq', '/terms', '/privacy']) {
    test(`${path} loads no React and has no axe violations`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await page.goto(path);
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.locator('astro-island')).toHaveCount(0);
      expect(scripts.filter((s) => /react|client\.[^/]*\.js/i.test(s))).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('the legal pages state the last update and the governing law', async ({ page }) => {
    await page.goto('/terms');
    await expect(page.getByText('Last updated September 21st, 2025')).toBeVisible();
    await expect(page.getByText(/governed by the laws of Ontario, Canada/)).toBeVisible();
    await expect(page.getByText(/billed\s+month-to-month/).first()).toBeVisible();
    await page.goto('/privacy');
    await expect(page.getByText('Last updated September 21st, 2025')).toBeVisible();
    await expect(page.getByText(/may be shared with the listed warehouses/).first()).toBeVisible();
  });
});
