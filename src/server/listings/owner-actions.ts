import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database, Transaction } from '#db/client.ts';
import { warehouses } from '#db/schema.ts';
import { actorById, changedFields, recordAudit } from '#src/server/audit/audit.ts';
import type { AppDeps } from '#src/server/deps.ts';
import type { OwnerListing } from '#src/server/answers/listings.ts';
import type { PausedBy, WarehouseStatus } from '#src/shared/catalog.ts';
import { markDeleted } from './deletion.ts';
import { toOwnerListing } from './listing-answers.ts';
import { afterListingWrite, nextVersion } from './listing-changes.ts';

interface ListingState {
  status: WarehouseStatus;
  pausedBy: PausedBy | null;
}

type OwnerCheck = { ok: false; reason: 'not_found' | 'forbidden' };
type StateRefusal = { ok: false; reason: 'paused_by_admin' | 'paused_for_billing' | 'pending_review' | 'declined' };
export type StateChange =
  { ok: true; listing: ListingState & { id: string; name: string } } | OwnerCheck | StateRefusal;
export type DeleteOutcome = { ok: true; name: string } | OwnerCheck;

/** What a listing that is not online answers to pause and resume alike. */
function offlineRefusal(status: WarehouseStatus): StateRefusal | null {
  if (status === 'pending') return { ok: false, reason: 'pending_review' };
  if (status === 'declined') return { ok: false, reason: 'declined' };
  return null;
}

/** Every listing `userId` owns, newest first, whatever its status, deleted ones aside. */
export async function listOwnListings(db: Database, userId: string): Promise<OwnerListing[]> {
  const rows = await db
    .select()
    .from(warehouses)
    .where(and(eq(warehouses.userId, userId), ne(warehouses.status, 'deleted')))
    .orderBy(desc(warehouses.createdAt), desc(warehouses.id));
  return rows.map(toOwnerListing);
}

/**
 * The listing, locked until the transaction ends, when `userId` owns it. The lock means a
 * moderator's change in between cannot be overwritten by a decision made on what the listing
 * was a moment ago.
 */
async function lockOwnListing(tx: Transaction, userId: string, warehouseId: string) {
  const [row] = await tx
    .select({
      id: warehouses.id,
      name: warehouses.name,
      userId: warehouses.userId,
      status: warehouses.status,
      pausedBy: warehouses.pausedBy,
      updatedAt: warehouses.updatedAt,
    })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId))
    .for('update');
  if (!row || row.status === 'deleted') return { ok: false, reason: 'not_found' } as const;
  if (row.userId !== userId) return { ok: false, reason: 'forbidden' } as const;
  const state: ListingState = { status: row.status as WarehouseStatus, pausedBy: row.pausedBy as PausedBy | null };
  return { ok: true, id: row.id, name: row.name, updatedAt: row.updatedAt, state } as const;
}

/**
 * Applies what `decide` makes of the owner's listing in one transaction, with its audit entry
 * (`action`). Asking for the state a listing is already in changes nothing, records nothing and
 * succeeds: the end state is what the owner asked for.
 */
async function changeOwnListing(
  deps: AppDeps,
  userId: string,
  warehouseId: string,
  decide: (current: ListingState) => ListingState | StateRefusal,
  { action, reason }: { action: string; reason: string },
): Promise<StateChange> {
  const outcome = await deps.db.transaction(async (tx) => {
    const own = await lockOwnListing(tx, userId, warehouseId);
    if (!own.ok) return own;
    const after = decide(own.state);
    if ('ok' in after) return after;
    if (after.status !== own.state.status || after.pausedBy !== own.state.pausedBy) {
      await tx
        .update(warehouses)
        .set({ ...after, updatedAt: nextVersion(own.updatedAt) })
        .where(eq(warehouses.id, own.id));
      await recordAudit(tx, await actorById(tx, userId), {
        action,
        entityType: 'listing',
        entityId: own.id,
        entityName: own.name,
        changes: changedFields(own.state, after, ['status', 'pausedBy']),
      });
    }
    return { ok: true, before: own.state, listing: { id: own.id, name: own.name, ...after } } as const;
  });
  if (!outcome.ok) return outcome;
  if (outcome.before.status !== outcome.listing.status) {
    await afterListingWrite(deps, {
      listingIds: [outcome.listing.id],
      before: outcome.before.status,
      after: outcome.listing.status,
      reason,
      by: userId,
    });
  }
  return { ok: true, listing: outcome.listing };
}

/** Takes an active listing offline; marked as the owner's pause, which the owner may undo. */
export function pauseListing(deps: AppDeps, userId: string, warehouseId: string): Promise<StateChange> {
  return changeOwnListing(
    deps,
    userId,
    warehouseId,
    (current) =>
      offlineRefusal(current.status) ??
      (current.status === 'paused' ? current : { status: 'paused', pausedBy: 'owner' }),
    { action: 'listing.pause', reason: 'listing paused by its owner' },
  );
}

/** Puts the owner's own pause back online; a pause an admin made stays until an admin lifts it. */
export function resumeListing(deps: AppDeps, userId: string, warehouseId: string): Promise<StateChange> {
  return changeOwnListing(
    deps,
    userId,
    warehouseId,
    (current) => {
      const offline = offlineRefusal(current.status);
      if (offline) return offline;
      if (current.status === 'paused' && current.pausedBy === 'admin') return { ok: false, reason: 'paused_by_admin' };
      if (current.status === 'paused' && current.pausedBy === 'billing')
        return { ok: false, reason: 'paused_for_billing' };
      return { status: 'active', pausedBy: null };
    },
    { action: 'listing.resume', reason: 'listing resumed by its owner' },
  );
}

/**
 * Deletes the owner's listing: it leaves the site and the owner's page at once, and operations
 * can restore it until the purge removes it with its photos (deletion.ts).
 */
export async function deleteOwnListing(deps: AppDeps, userId: string, warehouseId: string): Promise<DeleteOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const own = await lockOwnListing(tx, userId, warehouseId);
    if (!own.ok) return own;
    const listing = { id: own.id, name: own.name, status: own.state.status };
    await markDeleted(tx, listing, await actorById(tx, userId), nextVersion(own.updatedAt));
    return own;
  });
  if (!outcome.ok) return outcome;
  await afterListingWrite(deps, {
    listingIds: [warehouseId],
    before: outcome.state.status,
    after: 'deleted',
    reason: 'listing deleted by its owner',
    by: userId,
  });
  return { ok: true, name: outcome.name };
}
