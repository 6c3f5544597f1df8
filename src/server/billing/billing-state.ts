import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { billingPayments, listingBilling, users, warehouses } from '#db/schema.ts';
import { BILLING_ACTOR, changedFields, recordAudit } from '#src/server/audit/audit.ts';
import type { BillingConfig } from '#src/server/config.ts';
import { nextVersion } from '#src/server/listings/listing-changes.ts';
import { BILLING_MESSAGES, type BillingStage } from '#src/shared/api/billing.ts';
import type { ListingBillingView } from '#src/server/answers/billing.ts';
import type { PausedBy, WarehouseStatus } from '#src/shared/catalog.ts';

export type BillingRow = typeof listingBilling.$inferSelect;

export const DAY_MS = 86_400_000;

/** Stripe statuses of a subscription that still renews or is being retried: no second one may start. */
const RENEWING = new Set(['active', 'trialing', 'past_due', 'unpaid']);

export const hasRenewingSubscription = (row: BillingRow) =>
  row.subscriptionStatus !== null && RENEWING.has(row.subscriptionStatus);

export const trialEndOf = (row: BillingRow, config: BillingConfig) =>
  new Date(row.trialStartedAt.getTime() + (config.trialDays + row.extraTrialDays) * DAY_MS);

/** A paid period covers `now`, and billing has not paused the listing. */
const isPaidAt = (row: BillingRow, now: Date) => row.paidThrough !== null && row.paidThrough > now && !row.pausedAt;

function stageOf(row: BillingRow, config: BillingConfig, now: Date): BillingStage {
  if (row.pausedAt) return 'paused';
  const status = row.subscriptionStatus;
  if (status === 'past_due' || status === 'unpaid' || (row.graceStartedAt && hasRenewingSubscription(row))) {
    return 'payment_failed';
  }
  if (status === 'active' || status === 'trialing') return row.cancelAtPeriodEnd ? 'cancelling' : 'subscribed';
  // Paid, and no subscription event yet (the invoice came first), or cancelled with time left.
  if (isPaidAt(row, now)) return status === 'canceled' ? 'cancelling' : 'subscribed';
  if (row.paidThrough) return 'ended';
  return trialEndOf(row, config) > now ? 'trial' : 'trial_ended';
}

const STARTABLE: ReadonlySet<BillingStage> = new Set(['trial', 'trial_ended', 'paused', 'ended']);

export function billingView(row: BillingRow, config: BillingConfig, now: Date): ListingBillingView {
  const stage = stageOf(row, config, now);
  return {
    stage,
    trialEndsAt: trialEndOf(row, config).toISOString(),
    paidThrough: row.paidThrough?.toISOString() ?? null,
    pausesAt:
      row.graceStartedAt && !row.pausedAt
        ? new Date(row.graceStartedAt.getTime() + config.graceDays * DAY_MS).toISOString()
        : null,
    discounted: row.discount !== null,
    // A renewing subscription paused for a failed payment is put right in the portal (a new card), not by a second one.
    canStart: STARTABLE.has(stage) && !hasRenewingSubscription(row),
    canManage: row.stripeCustomerId !== null,
    canCancel: stage === 'subscribed' && row.stripeSubscriptionId !== null && hasRenewingSubscription(row),
  };
}

/** What the billing row says the listing's subscription fields are (the fields admins set by hand in manual mode). */
function subscriptionFields(row: BillingRow, config: BillingConfig, now: Date, lastPaidAt: Date | null) {
  const stage = stageOf(row, config, now);
  const onTrial = stage === 'trial' || stage === 'trial_ended' || (stage === 'paused' && !row.paidThrough);
  return {
    isPaid: isPaidAt(row, now),
    paymentDate: lastPaidAt,
    subscriptionPlan: onTrial ? 'trial' : row.discount ? 'early_partner' : 'monthly',
    subscriptionExpiryDate: onTrial ? trialEndOf(row, config) : row.paidThrough,
  };
}

const SUBSCRIPTION_FIELDS = ['isPaid', 'paymentDate', 'subscriptionPlan', 'subscriptionExpiryDate'] as const;

