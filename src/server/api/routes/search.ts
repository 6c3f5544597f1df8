import { Hono, type MiddlewareHandler } from 'hono';
import { searchAdjustments, searchParamsSchema } from '#src/shared/validation/search.ts';
import { recordSearch } from '#src/server/search/search-warehouses.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';
import { clientIp, enforceRateLimits } from '#src/server/api/rate-limit.ts';
import { RATE_LIMITS } from '#src/server/security/rate-limit-rules.ts';

/** The per-IP search limit, counted while the search runs so its database write adds no wait to the answer. */
const searchRateLimited: MiddlewareHandler<AppEnv> = async (c, next) => {
  const perMinute = c.var.config.searchesPerMinute;
  if (!perMinute) return next();
  await Promise.all([enforceRateLimits(c, RATE_LIMITS.searchPerIp(clientIp(c), perMinute)), next()]);
};

/** /api/search: the search page's results. */
export const searchRoutes = new Hono<AppEnv>().get(
  '/',
  searchRateLimited,
  validated('query', searchParamsSchema),
  async (c) => {
    const params = c.req.valid('query');
    const answer = await c.var.searchCache.search(params);
    // Recorded per request, whether the answer was kept or fresh: statistics count searches, not queries.
    recordSearch(c.var.searchEvents, params, answer, c.var.user?.id ?? null);
    return c.json({ ...answer, adjusted: searchAdjustments(c.req.queries(), params) });
  },
);
