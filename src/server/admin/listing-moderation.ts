import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { uniqueViolation } from '#db/errors.ts';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { users, warehouses, type Warehouse } from '#db/schema.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { restoredValues } from '#src/server/listings/deletion.ts';
import { afterListingWrite, nextVersion } from '#src/server/listings/listing-changes.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import type { RenderedEmail } from '#src/server/mail/templates/layout.ts';
import {
  listingApprovedMessage,
  listingDeclinedMessage,
  listingNameDecisionMessage,
  listingPausedMessage,
} from '#src/server/mail/templates/listing-decision.ts';
import { warehouseSearchText } from '#src/server/warehouses/derived.ts';
import type { AdminListing } from '#src/server/answers/admin.ts';
import type { SubscriptionInput } from '#src/shared/validation/admin.ts';
import { changedFields, recordAudit, SECRET_CHANGED, type Actor, type AuditChanges } from '#src/server/audit/audit.ts';
import { loadAdminListing } from './listing-view.ts';

export type ListingRefusal = {
  ok: false;
  reason:
    | 'not_found'
    | 'changed'
    | 'not_approvable'
    | 'not_pending'
    | 'not_active'
    | 'not_paused'
    | 'paused_by_owner'
    | 'paused_by_billing'
    | 'no_pending_name'
    | 'name_taken'
    | 'deleted'
    | 'not_deleted';
};
export type ListingOutcome = { ok: true; listing: AdminListing } | ListingRefusal;

/** What an action makes of the locked listing. */
interface Decision {
  /** The audit log's action name: listing.approve … */
  action: string;
  set: PgUpdateSetSource<typeof warehouses>;
  /** Columns whose values never enter the audit log, only that they changed. */
  secret?: (keyof Warehouse & string)[];
  /** The owner's e-mail, rendered from the listing as it is after the change, in the owner's language. */
  mail?: (after: Warehouse) => RenderedEmail & { kind: string };
  /** Why the site is rebuilt when the public could see the listing; no reason, no rebuild. */
  rebuild?: string;
}

/**
 * Who hears about an admin's decision, and in which language: the owner's account address in the
 * account's language, or, for a listing nobody has claimed yet, its contact e-mails (the only
 * people who know of it) in English.
 */
async function ownerRecipients(tx: Database, listing: Warehouse): Promise<{ to: string[]; locale?: string }> {
  if (!listing.userId) return { to: listing.contactEmails };
  const [owner] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, listing.userId));
  return owner ? { to: [owner.email], locale: owner.locale } : { to: listing.contactEmails };
}

const refuse = (reason: ListingRefusal['reason']): ListingRefusal => ({ ok: false, reason });

/**
 * The change's transaction. A new name that another listing took between the check and the
 * write (the unique index has the last word) is refused like one taken before.
 */
async function runChange<T>(db: Database, change: (tx: Database) => Promise<T>): Promise<T | ListingRefusal> {
  try {
    return await db.transaction(change);
  } catch (err) {
    if (uniqueViolation(err) === 'warehouses_name_unique') return refuse('name_taken');
    throw err;
  }
}

/** Columns the server derives from others: their change is told by the fields they come from. */
const DERIVED = new Set(['searchText']);

/**
 * The one path of every admin change to a listing. The row is locked, then its updatedAt must
 * still be the version the admin read (expectedUpdatedAt): of two admins acting on the same
 * version, the second waits for the lock, finds a newer version and is told the listing changed.
 * The change, its audit entry and its mail commit together; the search cache and the rebuild
 * follow the commit. A deleted listing takes no action but a restore (`onDeleted`).
 */
