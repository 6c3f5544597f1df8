import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '#src/server/api/context.ts';
import { ApiError, readQuery } from '#src/server/api/http.ts';
import { findActiveWarehouse, listActiveWarehouses } from '#src/server/warehouses/public.ts';

export const warehouseRoutes = new Hono<AppEnv>();

const listQuery = z.object({
  limit: z.coerce.number({ error: 'limit must be a number' }).int('limit must be a whole number').min(1, 'limit must be between 1 and 100').max(100, 'limit must be between 1 and 100').default(20),
  offset: z.coerce.number({ error: 'offset must be a number' }).int('offset must be a whole number').min(0, 'offset cannot be negative').default(0),
});

/** Active warehouses only, paid first then most recently updated: the home page's featured list. */
warehouseRoutes.get('/warehouses', async (c) => {
  const { limit, offset } = readQuery(c, listQuery);
  return c.json(await listActiveWarehouses(c.get('db'), limit, offset));
});

warehouseRoutes.get('/warehouses/:id', async (c) => {
  const id = c.req.param('id');
  const warehouse = z.uuid().safeParse(id).success ? await findActiveWarehouse(c.get('db'), id) : null;
  if (!warehouse) throw new ApiError(404, 'This warehouse is not listed.');
  return c.json({ warehouse });
});