/** The billing row of a listing, locked until the transaction ends, so webhooks and scheduled runs take turns. */
export async function lockBillingRow(tx: Database, warehouseId: string): Promise<BillingRow | undefined> {
  const [row] = await tx.select().from(listingBilling).where(eq(listingBilling.warehouseId, warehouseId)).for('update');
  return row;
}

export async function updateBillingRow(tx: Database, warehouseId: string, set: Partial<BillingRow>) {
  const [row] = await tx
    .update(listingBilling)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(listingBilling.warehouseId, warehouseId))
    .returning();
  return row!;
}

export interface Reconciled {
  id: string;
  name: string;
  ownerEmail: string | null;
  /** The owner's language (users.locale), for the owner's mail. */
  ownerLocale: string | null;
  before: WarehouseStatus;
  after: WarehouseStatus;
}

/**
 * Brings the listing in line with its billing row, in the caller's transaction: the subscription
 * fields, and its status: billing's pause when the row says paused, back online when a payment (or
 * an extra trial) lifted it. A pause by the owner or an admin is theirs: billing neither lifts nor
 * replaces it.
 */
export async function reconcileListing(
  tx: Database,
  row: BillingRow,
  config: BillingConfig,
  now: Date,
): Promise<Reconciled | null> {
  const [listing] = await tx
    .select({
      id: warehouses.id,
      name: warehouses.name,
      status: warehouses.status,
      pausedBy: warehouses.pausedBy,
      updatedAt: warehouses.updatedAt,
      isPaid: warehouses.isPaid,
      paymentDate: warehouses.paymentDate,
      subscriptionPlan: warehouses.subscriptionPlan,
      subscriptionExpiryDate: warehouses.subscriptionExpiryDate,
      ownerEmail: users.email,
      ownerLocale: users.locale,
    })
    .from(warehouses)
    .leftJoin(users, eq(users.id, warehouses.userId))
    .where(eq(warehouses.id, row.warehouseId))
    .for('update', { of: warehouses });
  if (!listing || listing.status === 'deleted') return null;
  const [lastPaid] = await tx
    .select({ occurredAt: billingPayments.occurredAt })
    .from(billingPayments)
    .where(and(eq(billingPayments.warehouseId, row.warehouseId), eq(billingPayments.status, 'paid')))
    .orderBy(desc(billingPayments.occurredAt))
    .limit(1);
  const fields = subscriptionFields(row, config, now, lastPaid?.occurredAt ?? null);
  const before = { status: listing.status as WarehouseStatus, pausedBy: listing.pausedBy as PausedBy | null };
  let after = before;
  let reason: string | null | undefined;
  if (row.pausedAt && listing.status === 'active') {
    after = { status: 'paused', pausedBy: 'billing' };
    reason = BILLING_MESSAGES.pauseReason(config.graceDays);
  } else if (!row.pausedAt && listing.status === 'paused' && listing.pausedBy === 'billing') {
    after = { status: 'active', pausedBy: null };
    reason = null;
  }
  const statusChanged = after.status !== before.status;
  const current = {
    isPaid: listing.isPaid,
    paymentDate: listing.paymentDate,
    subscriptionPlan: listing.subscriptionPlan,
    subscriptionExpiryDate: listing.subscriptionExpiryDate,
  };
  const fieldsChanged = Object.keys(changedFields<typeof current>(current, fields, SUBSCRIPTION_FIELDS)).length > 0;
  if (statusChanged || fieldsChanged) {
    await tx
      .update(warehouses)
      .set({
        ...fields,
        ...(statusChanged && { ...after, pendingStatusReason: reason }),
        updatedAt: nextVersion(listing.updatedAt),
      })
      .where(eq(warehouses.id, listing.id));
  }
  if (statusChanged) {
    await recordAudit(tx, BILLING_ACTOR, {
      action: after.status === 'paused' ? 'listing.pause' : 'listing.resume',
      entityType: 'listing',
      entityId: listing.id,
      entityName: listing.name,
      changes: changedFields(before, after, ['status', 'pausedBy']),
    });
  }
  return {
    id: listing.id,
    name: listing.name,
    ownerEmail: listing.ownerEmail,
    ownerLocale: listing.ownerLocale,
    before: before.status,
    after: after.status,
  };
}
