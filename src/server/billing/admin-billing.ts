import { desc, eq } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { billingEvents, billingPayments, listingBilling, warehouses } from '#db/schema.ts';
import { recordAudit, type Actor, type AuditChanges } from '#src/server/audit/audit.ts';
import type { BillingConfig } from '#src/server/config.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { afterListingWrite } from '#src/server/listings/listing-changes.ts';
import type { AdminBillingAnswer, BillingPaymentRecord } from '#src/server/answers/billing.ts';
import {
  billingView,
  hasRenewingSubscription,
  lockBillingRow,
  reconcileListing,
  trialEndOf,
  updateBillingRow,
  type BillingRow,
} from './billing-state.ts';

/** The Stripe events shown with a listing's billing: enough to see what happened lately. */
const RECENT_EVENTS = 20;

export type AdminBillingOutcome =
  { ok: true; answer: AdminBillingAnswer } | { ok: false; reason: 'not_found' | 'no_trial' | 'billing_off' };

async function answerFor(db: Database, config: BillingConfig, warehouseId: string): Promise<AdminBillingAnswer> {
  const [[billing], payments, events] = await Promise.all([
    db.select().from(listingBilling).where(eq(listingBilling.warehouseId, warehouseId)),
    db
      .select()
      .from(billingPayments)
      .where(eq(billingPayments.warehouseId, warehouseId))
      .orderBy(desc(billingPayments.occurredAt)),
    db
      .select()
      .from(billingEvents)
      .where(eq(billingEvents.warehouseId, warehouseId))
      .orderBy(desc(billingEvents.receivedAt))
      .limit(RECENT_EVENTS),
  ]);
  return {
    enabled: true,
    billing: billing
      ? {
          ...billingView(billing, config, new Date()),
          extraTrialDays: billing.extraTrialDays,
          discount: billing.discount,
          stripeCustomerId: billing.stripeCustomerId,
          stripeSubscriptionId: billing.stripeSubscriptionId,
          subscriptionStatus: billing.subscriptionStatus,
        }
      : null,
    payments: payments.map((p): BillingPaymentRecord => ({
      invoiceId: p.invoiceId,
      status: p.status as BillingPaymentRecord['status'],
      amount: p.amount,
      currency: p.currency,
      periodEnd: p.periodEnd?.toISOString() ?? null,
      occurredAt: p.occurredAt.toISOString(),
    })),
    events: events.map((e) => ({
      id: e.id,
      type: e.type,
      createdAt: e.createdAt.toISOString(),
      outcome: e.outcome,
    })),
    defaultDiscount: config.earlyPartnerDiscount ?? null,
  };
}

/** GET /api/admin/billing/listings/:id: the listing's billing state, payments and recent Stripe events. */
export async function adminBilling(
  deps: Pick<AppDeps, 'db' | 'config'>,
  warehouseId: string,
): Promise<AdminBillingOutcome> {
  const config = deps.config.billing;
  if (!config) return { ok: true, answer: { enabled: false } };
  const [listing] = await deps.db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, warehouseId));
  if (!listing) return { ok: false, reason: 'not_found' };
  return { ok: true, answer: await answerFor(deps.db, config, warehouseId) };
}

/** One admin act on a listing's billing row, audited in its transaction; the listing follows (reconcileListing). */
async function changeBilling(
  deps: AppDeps,
  actor: Actor,
  warehouseId: string,
  change: (row: BillingRow, config: BillingConfig) => { set: Partial<BillingRow>; action: string; audit: AuditChanges },
): Promise<AdminBillingOutcome> {
  const config = deps.config.billing;
  if (!config) return { ok: false, reason: 'billing_off' };
  const outcome = await deps.db.transaction(async (tx) => {
    const [listing] = await tx.select({ name: warehouses.name }).from(warehouses).where(eq(warehouses.id, warehouseId));
    if (!listing) return { ok: false, reason: 'not_found' } as const;
    const row = await lockBillingRow(tx, warehouseId);
    if (!row) return { ok: false, reason: 'no_trial' } as const;
    const { set, action, audit } = change(row, config);
    const updated = await updateBillingRow(tx, warehouseId, set);
    await recordAudit(tx, actor, {
      action,
      entityType: 'listing',
      entityId: warehouseId,
      entityName: listing.name,
      changes: audit,
    });
    return { ok: true, reconciled: await reconcileListing(tx, updated, config, new Date()) } as const;
  });
  if (!outcome.ok) return outcome;
  const changed = outcome.reconciled;
  if (changed && changed.before !== changed.after) {
    await afterListingWrite(deps, {
      listingIds: [changed.id],
      before: changed.before,
      after: changed.after,
      reason: `extra trial granted by ${actor.username}`,
      by: actor.id,
    });
  }
  return { ok: true, answer: await answerFor(deps.db, config, warehouseId) };
}

/**
 * Adds days to the listing's trial. A listing no longer covered is covered again: its grace
 * period ends, billing's pause is lifted, and the trial reminders go again before the new end.
 */
export function grantExtraTrial(deps: AppDeps, actor: Actor, warehouseId: string, days: number) {
  return changeBilling(deps, actor, warehouseId, (row, config) => {
    const extended = { ...row, extraTrialDays: row.extraTrialDays + days };
    const coveredAgain = !hasRenewingSubscription(row) && trialEndOf(extended, config) > new Date();
    return {
      set: {
        extraTrialDays: extended.extraTrialDays,
        ...(coveredAgain && { graceStartedAt: null, pausedAt: null, remindersSent: [] }),
      },
      action: 'billing.extra_trial',
      audit: {
        trialEndsAt: {
          before: trialEndOf(row, config).toISOString(),
          after: trialEndOf(extended, config).toISOString(),
        },
      },
    };
  });
}

/** Grants (or withdraws, with null) the early-partner discount the listing's Checkout applies. */
export function setDiscount(deps: AppDeps, actor: Actor, warehouseId: string, discount: string | null) {
  return changeBilling(deps, actor, warehouseId, (row) => ({
    set: { discount },
    action: 'billing.discount',
    audit: { discount: { before: row.discount, after: discount } },
  }));
}
