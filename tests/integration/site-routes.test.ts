import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { warehouses } from '#db/schema.ts';
import { createServedSite } from '#src/server/rebuilds/served-site.ts';
import { siteApp } from '#src/server/serve.ts';
import { useTestApp } from '#tests/support/app.ts';
import { createWarehouse } from '#tests/support/factories.ts';

/** A built site as astro.config.mjs lays it out (search.html, warehouse/<id>.html), one page per listing id. */
async function builtSite(listingIds: string[]) {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-routes-'));
  const page = async (file: string, text: string) => {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), `<!doctype html><p>${text}</p>`);
  };
  await page('index.html', 'Home');
  await page('search.html', 'Search');
  await page('404.html', 'Not found');
  await page('claim.html', 'Claim');
  await page('warehouse/fallback.html', 'Fallback');
  for (const id of listingIds) await page(`warehouse/${id}.html`, `Listing ${id}`);
  await writeFile(path.join(dir, '_script-hashes.json'), '[]');
  return dir;
}

describe('pages as the local server answers them (as Netlify does)', () => {
  const ctx = useTestApp();
  let site: ReturnType<typeof siteApp>;
  const ids = { live: '', paused: '', declined: '', deleted: '', approvedSinceBuild: '' };

  const get = (urlPath: string) => site.request(`http://localhost${urlPath}`, { redirect: 'manual' });

  beforeAll(async () => {
    for (const key of ['live', 'paused', 'declined', 'deleted'] as const) ids[key] = (await createWarehouse(ctx.db)).id;
    const dir = await builtSite([ids.live, ids.paused, ids.declined, ids.deleted]);
    ids.approvedSinceBuild = (await createWarehouse(ctx.db)).id;
    const served = await createServedSite(ctx.db, dir, { production: false, log: () => {} });
    site = siteApp(served, ctx.app);
    await ctx.db.update(warehouses).set({ status: 'paused' }).where(eq(warehouses.id, ids.paused));
    await ctx.db.update(warehouses).set({ status: 'declined' }).where(eq(warehouses.id, ids.declined));
    await ctx.db.delete(warehouses).where(eq(warehouses.id, ids.deleted));
    await served.refresh();
  });

  it("serves a live listing's page with 200", async () => {
    const res = await get(`/warehouse/${ids.live}`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(`Listing ${ids.live}`);
  });

  it('answers every other listing path with 404 and the fallback page, which shows an active listing from the API', async () => {
    for (const id of [ids.paused, ids.declined, ids.deleted, crypto.randomUUID(), ids.approvedSinceBuild]) {
      const res = await get(`/warehouse/${id}`);
      expect(res.status, id).toBe(404);
      expect(await res.text(), id).toContain('Fallback');
    }
  });

  it('answers the slash form of a page with a 301 to its one URL, keeping the query', async () => {
    const search = await get('/search/?query=Toronto');
    expect(search.status).toBe(301);
    expect(search.headers.get('location')).toBe('/search?query=Toronto');
    const listing = await get(`/warehouse/${ids.live}/`);
    expect(listing.status).toBe(301);
    expect(listing.headers.get('location')).toBe(`/warehouse/${ids.live}`);
    expect((await get('/search')).status).toBe(200);
    expect((await get('/')).status).toBe(200);
  });

  it('keeps the 404 for a listing that is not live, with or without the slash', async () => {
    expect((await get(`/warehouse/${ids.paused}/`)).status).toBe(404);
    expect((await get(`/warehouse/${crypto.randomUUID()}/`)).status).toBe(404);
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