async function changeListing(
  deps: AppDeps,
  actor: Actor,
  id: string,
  expectedUpdatedAt: string,
  decide: (row: Warehouse, tx: Database) => Promise<Decision | ListingRefusal> | Decision | ListingRefusal,
  onDeleted = false,
): Promise<ListingOutcome> {
  const outcome = await runChange(deps.db, async (tx) => {
    const [row] = await tx.select().from(warehouses).where(eq(warehouses.id, id)).for('update');
    if (!row) return { ok: false, reason: 'not_found' } as const;
    if (row.updatedAt.getTime() !== Date.parse(expectedUpdatedAt)) return { ok: false, reason: 'changed' } as const;
    if ((row.status === 'deleted') !== onDeleted) return refuse(onDeleted ? 'not_deleted' : 'deleted');
    const decision = await decide(row, tx);
    if ('ok' in decision) return decision;
    const [after] = await tx
      .update(warehouses)
      .set({ ...decision.set, updatedAt: nextVersion(row.updatedAt) })
      .where(eq(warehouses.id, id))
      .returning();
    const secret = new Set<string>(decision.secret ?? []);
    const keys = Object.keys(decision.set).filter((k) => !secret.has(k) && !DERIVED.has(k)) as (keyof Warehouse &
      string)[];
    const changes: AuditChanges = changedFields(row, after!, keys);
    for (const key of secret) changes[key] = SECRET_CHANGED;
    await recordAudit(tx, actor, {
      action: decision.action,
      entityType: 'listing',
      entityId: id,
      entityName: after!.name,
      changes,
    });
    if (decision.mail) {
      const recipients = await ownerRecipients(tx, after!);
      const message = inLanguageOf(recipients, () => decision.mail!(after!));
      await queueMail(tx, [{ ...message, to: recipients.to }]);
    }
    return { ok: true, before: row, after: after!, decision } as const;
  });
  if (!outcome.ok) return outcome;
  if (outcome.decision.mail) deps.outbox.kick();
  if (outcome.decision.rebuild) {
    await afterListingWrite(deps, {
      listingIds: [outcome.after.id],
      before: outcome.before.status,
      after: outcome.after.status,
      reason: outcome.decision.rebuild,
      by: actor.id,
      rows: { before: outcome.before, after: outcome.after },
    });
  }
  return { ok: true, listing: (await loadAdminListing(deps.db, deps.config.siteUrl, id))! };
}

/** Puts a pending (or earlier declined) listing online and tells its owner. */
export function approveListing(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string) {
  return changeListing(deps, actor, id, expectedUpdatedAt, (row) => {
    if (row.status !== 'pending' && row.status !== 'declined') return refuse('not_approvable');
    return {
      action: 'listing.approve',
      set: {
        status: 'active',
        pausedBy: null,
        pendingStatusReason: null,
        reviewedAt: new Date(),
        reviewedBy: actor.id,
      },
      mail: (after) => ({
        ...listingApprovedMessage({ siteUrl: deps.config.siteUrl, listing: after }),
        kind: 'listing_approved',
      }),
      rebuild: `listing approved by ${actor.username}`,
    };
  });
}

/** Declines a pending listing; the reason goes to the owner by e-mail and stays on the listing for /my-warehouses. */
export function declineListing(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string, reason: string) {
  return changeListing(deps, actor, id, expectedUpdatedAt, (row) => {
    if (row.status !== 'pending') return refuse('not_pending');
    return {
      action: 'listing.decline',
      set: { status: 'declined', pendingStatusReason: reason, reviewedAt: new Date(), reviewedBy: actor.id },
      mail: (after) => ({
        ...listingDeclinedMessage({ siteUrl: deps.config.siteUrl, listing: after, reason }),
        kind: 'listing_declined',
      }),
    };
  });
}

/**
 * Takes a listing offline as the admins' pause, which its owner cannot lift. A listing its owner
 * paused becomes an admin pause, so the owner cannot put it back while the admins hold it. The
 * reason goes to the owner by e-mail and stays on the listing for /my-warehouses, as a decline's.
 */
export function pauseListingAsAdmin(
  deps: AppDeps,
  actor: Actor,
  id: string,
  expectedUpdatedAt: string,
  reason: string,
) {
  return changeListing(deps, actor, id, expectedUpdatedAt, (row) => {
    const ownersPause = row.status === 'paused' && row.pausedBy !== 'admin';
    if (row.status !== 'active' && !ownersPause) return refuse('not_active');
    return {
      action: 'listing.pause',
      set: { status: 'paused', pausedBy: 'admin', pendingStatusReason: reason },
      mail: (after) => ({
        ...listingPausedMessage({ siteUrl: deps.config.siteUrl, listing: after, reason }),
        kind: 'listing_paused',
      }),
      rebuild: `listing paused by ${actor.username}`,
    };
  });
}

/** Lifts the admins' pause, and its reason with it; an owner's own pause is theirs to lift. */
export function resumeListingAsAdmin(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string) {
  return changeListing(deps, actor, id, expectedUpdatedAt, (row) => {
    if (row.status !== 'paused') return refuse('not_paused');
    if (row.pausedBy === 'billing') return refuse('paused_by_billing');
    if (row.pausedBy !== 'admin') return refuse('paused_by_owner');
    return {
      action: 'listing.resume',
      set: { status: 'active', pausedBy: null, pendingStatusReason: null },
      rebuild: `listing resumed by ${actor.username}`,
    };
  });
}

