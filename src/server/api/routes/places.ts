import { Hono } from 'hono';
import { locationsQuery } from '#src/shared/validation/search.ts';
import type { CitySearchPointsAnswer } from '#src/server/answers/search.ts';
import { citySearchPoints } from '#src/server/search/city-search-points.ts';
import { activeWarehouseCities, placeNamed, suggestLocations } from '#src/server/search/locations.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';

/** The location box's suggestions: /api/cities (with a listing) and /api/locations (as typed). */
/** The client caches the city list for an hour; browsers and the CDN may too. */
const CITIES_CACHE = 'public, max-age=3600';

export const cityRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const cities = await activeWarehouseCities(c.var.db);
    c.header('Cache-Control', CITIES_CACHE);
    return c.json(cities);
  })
  /**
   * For a build reading through this server (src/server/warehouses/build-listings.ts): the point
   * the search measures each city page's "see all" query from (docs/decisions/place-pages.md).
   * It resolves every city at once (about a second at 100,000 listings), so it counts against the
   * asker's search limit: a build asks once, and nobody can run it in a loop.
   */
  .get('/search-points', async (c) => {
    const perMinute = c.var.config.searchesPerMinute;
    if (perMinute) await enforceRateLimits(c, RATE_LIMITS.searchPerIp(clientIp(c), perMinute));
    const answer: CitySearchPointsAnswer = { points: await citySearchPoints(c.var.db) };
    return c.json(answer);
  });

export const locationRoutes = new Hono<AppEnv>()
  .get('/', validated('query', locationsQuery), async (c) => {
    const { query } = c.req.valid('query');
    return c.json(await suggestLocations(c.var.db, query));
  })
  /** The one place a query names, with its centre (the compare view measures distances from it). */
  .get('/place', validated('query', locationsQuery), async (c) => {
    const { query } = c.req.valid('query');
    return c.json({ place: await placeNamed(c.var.db, query) });
  });
