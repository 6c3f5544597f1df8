import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '#src/server/config.ts';
import { serverLog } from '#src/server/log.ts';
import { request, useTestApp } from '#tests/support/app.ts';
import { freshIp, signedInUser } from '#tests/support/accounts.ts';
import { adminCall, signedInAdmin } from '#tests/support/admin.ts';
import { createWarehouse } from '#tests/support/factories.ts';
import { productionEnv } from '#tests/support/production-env.ts';
import { startPurgeStandIn } from '#tests/support/netlify-purge-stand-in.ts';

/** Search answers as Netlify's CDN keeps them (docs/decisions/search.md, "Answers the CDN keeps"). */
describe('search answers the CDN can serve', () => {
  const ctx = useTestApp();
  let standIn: Awaited<ReturnType<typeof startPurgeStandIn>>;

  beforeAll(async () => {
    standIn = await startPurgeStandIn();
    ctx.config.cdnPurge = { siteId: 'site-under-test', token: 'purge-token', apiUrl: standIn.url };
  });
  afterAll(() => standIn?.close());

  const SEARCHES = ['/api/search?query=Toronto&distance=30', '/api/search/points?query=Toronto&distance=30'];

  it('lets the CDN keep an anonymous answer a minute, under the search tag, and browsers keep nothing', async () => {
    for (const path of SEARCHES) {
      const res = await request(ctx, path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('netlify-cdn-cache-control'), path).toBe(
        'public, s-maxage=60, stale-while-revalidate=300',
      );
      expect(res.headers.get('netlify-cache-tag'), path).toBe('search');
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
      // The answer's language is part of what it says: Netlify keys on the headers Vary names.
      expect(res.headers.get('vary'), path).toContain('Accept-Language');
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
  });

  it('keeps nothing sent to a signed-in visitor, nor any answer but a search', async () => {
    const { cookie } = await signedInUser(ctx.db);
    for (const path of SEARCHES) {
      const res = await request(ctx, path, { cookie });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
      expect(res.headers.get('netlify-cdn-cache-control'), path).toBeNull();
      expect(res.headers.get('netlify-cache-tag'), path).toBeNull();
    }
    const favorites = await request(ctx, '/api/favorites', { cookie });
    expect(favorites.headers.get('cache-control')).toBe('no-store');
    expect(favorites.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it('keeps no refused search: over the per-address limit the 429 is the sender’s alone', async () => {
    // A few seconds into a minute, held there: a burst that crossed into the next minute on a
    // loaded machine let the last window's hits fade from the limit's sliding estimate (as in
    // search-rate-limit.test.ts).
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Math.floor(Date.now() / 60_000) * 60_000 + 5_000);
    const ip = freshIp();
    let res: Response | undefined;
    try {
      for (let i = 0; i <= ctx.config.searchesPerMinute!; i++)
        res = await request(ctx, `/api/search?query=Toronto&page=${(i % 5) + 1}`, {
          headers: { 'x-nf-client-connection-ip': ip },
        });
    } finally {
      vi.useRealTimers();
    }
    expect(res!.status).toBe(429);
    expect(res!.headers.get('cache-control')).toBe('no-store');
    expect(res!.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it("lets the CDN keep a listing's own answer, listed or not, at most a minute under the listing tag", async () => {
    const live = await createWarehouse(ctx.db);
    const paused = await createWarehouse(ctx.db, { status: 'paused', pausedBy: 'owner' });
    for (const [listing, status] of [
      [live, 200],
      [paused, 404],
    ] as const) {
      const res = await request(ctx, `/api/warehouses/${listing.id}`);
      expect(res.status).toBe(status);
      expect(res.headers.get('netlify-cdn-cache-control')).toBe('public, s-maxage=60');
      expect(res.headers.get('netlify-cache-tag')).toBe('listing');
      expect(res.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
    const { cookie } = await signedInUser(ctx.db);
    const signedIn = await request(ctx, `/api/warehouses/${live.id}`, { cookie });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.headers.get('netlify-cdn-cache-control')).toBeNull();
  });

  it("purges the CDN's search and listing answers and the listing's pages when an admin approves a listing and when its owner pauses it", async () => {
    const owner = await signedInUser(ctx.db);
    const listing = await createWarehouse(ctx.db, { status: 'pending', userId: owner.user.id });
    const { cookie: admin } = await signedInAdmin(ctx);
    standIn.purges.length = 0;

    const approved = await adminCall(ctx, admin, `/listings/${listing.id}/approve`, {
      body: { expectedUpdatedAt: listing.updatedAt.toISOString() },
    });
    expect(approved.status).toBe(200);
    expect(standIn.purges).toEqual([
      {
        body: { cache_tags: ['search', 'listing', `listing-page-${listing.id}`], site_id: 'site-under-test' },
        authorization: 'Bearer purge-token',
      },
    ]);

    const paused = await request(ctx, `/api/listings/${listing.id}/pause`, { method: 'POST', cookie: owner.cookie });
    expect(paused.status).toBe(200);
    expect(standIn.purges).toHaveLength(2);
    expect(standIn.purges[1]!.body.cache_tags).toEqual(['search', 'listing', `listing-page-${listing.id}`]);
  });

  it("purges nothing for a change the public never saw, and a failed purge does not fail the owner's change", async () => {
    const owner = await signedInUser(ctx.db);
    const unseen = await createWarehouse(ctx.db, { status: 'paused', pausedBy: 'owner', userId: owner.user.id });
    const live = await createWarehouse(ctx.db, { userId: owner.user.id });
    standIn.purges.length = 0;

    const removed = await request(ctx, `/api/listings/${unseen.id}`, { method: 'DELETE', cookie: owner.cookie });
    expect(removed.status).toBe(200);
    expect(standIn.purges).toEqual([]);

    standIn.status = 500;
    const logged = vi.spyOn(serverLog, 'error').mockImplementation(() => {});
    try {
      const paused = await request(ctx, `/api/listings/${live.id}/pause`, { method: 'POST', cookie: owner.cookie });
      expect(paused.status).toBe(200);
      expect(standIn.purges).toHaveLength(1);
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('search answers were not purged'));
    } finally {
      logged.mockRestore();
      standIn.status = 202;
    }
  });

  it('purges only in production, with the site id and token Netlify gives the function', () => {
    const netlify = { SITE_ID: 'site-1', NETLIFY_PURGE_API_TOKEN: 'token-1' };
    expect(loadConfig(productionEnv(netlify)).cdnPurge).toEqual({ siteId: 'site-1', token: 'token-1' });
    expect(loadConfig(productionEnv({ NETLIFY_PURGE_API_TOKEN: undefined, SITE_ID: 'site-1' })).cdnPurge).toBeNull();
    expect(loadConfig({ SITE_URL: 'http://localhost:4321', ...netlify }).cdnPurge).toBeNull();
  });
});
