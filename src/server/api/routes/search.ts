import { Hono } from 'hono';
import { searchAdjustments, searchParamsSchema } from '#src/shared/validation/search.ts';
import { recordSearch } from '#src/server/search/search-warehouses.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { readQuery } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';

/** /api/search: the search page's results. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/', async (c) => {
  const params = readQuery(c, searchParamsSchema);
  const perMinute = c.var.config.searchesPerMinute;
  // Counted while the search runs, so the limit's database write adds no wait to the answer.
  const [, answer] = await Promise.all([
    perMinute && enforceRateLimits(c, RATE_LIMITS.searchPerIp(clientIp(c), perMinute)),
    c.var.searchCache.search(params),
  ]);
  // Recorded per request, whether the answer was kept or fresh: statistics count searches, not queries.
  recordSearch(c.var.searchEvents, params, answer, c.var.user?.id ?? null);
  return c.json({ ...answer, adjusted: searchAdjustments(c.req.queries(), params) });
});
