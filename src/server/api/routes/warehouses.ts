import { Hono } from 'hono';
import { warehouseNotListed } from '#src/shared/api/errors.ts';
import { NEARBY } from '#src/shared/geo.ts';
import { warehouseListQuery } from '#src/shared/validation/warehouses.ts';
import { nearbyWarehouses } from '#src/server/search/search-warehouses.ts';
import { findActiveWarehouse, listActiveWarehouses } from '#src/server/warehouses/public.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';

/** /api/warehouses: listed (active) warehouses as the public sees them. */
export const warehouseRoutes = new Hono<AppEnv>()
  /** Paid first, then most recently updated: the home page's featured list. */
  .get('/', validated('query', warehouseListQuery), async (c) => {
    const { limit, offset } = c.req.valid('query');
    return c.json(await listActiveWarehouses(c.var.db, limit, offset));
  })
  .get('/:id', async (c) => {
    const warehouse = await findActiveWarehouse(c.var.db, warehouseIdParam(c, 'id'));
    if (!warehouse) throw new ApiError(404, warehouseNotListed());
    return c.json({ warehouse });
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
