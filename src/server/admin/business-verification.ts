import { and, eq, sql } from 'drizzle-orm';
import { businessVerifications, users, warehouses } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import type { AdminUser } from '#src/server/answers/admin.ts';
import type { BusinessVerificationInput } from '#src/shared/validation/admin.ts';
import { recordAudit, type Actor } from '#src/server/audit/audit.ts';
import { afterListingWrite } from '#src/server/listings/listing-changes.ts';
import { loadAdminUser } from './users.ts';

export type BusinessVerificationOutcome =
  { ok: true; user: AdminUser } | { ok: false; reason: 'not_found' | 'not_verified' };

/**
 * "Owner verified" changes on every listing the owner has (migration 0020's triggers): the public
 * pages carry the badge, so a change to an active listing rebuilds the site and purges the CDN's
 * search answers, as a listing write does.
 */
async function afterVerificationChange(deps: AppDeps, actor: Actor, userId: string, reason: string) {
  const active = await deps.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.userId, userId), sql`${warehouses.status} = 'active'`));
  if (active.length) {
    const listingIds = active.map((row) => row.id);
    await afterListingWrite(deps, { listingIds, before: 'active', after: 'active', reason, by: actor.id });
  }
}

/**
 * Records that an admin checked the owner's business (docs/decisions/freshness.md, "Owner
 * verified"): how, with an optional note, by whom and when. Recording it again replaces the
 * method and note. The audit entry commits with it.
 */
export async function verifyOwnerBusiness(
  deps: AppDeps,
  actor: Actor,
  userId: string,
  input: BusinessVerificationInput,
): Promise<BusinessVerificationOutcome> {
  const found = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) return false;
    const [before] = await tx.select().from(businessVerifications).where(eq(businessVerifications.userId, userId));
    const record = { method: input.method, note: input.note, verifiedBy: actor.id, verifiedByName: actor.username };
    if (before) {
      // Deleted and inserted, not updated, so the triggers copy it to the listings as for a first record.
      await tx.delete(businessVerifications).where(eq(businessVerifications.userId, userId));
    }
    await tx.insert(businessVerifications).values({ userId, ...record, verifiedAt: new Date() });
    await recordAudit(tx, actor, {
      action: 'user.verify_business',
      entityType: 'user',
      entityId: userId,
      entityName: owner.username,
      changes: {
        businessVerification: {
          before: before ? { method: before.method, note: before.note } : null,
          after: { method: input.method, note: input.note },
        },
      },
    });
    return true;
  });
  if (!found) return { ok: false, reason: 'not_found' };
  await afterVerificationChange(deps, actor, userId, 'owner business verified');
  return { ok: true, user: (await loadAdminUser(deps.db, userId))! };
}

/** Withdraws the verification: the owner's listings lose the badge in the same transaction. */
export async function withdrawOwnerVerification(
  deps: AppDeps,
  actor: Actor,
  userId: string,
): Promise<BusinessVerificationOutcome> {
  const outcome = await deps.db.transaction(async (tx) => {
    const [owner] = await tx.select({ username: users.username }).from(users).where(eq(users.id, userId)).for('update');
    if (!owner) return 'not_found' as const;
    const [removed] = await tx
      .delete(businessVerifications)
      .where(eq(businessVerifications.userId, userId))
      .returning();
    if (!removed) return 'not_verified' as const;
    await recordAudit(tx, actor, {
      action: 'user.withdraw_business_verification',
      entityType: 'user',
      entityId: userId,
      entityName: owner.username,
      changes: {
        businessVerification: {
          before: {
            method: removed.method,
            note: removed.note,
            verifiedByName: removed.verifiedByName,
            verifiedAt: removed.verifiedAt.toISOString(),
          },
          after: null,
        },
      },
    });
    return 'withdrawn' as const;
  });
  if (outcome !== 'withdrawn') return { ok: false, reason: outcome };
  await afterVerificationChange(deps, actor, userId, 'owner business verification withdrawn');
  return { ok: true, user: (await loadAdminUser(deps.db, userId))! };
}
