import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { events, favorites, warehouses } from '#db/schema.ts';
import { activeListing, toPublicWarehouse } from '#src/server/warehouses/public.ts';
import type { PublicWarehouse } from '#src/shared/warehouse.ts';

const own = (userId: string, warehouseId: string) =>
  and(eq(favorites.userId, userId), eq(favorites.warehouseId, warehouseId));

export async function isFavorited(db: Database, userId: string, warehouseId: string): Promise<boolean> {
  const [row] = await db.select({ id: favorites.id }).from(favorites).where(own(userId, warehouseId)).limit(1);
  return Boolean(row);
}

/** Every favorited warehouse id, most recently saved first. */
export async function favoriteWarehouseIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ warehouseId: favorites.warehouseId })
    .from(favorites)
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.warehouseId);
}

/** Listed (active) warehouses only, most recently saved first. */
export async function favoriteWarehouses(db: Database, userId: string): Promise<PublicWarehouse[]> {
  const rows = await db
    .select({ warehouse: warehouses })
    .from(favorites)
    .innerJoin(warehouses, eq(warehouses.id, favorites.warehouseId))
    .where(and(eq(favorites.userId, userId), activeListing))
    .orderBy(desc(favorites.createdAt), desc(favorites.id));
  return rows.map((r) => toPublicWarehouse(r.warehouse));
}

interface Favorite {
  id: string;
  warehouseId: string;
}

export type AddFavoriteOutcome =
  { ok: true; created: boolean; favorite: Favorite } | { ok: false; reason: 'not_listed' };

/** Saving twice is harmless: the unique (user, warehouse) index keeps one row, and `created` says which. */
export async function addFavorite(db: Database, userId: string, warehouseId: string): Promise<AddFavoriteOutcome> {
  const [warehouse] = await db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), activeListing))
    .limit(1);
  if (!warehouse) return { ok: false, reason: 'not_listed' };

  const columns = { id: favorites.id, warehouseId: favorites.warehouseId };
  const [created] = await db
    .insert(favorites)
    .values({ userId, warehouseId: warehouse.id })
    .onConflictDoNothing({ target: [favorites.userId, favorites.warehouseId] })
    .returning(columns);
  if (created) {
    await db.insert(events).values({
      userId,
      type: 'favorite_add',
      warehouseId: warehouse.id,
      payload: JSON.stringify({ warehouseId: warehouse.id, warehouseName: warehouse.name }),
    });
    return { ok: true, created: true, favorite: created };
  }
  const [existing] = await db.select(columns).from(favorites).where(own(userId, warehouse.id)).limit(1);
  return { ok: true, created: false, favorite: existing! };
}

/** Removing a favorite that is not there is not an error: the end state is what the user asked for. */
export async function removeFavorite(db: Database, userId: string, warehouseId: string): Promise<void> {
  await db.delete(favorites).where(own(userId, warehouseId));
}
