import { Hono } from 'hono';
import { warehouseNotListed } from '#src/shared/api/errors.ts';
import type { SessionUser } from '#src/server/answers/accounts.ts';
import { addFavoriteRequest, favoriteCheckQuery, removeFavoriteRequest } from '#src/shared/validation/favorites.ts';
import {
  addFavorite,
  favoriteWarehouseIds,
  favoriteWarehouses,
  isFavorited,
  removeFavorite,
} from '#src/server/favorites/favorites.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { assertSameUser, requireUser, signedIn } from '#src/server/api/guards.ts';
import { ApiError, validated } from '#src/server/api/http.ts';
import { warehouseIdParam } from '#src/server/api/params.ts';
import { m } from '#src/shared/i18n/messages.ts';

/** /api/favorites: the signed-in user's saved warehouses. */
/** Any userId or userEmail the browser sent must be the session user's own. */
function assertOwnFavorites(user: SessionUser, claimed: { userId?: string | null; userEmail?: string | null }) {
  assertSameUser(user.id, claimed.userId);
  if (claimed.userEmail && claimed.userEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ApiError(403, m.api_own_favorites());
  }
}

export const favoriteRoutes = new Hono<AppEnv>()
  .get('/check/:warehouseId', signedIn, validated('query', favoriteCheckQuery), async (c) => {
    const user = requireUser(c);
    assertOwnFavorites(user, c.req.valid('query'));
    const warehouseId = warehouseIdParam(c, 'warehouseId');
    return c.json({ isFavorited: await isFavorited(c.var.db, user.id, warehouseId) });
  })
  /** Every favorited warehouse id in one call, so a page of cards needs no call per card. */
  .get('/ids', async (c) => {
    const user = requireUser(c);
    return c.json({ warehouseIds: await favoriteWarehouseIds(c.var.db, user.id) });
  })
  .get('/', async (c) => {
    const user = requireUser(c);
    return c.json({ warehouses: await favoriteWarehouses(c.var.db, user.id) });
  })
  /** 201 when the favorite is new, 200 when it already existed. */
  .post('/', signedIn, validated('json', addFavoriteRequest), async (c) => {
    const user = requireUser(c);
    const input = c.req.valid('json');
    assertOwnFavorites(user, input);
    const added = await addFavorite(c.var.db, user.id, input.warehouseId);
    if (!added.ok) throw new ApiError(404, warehouseNotListed());
    return c.json({ success: true, favorite: added.favorite }, added.created ? 201 : 200);
  })
  /** The body, naming whose favorite it is, is optional: a browser's DELETE may have none. */
  .delete('/:warehouseId', signedIn, validated('json', removeFavoriteRequest), async (c) => {
    const user = requireUser(c);
    assertOwnFavorites(user, c.req.valid('json'));
    const warehouseId = warehouseIdParam(c, 'warehouseId');
    await removeFavorite(c.var.db, user.id, warehouseId);
    return c.json({ success: true });
  });
