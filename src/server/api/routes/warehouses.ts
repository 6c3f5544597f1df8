import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { warehouseNotListed } from '#src/shared/api/errors.ts';
import { NEARBY } from '#src/shared/geo.ts';
import { warehouseListQuery } from '#src/shared/validation/warehouses.ts';
import { LISTING_CACHE_TAG } from '#src/server/search/cdn-cache.ts';
import { nearbyWarehouses } from '#src/server/search/search-warehouses.ts';
import { findActiveWarehouse, listActiveWarehouses } from '#src/server/warehouses/public.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, errorBody, validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';

/**
 * A listing's own answer, the same for everyone: Netlify's CDN keeps it at most a minute (no
 * stale answer after that), and a listing change purges it by its tag sooner. A pre-rendered
 * listing page asks it on every view, so a listing taken off the site leaves its page within a
 * minute (docs/decisions/rebuilds.md, "What visitors see"). Nothing sent with a session is kept.
 */
function listingAnswerHeaders(sessionCookie: string | undefined): Record<string, string> {
  if (sessionCookie) return { 'Cache-Control': 'private, no-store' };
  return {
    'Cache-Control': 'public, max-age=0, must-revalidate',
    'Netlify-CDN-Cache-Control': 'public, s-maxage=60',
    'Netlify-Cache-Tag': LISTING_CACHE_TAG,
  };
}

/** /api/warehouses: listed (active) warehouses as the public sees them. */
export const warehouseRoutes = new Hono<AppEnv>()
  /** Paid first, then most recently updated: the home page's featured list. */
  .get('/', validated('query', warehouseListQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listActiveWarehouses(c.var.db, limit, offset));
  })
  .get('/:id', async (c) => {
    const headers = listingAnswerHeaders(getCookie(c, c.var.config.sessionCookie));
    const warehouse = await findActiveWarehouse(c.var.db, warehouseIdParam(c, 'id'));
    // The "not listed" answer is kept as the listing is, so a page's check costs no function call either.
    if (!warehouse) return c.json(errorBody(warehouseNotListed()), 404, headers);
    return c.json({ warehouse }, 200, headers);
  })
  /** The detail page's "nearby warehouses": other listed ones, nearest first. */
  .get('/:id/nearby', async (c) => {
    const id = warehouseIdParam(c, 'id');
    const warehouse = await findActiveWarehouse(c.var.db, id);
    if (!warehouse) throw new ApiError(404, warehouseNotListed());
    const { latitude, longitude } = warehouse;
    if (latitude === null || longitude === null) return c.json({ warehouses: [] });
    return c.json({ warehouses: await nearbyWarehouses(c.var.db, { id, latitude, longitude }, NEARBY.limit) });
  });
