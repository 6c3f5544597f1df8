import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listingPageServerDir } from '#src/server/listing-pages/server-build.ts';
import { createServedSite } from '#src/server/rebuilds/served-site.ts';
import { siteApp } from '#src/server/serve.ts';
import { useTestApp } from '#tests/support/app.ts';
import { LOCALES } from '#src/shared/i18n/locale.ts';

/**
 * A built site as astro.config.mjs lays it out (search.html, claim.html, 404.html), with stand-ins
 * for each language's listing-page renderer where src/tools/build-site.ts leaves them
 * (listingPageServerDir): they answer with the path asked and headers of their own.
 */
async function builtSite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-routes-'));
  const write = async (file: string, text: string) => {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, text);
  };
  for (const [file, text] of Object.entries(PAGES)) await write(path.join(dir, file), `<!doctype html><p>${text}</p>`);
  await writeFile(path.join(dir, '_script-hashes.json'), '[]');
  for (const locale of LOCALES) {
    await write(
      path.join(listingPageServerDir(dir, locale), 'entry.mjs'),
      `export const createHandler = () => async (request) => new Response(
        '${locale} listing page ' + new URL(request.url).pathname,
        { status: 200, headers: { 'content-security-policy': 'its own' } },
      );`,
    );
  }
  return dir;
}

const PAGES = { 'index.html': 'Home', 'search.html': 'Search', '404.html': 'Not found', 'claim.html': 'Claim' };

describe('pages as the local server answers them (as Netlify does)', () => {
  const ctx = useTestApp();
  let site: ReturnType<typeof siteApp>;
  const id = crypto.randomUUID();

  const get = (urlPath: string) => site.request(`http://localhost${urlPath}`, { redirect: 'manual' });

  beforeAll(async () => {
    site = siteApp(await createServedSite(await builtSite(), { production: false }), ctx.app);
  });

  it("hands a listing page's path to its language's renderer, whose answer keeps its own headers", async () => {
    for (const [urlPath, locale] of [
      [`/warehouse/${id}`, 'en'],
      [`/fr/warehouse/${id}`, 'fr'],
    ] as const) {
      const res = await get(urlPath);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(`${locale} listing page ${urlPath}`);
      expect(res.headers.get('content-security-policy')).toBe('its own');
    }
  });

  it('answers a listing path with the 404 page when the build has no renderer for it', async () => {
    const dir = await builtSite();
    await rm(`${dir}.server`, { recursive: true });
    const bare = siteApp(await createServedSite(dir, { production: false }), ctx.app);
    const res = await bare.request(`http://localhost/warehouse/${id}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Not found');
  });

  it('answers the slash form of a page with a 301 to its one URL, keeping the query', async () => {
    const search = await get('/search/?query=Toronto');
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/search?query=Toronto');
    expect((await get('/search')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('serves the claim page for every claim link, and the 404 page for an unknown path', async () => {
    const claim = await get(`/claim/${crypto.randomUUID()}/token`);
    expect(claim.status).toBe(200);
    expect(await claim.text()).toContain('Claim');
    const unknown = await get('/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Not found');
  });
});
