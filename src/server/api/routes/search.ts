import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, readQuery } from '#src/server/api/http.ts';
import { searchParamsSchema } from '#src/shared/validation/search.ts';
import { nearbyWarehouses, recordSearch, searchWarehouses } from '#src/server/search/search-warehouses.ts';
import { findActiveWarehouse } from '#src/server/warehouses/public.ts';
import { NEARBY } from '#src/shared/geo.ts';

export const searchRoutes = new Hono<AppEnv>();


searchRoutes.get('/search', async (c) => {
  const params = readQuery(c, searchParamsSchema);
  const db = c.get('db');
  const answer = await searchWarehouses(db, params);
  await recordSearch(db, params, answer, c.get('user')?.id ?? null);
  return c.json(answer);
});

/** The detail page's "nearby warehouses": other active listings, nearest first. */
searchRoutes.get('/warehouses/:id/nearby', async (c) => {
  const id = c.req.param('id');
  const db = c.get('db');
  const warehouse = z.uuid().safeParse(id).success ? await findActiveWarehouse(db, id) : null;
  if (!warehouse) throw new ApiError(404, 'This warehouse is not listed.');
  const { latitude, longitude } = warehouse;
  if (latitude === null || longitude === null) return c.json({ warehouses: [] });
  return c.json({ warehouses: await nearbyWarehouses(db, { id, latitude, longitude }, NEARBY.limit) });
});
