import { Hono } from 'hono';
import { searchAdjustments, searchParamsSchema } from '#src/shared/validation/search.ts';
import { recordSearch } from '#src/server/search/search-warehouses.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { validated } from '#src/server/api/http.ts';

/** /api/search: the search page's results. */
export const searchRoutes = new Hono<AppEnv>().get('/', validated('query', searchParamsSchema), async (c) => {
  const params = c.req.valid('query');
  const answer = await c.var.searchCache.search(params);
  // Recorded per request, whether the answer was kept or fresh: statistics count searches, not queries.
  recordSearch(c.var.searchEvents, params, answer, c.var.user?.id ?? null);
  return c.json({ ...answer, adjusted: searchAdjustments(c.req.queries(), params) });
});
