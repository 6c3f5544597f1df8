import { Hono } from 'hono';
import { WAREHOUSE_NOT_LISTED } from '#src/shared/api/errors.ts';
import type { SessionUser } from '#src/shared/api/accounts.ts';
import { addFavoriteRequest, favoriteCheckQuery, removeFavoriteRequest } from '#src/shared/validation/favorites.ts';
import {
  addFavorite,
  favoriteWarehouseIds,
  favoriteWarehouses,
  isFavorited,
  removeFavorite,
} from '#src/server/favorites/favorites.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { assertSameUser, requireUser } from '#src/server/api/guards.ts';
import { ApiError, readJson, readQuery } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';

/** /api/favorites: the signed-in user's saved warehouses. */
export const favoriteRoutes = new Hono<AppEnv>();

/** Any userId or userEmail the browser sent must be the session user's own. */
function assertOwnFavorites(user: SessionUser, claimed: { userId?: string | null; userEmail?: string | null }) {
  assertSameUser(user.id, claimed.userId);
  if (claimed.userEmail && claimed.userEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ApiError(403, 'You can only change your own favorites.');
  }
}

favoriteRoutes.get('/check/:warehouseId', async (c) => {
  const user = requireUser(c);
  assertOwnFavorites(user, readQuery(c, favoriteCheckQuery));
  const warehouseId = warehouseIdParam(c, 'warehouseId');
  return c.json({ isFavorited: await isFavorited(c.var.db, user.id, warehouseId) });
});

/** Every favorited warehouse id in one call, so a page of cards needs no call per card. */
favoriteRoutes.get('/ids', async (c) => {
  const user = requireUser(c);
  return c.json({ warehouseIds: await favoriteWarehouseIds(c.var.db, user.id) });
});

favoriteRoutes.get('/', async (c) => {
  const user = requireUser(c);
  return c.json({ warehouses: await favoriteWarehouses(c.var.db, user.id) });
});

/** 201 when the favorite is new, 200 when it already existed. */
favoriteRoutes.post('/', async (c) => {
  const user = requireUser(c);
  const input = await readJson(c, addFavoriteRequest);
  assertOwnFavorites(user, input);
  const added = await addFavorite(c.var.db, user.id, input.warehouseId);
  if (!added.ok) throw new ApiError(404, WAREHOUSE_NOT_LISTED);
  return c.json({ success: true, favorite: added.favorite }, added.created ? 201 : 200);
});

favoriteRoutes.delete('/:warehouseId', async (c) => {
  const user = requireUser(c);
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  assertOwnFavorites(user, hasBody ? await readJson(c, removeFavoriteRequest) : {});
  const warehouseId = warehouseIdParam(c, 'warehouseId');
  await removeFavorite(c.var.db, user.id, warehouseId);
  return c.json({ success: true });
});
