import { and, desc, eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { events, favorites, warehouses } from '#db/schema.ts';
import type { SessionUser } from '#src/server/auth/sessions.ts';
import { toPublicWarehouse } from '#src/server/warehouses/public.ts';
import type { AppEnv } from '#src/server/api/context.ts';
import { assertSameUser, requireUser } from '#src/server/api/guards.ts';
import { ApiError, readJson, readQuery } from '#src/server/api/http.ts';

export const favoriteRoutes = new Hono<AppEnv>();

const NOT_LISTED = 'This warehouse is not listed.';

/** The client sends who it thinks is signed in; the server only uses it to refuse a mismatch. */
const claimedUser = {
  userId: z.string().optional().nullable(),
  userEmail: z.string().optional().nullable(),
};

const addFavoriteRequest = z.object({ warehouseId: z.uuid(NOT_LISTED), ...claimedUser });
const removeFavoriteRequest = z.object(claimedUser);
const checkQuery = z.object({ userId: claimedUser.userId });

/** A malformed id names no warehouse, so it is a 404 like an unknown one. */
function warehouseIdFrom(c: Context<AppEnv>): string {
  const id = c.req.param('warehouseId') ?? '';
  if (!z.uuid().safeParse(id).success) throw new ApiError(404, NOT_LISTED);
  return id;
}

/** Any userId or userEmail the browser sent must be the session user's own. */
function assertOwnFavorites(user: SessionUser, claimed: { userId?: string | null; userEmail?: string | null }) {
  assertSameUser(user.id, claimed.userId);
  if (claimed.userEmail && claimed.userEmail.trim().toLowerCase() !== user.email.toLowerCase()) {
    throw new ApiError(403, 'You can only change your own favorites.');
  }
}

favoriteRoutes.get('/favorites/check/:warehouseId', async (c) => {
  const user = requireUser(c);
  assertOwnFavorites(user, readQuery(c, checkQuery));
  const warehouseId = warehouseIdFrom(c);
  const [row] = await c
    .get('db')
    .select({ id: favorites.id })
    .from(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.warehouseId, warehouseId)))
    .limit(1);
  return c.json({ isFavorited: Boolean(row) });
});

/** Every favorited warehouse id in one call, so a page of cards needs no call per card. */
favoriteRoutes.get('/favorites/ids', async (c) => {
  const user = requireUser(c);
  const rows = await c
    .get('db')
    .select({ warehouseId: favorites.warehouseId })
    .from(favorites)
    .where(eq(favorites.userId, user.id))
    .orderBy(desc(favorites.createdAt));
  return c.json({ warehouseIds: rows.map((r) => r.warehouseId) });
});

/** The favorites page: listed (active) warehouses only, most recently saved first. */
favoriteRoutes.get('/favorites', async (c) => {
  const user = requireUser(c);
  const rows = await c
    .get('db')
    .select({ warehouse: warehouses })
    .from(favorites)
    .innerJoin(warehouses, eq(warehouses.id, favorites.warehouseId))
    .where(and(eq(favorites.userId, user.id), eq(warehouses.status, 'active')))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return c.json({ warehouses: rows.map((r) => toPublicWarehouse(r.warehouse)) });
});

/** Saving twice is harmless: the unique (user, warehouse) index keeps one row, and 200 says it existed. */
favoriteRoutes.post('/favorites', async (c) => {
  const db = c.get('db');
  const user = requireUser(c);
  const input = await readJson(c, addFavoriteRequest);
  assertOwnFavorites(user, input);
  const [warehouse] = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.id, input.warehouseId), eq(warehouses.status, 'active')))
    .limit(1);
  if (!warehouse) throw new ApiError(404, NOT_LISTED);

  const [created] = await db
    .insert(favorites)
    .values({ userId: user.id, warehouseId: warehouse.id })
    .onConflictDoNothing({ target: [favorites.userId, favorites.warehouseId] })
    .returning({ id: favorites.id, warehouseId: favorites.warehouseId });
  if (created) {
    await db.insert(events).values({
      userId: user.id,
      type: 'favorite_add',
      warehouseId: warehouse.id,
      payload: JSON.stringify({ warehouseId: warehouse.id, warehouseName: warehouse.name }),
    });
    return c.json({ success: true, favorite: created }, 201);
  }
  const [existing] = await db
    .select({ id: favorites.id, warehouseId: favorites.warehouseId })
    .from(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.warehouseId, warehouse.id)))
    .limit(1);
  return c.json({ success: true, favorite: existing! }, 200);
});

/** Removing a favorite that is not there is not an error: the end state is what the user asked for. */
favoriteRoutes.delete('/favorites/:warehouseId', async (c) => {
  const user = requireUser(c);
  const hasBody = c.req.raw.body !== null && c.req.header('content-length') !== '0';
  assertOwnFavorites(user, hasBody ? await readJson(c, removeFavoriteRequest) : {});
  const warehouseId = warehouseIdFrom(c);
  await c
    .get('db')
    .delete(favorites)
    .where(and(eq(favorites.userId, user.id), eq(favorites.warehouseId, warehouseId)));
  return c.json({ success: true });
});
