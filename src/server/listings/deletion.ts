import { and, eq, inArray, lt } from 'drizzle-orm';
import { warehouses, type NewWarehouse } from '#db/schema.ts';
import type { Database } from '#db/client.ts';
import { PURGE_ACTOR, recordAudit, type Actor } from '#src/server/audit/audit.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { UNBOUNDED, type TimeBox } from '#src/server/jobs/time-box.ts';
import { deleteListingPhotos } from '#src/server/photos/photos.ts';
import { LISTING_RESTORE_DAYS } from '#src/shared/catalog.ts';

/**
 * A deletion, by its owner or an admin, is a status: the listing leaves every public and owner
 * view at once (they show active, or the owner's, listings only) and keeps its row, photos and
 * quote requests, so an admin can restore it (docs/decisions/admin.md, "Deleted listings").
 */
export async function markDeleted(
  tx: Database,
  listing: { id: string; name: string; status: string },
  actor: Actor,
  updatedAt: Date,
): Promise<void> {
  await tx
    .update(warehouses)
    .set({
      status: 'deleted',
      statusBeforeDeletion: listing.status,
      deletedAt: new Date(),
      deletedBy: actor.id,
      updatedAt,
    })
    .where(eq(warehouses.id, listing.id));
  await recordAudit(tx, actor, {
    action: 'listing.delete',
    entityType: 'listing',
    entityId: listing.id,
    entityName: listing.name,
    changes: { status: { before: listing.status, after: 'deleted' } },
  });
}

/** What a restore writes: the status the listing had when it was deleted. */
export function restoredValues(row: { statusBeforeDeletion: string | null }): Partial<NewWarehouse> {
  return {
    status: row.statusBeforeDeletion ?? 'pending',
    statusBeforeDeletion: null,
    deletedAt: null,
    deletedBy: null,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const PURGE_BATCH = 100;

/**
 * Removes listings deleted more than LISTING_RESTORE_DAYS before `now`, with their photos, and
 * records each removal. Their quote requests keep the listing's name and city; favourites and
 * daily views go with the row. Runs periodically (runtime.ts locally, netlify/functions/purge.ts
 * on Netlify); returns how many it removed.
 *
 * Batch by batch, each committed on its own, until none is left or `budget` is out. Two runs at
 * once take different rows (SKIP LOCKED). A run stopped after a batch's commit and before its
 * photos are deleted leaves them unattached, and the upload path's sweep of stale photos
 * removes them a day later (photos.ts).
 */
export async function purgeDeletedListings(
  deps: Pick<AppDeps, 'db' | 'photoStore'>,
  now: Date = new Date(),
  budget: TimeBox = UNBOUNDED,
): Promise<number> {
  let removed = 0;
  while (budget.hasTime()) {
    const purged = await purgeBatch(deps, now);
    removed += purged;
    if (purged < PURGE_BATCH) break;
  }
  return removed;
}

async function purgeBatch(deps: Pick<AppDeps, 'db' | 'photoStore'>, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - LISTING_RESTORE_DAYS * DAY_MS);
  const expired = and(eq(warehouses.status, 'deleted'), lt(warehouses.deletedAt, cutoff));
  const purged = await deps.db.transaction(async (tx) => {
    const due = tx
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(expired)
      .limit(PURGE_BATCH)
      .for('update', { skipLocked: true });
    // The condition is repeated on the delete: a restore may have taken one of them in between.
    const rows = await tx
      .delete(warehouses)
      .where(and(expired, inArray(warehouses.id, due)))
      .returning();
    await recordAudit(
      tx,
      PURGE_ACTOR,
      rows.map((row) => ({
        action: 'listing.purge',
        entityType: 'listing' as const,
        entityId: row.id,
        entityName: row.name,
        changes: { status: { before: row.status, after: null }, userId: { before: row.userId, after: null } },
      })),
    );
    return rows;
  });
  for (const row of purged) await deleteListingPhotos(deps, row);
  return purged.length;
}
