import { Hono } from 'hono';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { recordSearch, searchWarehouses } from '#src/server/search/search-warehouses.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { readQuery } from '#src/server/api/http.ts';

/** /api/search: the search page's results. */
export const searchRoutes = new Hono<AppEnv>();

searchRoutes.get('/', async (c) => {
  const params = readQuery(c, searchParamsSchema);
  const answer = await searchWarehouses(c.var.db, params);
  recordSearch(c.var.searchEvents, params, answer, c.var.user?.id ?? null);
  return c.json(answer);
});
