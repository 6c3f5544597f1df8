import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { warehouses, type Warehouse } from '#db/schema.ts';
import { actorById, recordAudit } from '#src/server/audit/audit.ts';
import type { AppDeps } from '#src/server/deps.ts';
import type { ClaimSummary } from '#src/server/answers/claims.ts';
import type { WarehouseStatus } from '#src/shared/catalog.ts';
import { afterListingWrite, nextVersion } from './listing-changes.ts';

type ClaimRefusal =
  { ok: false; reason: 'unknown_listing' | 'wrong_token' } | { ok: false; reason: 'already_owned'; yours: boolean };

export type ClaimPreview = { ok: true; warehouse: ClaimSummary } | ClaimRefusal;
export type ClaimOutcome = { ok: true; warehouse: { id: string; name: string } } | ClaimRefusal;

/** Same shape as the column's default: 128 random bits as 32 hex characters. */
const newClaimToken = () => randomBytes(16).toString('hex');

/**
 * Both sides are hashed first so the comparison takes the same time whatever the lengths and
 * wherever the first difference is: a guesser learns nothing from how long a refusal took.
 */
function tokensMatch(given: string, stored: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/**
 * Ownership is checked before the token: once claimed, the old link's token has been replaced,
 * and "already claimed" tells the person who used it what happened, where "not valid" would not.
 * Whether a listing has an owner is no secret worth a guessing oracle; its owner is never named.
 */
async function checkClaim(
  db: Database,
  warehouseId: string,
  token: string,
  userId: string | null,
): Promise<{ ok: true; warehouse: Warehouse } | ClaimRefusal> {
  const [warehouse] = await db.select().from(warehouses).where(eq(warehouses.id, warehouseId)).limit(1);
  if (!warehouse || warehouse.status === 'deleted') return { ok: false, reason: 'unknown_listing' };
  if (warehouse.userId) return { ok: false, reason: 'already_owned', yours: warehouse.userId === userId };
  if (!tokensMatch(token, warehouse.claimToken)) return { ok: false, reason: 'wrong_token' };
  return { ok: true, warehouse };
}

/** What the claim page shows before anyone is signed in: the listing behind a valid link. */
export async function previewClaim(
  db: Database,
  warehouseId: string,
  token: string,
  userId: string | null,
): Promise<ClaimPreview> {
  const checked = await checkClaim(db, warehouseId, token, userId);
  if (!checked.ok) return checked;
  const w = checked.warehouse;
  return {
    ok: true,
    warehouse: {
      id: w.id,
      name: w.name,
      city: w.city,
      stateProvince: w.stateProvince,
      country: w.country,
      image: w.images[0] ?? null,
      status: w.status as WarehouseStatus,
    },
  };
}

/**
 * Gives an unowned listing to `userId` and replaces its token, so the link works once. The
 * update repeats the checks in its WHERE clause: of two people claiming at the same moment only
 * one row update succeeds, and the other gets "already claimed". The new owner is recorded in
 * the audit log with the claim.
 */
export async function claimListing(
  deps: AppDeps,
  warehouseId: string,
  token: string,
  userId: string,
): Promise<ClaimOutcome> {
  const checked = await checkClaim(deps.db, warehouseId, token, userId);
  if (!checked.ok) return checked;
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(warehouses)
      .set({ userId, claimToken: newClaimToken(), updatedAt: nextVersion(checked.warehouse.updatedAt) })
      .where(
        and(
          eq(warehouses.id, warehouseId),
          isNull(warehouses.userId),
          ne(warehouses.status, 'deleted'),
          eq(warehouses.claimToken, checked.warehouse.claimToken),
        ),
      )
      .returning({ id: warehouses.id, name: warehouses.name, status: warehouses.status });
    if (row) {
      await recordAudit(tx, await actorById(tx, userId), {
        action: 'listing.claim',
        entityType: 'listing',
        entityId: row.id,
        entityName: row.name,
        changes: { userId: { before: null, after: userId } },
      });
    }
    return row;
  });
  if (!claimed) {
    // Someone (or this user, in another tab) got there first: say what the listing is now.
    const now = await checkClaim(deps.db, warehouseId, token, userId);
    return now.ok ? { ok: false, reason: 'already_owned', yours: false } : now;
  }
  await afterListingWrite(deps, {
    listingIds: [claimed.id],
    before: claimed.status,
    after: claimed.status,
    reason: 'listing claimed',
    by: userId,
  });
  return { ok: true, warehouse: { id: claimed.id, name: claimed.name } };
}
