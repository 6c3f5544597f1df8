import { eq, ne } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database } from '#db/client.ts';
import { billingEvents, billingPayments, listingBilling } from '#db/schema.ts';
import type { BillingConfig } from '#src/server/config.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { inLanguageOf } from '#src/server/i18n/request-locale.ts';
import { afterListingWrite } from '#src/server/listings/listing-changes.ts';
import { serverLog } from '#src/server/log.ts';
import { queueMail } from '#src/server/mail/outbox.ts';
import { paymentFailedMessage } from '#src/server/mail/templates/billing.ts';
import { isUuid } from '#src/shared/validation/fields.ts';
import {
  DAY_MS,
  hasRenewingSubscription,
  lockBillingRow,
  reconcileListing,
  updateBillingRow,
  type BillingRow,
  type Reconciled,
} from './billing-state.ts';
import { stripeOf } from './stripe-client.ts';

/** What an event did: changed the listing, nothing (older than what was applied, or not ours), or named no listing we have. */
type EventOutcome = 'applied' | 'stale' | 'ignored' | 'unknown_listing' | 'replayed';

export type WebhookResult =
  { ok: true; outcome: EventOutcome } | { ok: false; reason: 'billing_off' | 'bad_signature' };

interface Applied {
  outcome: Exclude<EventOutcome, 'replayed'>;
  warehouseId?: string;
  reconciled?: Reconciled | null;
  mailed?: boolean;
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : (value?.id ?? null);
const dateOf = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null);

/**
 * One Stripe webhook delivery (POST /api/billing/webhook). The signature is checked against the
 * raw body first: a bad one is refused and changes nothing. The event's id goes into
 * billing_events in the same transaction as its effects, so a replayed (or concurrently
 * redelivered) event changes nothing. Effects are order-safe: subscription events older than the
 * last one applied are skipped, payments are kept by invoice id and only move the paid-through
 * date forward. An event naming no listing we know is logged and answered 200 so Stripe stops.
 */
export async function receiveStripeEvent(
  deps: AppDeps,
  payload: string,
  signature: string | undefined,
  now = new Date(),
): Promise<WebhookResult> {
  const config = deps.config.billing;
  if (!config) return { ok: false, reason: 'billing_off' };
  let event: Stripe.Event;
  try {
    event = await (
      await stripeOf(config)
    ).webhooks.constructEventAsync(payload, signature ?? '', config.stripeWebhookSecret);
  } catch {
    return { ok: false, reason: 'bad_signature' };
  }
  const applied = await deps.db.transaction(async (tx): Promise<Applied | null> => {
    const [fresh] = await tx
      .insert(billingEvents)
      .values({ id: event.id, type: event.type, createdAt: new Date(event.created * 1000), outcome: 'received' })
      .onConflictDoNothing()
      .returning({ id: billingEvents.id });
    if (!fresh) return null;
    const result = await applyEvent(tx, config, deps.config.siteUrl, event, now);
    await tx
      .update(billingEvents)
      .set({ outcome: result.outcome, warehouseId: result.warehouseId ?? null })
      .where(eq(billingEvents.id, event.id));
    return result;
  });
  if (!applied) return { ok: true, outcome: 'replayed' };
  if (applied.outcome === 'unknown_listing') {
    serverLog.warn(
      `[billing] Stripe event ${event.id} (${event.type}) names no listing we bill: answered 200, nothing changed`,
    );
  }
  if (applied.mailed) deps.outbox.kick();
  const changed = applied.reconciled;
  if (changed && changed.before !== changed.after) {
    await afterListingWrite(deps, {
      listingIds: [changed.id],
      before: changed.before,
      after: changed.after,
      reason: changed.after === 'active' ? 'listing paid for again' : 'listing paused by billing',
    });
  }
  return { ok: true, outcome: applied.outcome };
}

/** The listing's billing row, locked: by the listing id the metadata carries, else by its subscription. */
async function billingRowOf(tx: Database, warehouseId: string | null | undefined, subscriptionId: string | null) {
  if (isUuid(warehouseId)) {
    const row = await lockBillingRow(tx, warehouseId);
    if (row) return row;
  }
  if (!subscriptionId) return undefined;
  const [byId] = await tx
    .select({ warehouseId: listingBilling.warehouseId })
    .from(listingBilling)
    .where(eq(listingBilling.stripeSubscriptionId, subscriptionId));
  return byId && lockBillingRow(tx, byId.warehouseId);
}

function applyEvent(tx: Database, config: BillingConfig, siteUrl: string, event: Stripe.Event, now: Date) {
  const created = new Date(event.created * 1000);
  switch (event.type) {
    case 'checkout.session.completed':
      return checkoutCompleted(tx, config, event.data.object, now);
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return subscriptionChanged(tx, config, event.data.object, event.type, created, now);
    case 'invoice.paid':
      return invoicePaid(tx, config, event.data.object, created, now);
    case 'invoice.payment_failed':
      return invoiceFailed(tx, config, siteUrl, event.data.object, created, now);
    default:
      return Promise.resolve<Applied>({ outcome: 'ignored' });
  }
}

async function checkoutCompleted(
  tx: Database,
  config: BillingConfig,
  session: Stripe.Checkout.Session,
  now: Date,
): Promise<Applied> {
  if (session.mode !== 'subscription') return { outcome: 'ignored' };
  const subscriptionId = idOf(session.subscription);
  const row = await billingRowOf(tx, session.metadata?.warehouseId ?? session.client_reference_id, subscriptionId);
  if (!row) return { outcome: 'unknown_listing' };
  const updated = await updateBillingRow(tx, row.warehouseId, {
    stripeCustomerId: idOf(session.customer) ?? row.stripeCustomerId,
    stripeSubscriptionId: subscriptionId ?? row.stripeSubscriptionId,
  });
  return {
    outcome: 'applied',
    warehouseId: row.warehouseId,
    reconciled: await reconcileListing(tx, updated, config, now),
  };
}