/** Brings a deleted listing back, in the status it had, until the purge has removed it. */
export function restoreListing(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string) {
  return changeListing(
    deps,
    actor,
    id,
    expectedUpdatedAt,
    (row) => ({
      action: 'listing.restore',
      set: restoredValues(row),
      rebuild: `listing restored by ${actor.username}`,
    }),
    true,
  );
}

/** Names compare as the unique name rule reads them: case aside. */
async function nameTakenByAnother(tx: Database, id: string, name: string): Promise<boolean> {
  const [other] = await tx
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(sql`lower(${warehouses.name}) = lower(${name})`, ne(warehouses.id, id)))
    .limit(1);
  return Boolean(other);
}

/** The owner's new name replaces the public one (and the text search matches it). */
export function approvePendingName(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string) {
  return changeListing(deps, actor, id, expectedUpdatedAt, async (row, tx) => {
    const newName = row.pendingName;
    if (!newName) return refuse('no_pending_name');
    if (await nameTakenByAnother(tx, id, newName)) return refuse('name_taken');
    return {
      action: 'listing.approve_name',
      set: {
        name: newName,
        pendingName: null,
        pendingNameInitiatedBy: null,
        searchText: warehouseSearchText({ ...row, name: newName }),
      },
      mail: (after) => ({
        ...listingNameDecisionMessage({ siteUrl: deps.config.siteUrl, listing: after, newName, approved: true }),
        kind: 'listing_name_decision',
      }),
      rebuild: `new listing name approved by ${actor.username}`,
    };
  });
}

/** The listing keeps its name; the owner is told, with the reason when one is given. */
export function rejectPendingName(
  deps: AppDeps,
  actor: Actor,
  id: string,
  expectedUpdatedAt: string,
  reason: string | null,
) {
  return changeListing(deps, actor, id, expectedUpdatedAt, (row) => {
    const newName = row.pendingName;
    if (!newName) return refuse('no_pending_name');
    return {
      action: 'listing.reject_name',
      set: { pendingName: null, pendingNameInitiatedBy: null },
      mail: (after) => ({
        ...listingNameDecisionMessage({
          siteUrl: deps.config.siteUrl,
          listing: after,
          newName,
          approved: false,
          reason,
        }),
        kind: 'listing_name_decision',
      }),
    };
  });
}

/** A new claim link; the old one stops working. The audit log records that it changed, never a token. */
export function regenerateClaimToken(deps: AppDeps, actor: Actor, id: string, expectedUpdatedAt: string) {
  return changeListing(deps, actor, id, expectedUpdatedAt, () => ({
    action: 'listing.regenerate_claim_token',
    // The column's own default makes the token: 128 random bits, as every listing got at creation.
    set: { claimToken: sql`replace(gen_random_uuid()::text, '-', '')` },
    secret: ['claimToken'],
  }));
}

/** A date the admin picked (YYYY-MM-DD), kept as midnight UTC. */
const utcDay = (day: string | null) => (day ? new Date(`${day}T00:00:00.000Z`) : null);

/** The subscription fields, as validated by subscriptionBody; paid listings rank first in search. */
export function setSubscription(deps: AppDeps, actor: Actor, id: string, input: SubscriptionInput) {
  return changeListing(deps, actor, id, input.expectedUpdatedAt, () => ({
    action: 'listing.subscription',
    set: {
      isPaid: input.isPaid,
      paymentDate: utcDay(input.paymentDate),
      subscriptionPlan: input.subscriptionPlan,
      subscriptionExpiryDate: utcDay(input.subscriptionExpiryDate),
    },
    rebuild: `subscription changed by ${actor.username}`,
  }));
}

/**
 * A hand correction of the map pin (coordinates otherwise come from the owner's pin or the city in
 * the gazetteer): the admin has placed it, so the building is where they put it.
 */
export function setCoordinates(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: { expectedUpdatedAt: string; latitude: number; longitude: number },
) {
  return changeListing(deps, actor, id, input.expectedUpdatedAt, () => ({
    action: 'listing.coordinates',
    set: { latitude: input.latitude, longitude: input.longitude, positionSource: 'pin' },
    rebuild: `coordinates corrected by ${actor.username}`,
  }));
}