async function subscriptionChanged(
  tx: Database,
  config: BillingConfig,
  subscription: Stripe.Subscription,
  type: string,
  created: Date,
  now: Date,
): Promise<Applied> {
  const row = await billingRowOf(tx, subscription.metadata?.warehouseId, subscription.id);
  if (!row) return { outcome: 'unknown_listing' };
  const warehouseId = row.warehouseId;
  // An earlier subscription's news, while a newer one renews: it no longer describes the listing.
  if (row.stripeSubscriptionId && row.stripeSubscriptionId !== subscription.id && hasRenewingSubscription(row)) {
    return { outcome: 'ignored', warehouseId };
  }
  if (row.subscriptionEventAt && created < row.subscriptionEventAt) return { outcome: 'stale', warehouseId };
  const updated = await updateBillingRow(tx, warehouseId, {
    stripeSubscriptionId: subscription.id,
    stripeCustomerId: idOf(subscription.customer) ?? row.stripeCustomerId,
    subscriptionStatus: type === 'customer.subscription.deleted' ? 'canceled' : subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    subscriptionEventAt: created,
  });
  return { outcome: 'applied', warehouseId, reconciled: await reconcileListing(tx, updated, config, now) };
}

function invoiceParts(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const line = invoice.lines?.data?.[0];
  return {
    warehouseId: details?.metadata?.warehouseId,
    subscriptionId: idOf(details?.subscription),
    periodEnd: dateOf(line?.period?.end),
  };
}

async function invoicePaid(
  tx: Database,
  config: BillingConfig,
  invoice: Stripe.Invoice,
  created: Date,
  now: Date,
): Promise<Applied> {
  const parts = invoiceParts(invoice);
  const row = await billingRowOf(tx, parts.warehouseId, parts.subscriptionId);
  if (!row) return { outcome: 'unknown_listing' };
  const warehouseId = row.warehouseId;
  if (!invoice.id || invoice.amount_paid <= 0) return { outcome: 'ignored', warehouseId };
  const paidAt = dateOf(invoice.status_transitions?.paid_at) ?? created;
  const payment = {
    status: 'paid',
    amount: invoice.amount_paid,
    currency: invoice.currency,
    periodEnd: parts.periodEnd,
    occurredAt: paidAt,
  };
  await tx
    .insert(billingPayments)
    .values({ invoiceId: invoice.id, warehouseId, ...payment })
    .onConflictDoUpdate({ target: billingPayments.invoiceId, set: payment });
  const paidThrough =
    parts.periodEnd && (!row.paidThrough || parts.periodEnd > row.paidThrough) ? parts.periodEnd : row.paidThrough;
  const covered = paidThrough !== null && paidThrough > now;
  const updated = await updateBillingRow(tx, warehouseId, {
    paidThrough,
    ...(covered && { graceStartedAt: null, pausedAt: null }),
  });
  return { outcome: 'applied', warehouseId, reconciled: await reconcileListing(tx, updated, config, now) };
}

async function invoiceFailed(
  tx: Database,
  config: BillingConfig,
  siteUrl: string,
  invoice: Stripe.Invoice,
  created: Date,
  now: Date,
): Promise<Applied> {
  const parts = invoiceParts(invoice);
  const row = await billingRowOf(tx, parts.warehouseId, parts.subscriptionId);
  if (!row) return { outcome: 'unknown_listing' };
  const warehouseId = row.warehouseId;
  if (!invoice.id) return { outcome: 'ignored', warehouseId };
  // The failure of an invoice paid since, or of a period already paid for, is old news.
  if (alreadyCovered(row, parts.periodEnd)) return { outcome: 'stale', warehouseId };
  const failure = {
    status: 'failed',
    amount: invoice.amount_due,
    currency: invoice.currency,
    periodEnd: parts.periodEnd,
    occurredAt: created,
  };
  const [recorded] = await tx
    .insert(billingPayments)
    .values({ invoiceId: invoice.id, warehouseId, ...failure })
    .onConflictDoUpdate({ target: billingPayments.invoiceId, set: failure, where: ne(billingPayments.status, 'paid') })
    .returning({ invoiceId: billingPayments.invoiceId });
  if (!recorded) return { outcome: 'stale', warehouseId };
  const graceStartedAt = row.graceStartedAt ?? created;
  const updated = await updateBillingRow(tx, warehouseId, { graceStartedAt });
  const reconciled = await reconcileListing(tx, updated, config, now);
  if (reconciled?.ownerEmail) {
    const pausesAt = new Date(graceStartedAt.getTime() + config.graceDays * DAY_MS);
    await queueMail(tx, [
      {
        ...inLanguageOf({ locale: reconciled.ownerLocale }, () =>
          paymentFailedMessage({ siteUrl, listing: reconciled, pausesAt }),
        ),
        kind: 'billing_payment_failed',
        to: reconciled.ownerEmail,
      },
    ]);
  }
  return { outcome: 'applied', warehouseId, reconciled, mailed: Boolean(reconciled?.ownerEmail) };
}

const alreadyCovered = (row: BillingRow, periodEnd: Date | null) =>
  periodEnd !== null && row.paidThrough !== null && periodEnd <= row.paidThrough;
