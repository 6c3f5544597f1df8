import { and, eq, isNotNull, ne } from 'drizzle-orm';
import type { Database } from '#db/client.ts';
import { listingBilling, users, warehouses } from '#db/schema.ts';
import { actorById, recordAudit } from '#src/server/audit/audit.ts';
import type { BillingConfig } from '#src/server/config.ts';
import type { AppDeps } from '#src/server/deps.ts';
import { serverLog } from '#src/server/log.ts';
import { describeError } from '#src/server/log-error.ts';
import { siteLink } from '#src/server/mail/templates/layout.ts';
import type { ListingBillingView, OwnerBillingAnswer } from '#src/server/answers/billing.ts';
import { billingView, lockBillingRow, updateBillingRow, type BillingRow } from './billing-state.ts';
import { isStripeError, stripeOf } from './stripe-client.ts';

type Refusal =
  | 'billing_off'
  | 'not_found'
  | 'forbidden'
  | 'not_live'
  | 'already_subscribed'
  | 'no_customer'
  | 'not_cancellable'
  | 'provider_unavailable';
export type BillingRefusal = { ok: false; reason: Refusal };
export type RedirectOutcome = { ok: true; url: string } | BillingRefusal;
export type CancelOutcome = { ok: true; billing: ListingBillingView } | BillingRefusal;

const refuse = (reason: Refusal): BillingRefusal => ({ ok: false, reason });

/** GET /api/billing: where each of the owner's listings stands, by id. */
export async function ownerBilling(deps: Pick<AppDeps, 'db' | 'config'>, userId: string): Promise<OwnerBillingAnswer> {
  const config = deps.config.billing;
  if (!config) return { enabled: false };
  const rows = await deps.db
    .select({ billing: listingBilling })
    .from(listingBilling)
    .innerJoin(warehouses, eq(warehouses.id, listingBilling.warehouseId))
    .where(and(eq(warehouses.userId, userId), ne(warehouses.status, 'deleted')));
  const now = new Date();
  return {
    enabled: true,
    trialDays: config.trialDays,
    graceDays: config.graceDays,
    listings: Object.fromEntries(rows.map(({ billing }) => [billing.warehouseId, billingView(billing, config, now)])),
  };
}

/** The owner's listing and its billing, when billing is on and `userId` owns it. */
async function ownListingBilling(db: Database, config: BillingConfig | null, userId: string, warehouseId: string) {
  if (!config) return refuse('billing_off');
  const [found] = await db
    .select({ listing: warehouses, billing: listingBilling, email: users.email })
    .from(warehouses)
    .leftJoin(listingBilling, eq(listingBilling.warehouseId, warehouses.id))
    .leftJoin(users, eq(users.id, warehouses.userId))
    .where(eq(warehouses.id, warehouseId));
  if (!found || found.listing.status === 'deleted') return refuse('not_found');
  if (found.listing.userId !== userId) return refuse('forbidden');
  if (!found.billing) return refuse('not_live');
  return { ok: true, config, listing: found.listing, billing: found.billing, email: found.email } as const;
}

/** Runs a call to Stripe; Stripe unreachable or refusing becomes the owner's "nothing changed, try again". */
async function withStripe<T>(what: string, call: () => Promise<T>): Promise<{ ok: true; value: T } | BillingRefusal> {
  try {
    return { ok: true, value: await call() };
  } catch (err) {
    if (!(await isStripeError(err))) throw err;
    serverLog.warn(`[billing] ${what} failed at Stripe: ${describeError(err)}`);
    return refuse('provider_unavailable');
  }
}

/** A customer the owner already has from another listing, so one Stripe account holds all of theirs. */
async function ownersCustomer(db: Database, userId: string, billing: BillingRow) {
  if (billing.stripeCustomerId) return billing.stripeCustomerId;
  const [other] = await db
    .select({ customer: listingBilling.stripeCustomerId })
    .from(listingBilling)
    .innerJoin(warehouses, eq(warehouses.id, listingBilling.warehouseId))
    .where(and(eq(warehouses.userId, userId), isNotNull(listingBilling.stripeCustomerId)))
    .limit(1);
  return other?.customer ?? null;
}

/** POST /api/billing/listings/:id/checkout: a Stripe Checkout page for the listing's monthly subscription. */
export async function startCheckout(deps: AppDeps, userId: string, warehouseId: string): Promise<RedirectOutcome> {
  const own = await ownListingBilling(deps.db, deps.config.billing, userId, warehouseId);
  if (!own.ok) return own;
  const { config, listing, billing } = own;
  if (listing.status !== 'active' && listing.status !== 'paused') return refuse('not_live');
  if (!billingView(billing, config, new Date()).canStart) return refuse('already_subscribed');
  const customer = await ownersCustomer(deps.db, userId, billing);
  const discount = billing.discount;
  const siteUrl = deps.config.siteUrl;
  const session = await withStripe('Checkout', async () =>
    (await stripeOf(config)).checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: config.stripePriceId, quantity: 1 }],
      client_reference_id: listing.id,
      metadata: { warehouseId: listing.id },
      subscription_data: { metadata: { warehouseId: listing.id }, description: listing.name },
      ...(customer ? { customer } : own.email ? { customer_email: own.email } : {}),
      ...(discount && {
        discounts: [discount.startsWith('promo_') ? { promotion_code: discount } : { coupon: discount }],
      }),
      success_url: siteLink(siteUrl, '/my-warehouses', { billing: 'started', listing: listing.id }),
      cancel_url: siteLink(siteUrl, '/my-warehouses', { billing: 'cancelled', listing: listing.id }),
    }),
  );
  if (!session.ok) return session;
  if (!session.value.url) return refuse('provider_unavailable');
  return { ok: true, url: session.value.url };
}

/** POST /api/billing/listings/:id/portal: Stripe's Customer Portal (card, invoices, cancelling). */
export async function openBillingPortal(deps: AppDeps, userId: string, warehouseId: string): Promise<RedirectOutcome> {
  const own = await ownListingBilling(deps.db, deps.config.billing, userId, warehouseId);
  if (!own.ok) return own;
  const customer = own.billing.stripeCustomerId;
  if (!customer) return refuse('no_customer');
  const portal = await withStripe('Customer Portal', async () =>
    (await stripeOf(own.config)).billingPortal.sessions.create({
      customer,
      return_url: siteLink(deps.config.siteUrl, '/my-warehouses'),
    }),
  );
  return portal.ok ? { ok: true, url: portal.value.url } : portal;
}

/**
 * POST /api/billing/listings/:id/cancel: the subscription ends with the period paid for. Stripe is
 * asked first; only once it agreed is the change recorded, so an unreachable Stripe changes nothing.
 */
export async function cancelSubscription(deps: AppDeps, userId: string, warehouseId: string): Promise<CancelOutcome> {
  const own = await ownListingBilling(deps.db, deps.config.billing, userId, warehouseId);
  if (!own.ok) return own;
  const { config, billing } = own;
  const subscriptionId = billing.stripeSubscriptionId;
  if (!subscriptionId || !billingView(billing, config, new Date()).canCancel) return refuse('not_cancellable');
  const cancelled = await withStripe('Cancelling', async () =>
    (await stripeOf(config)).subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
  );
  if (!cancelled.ok) return cancelled;
  const row = await deps.db.transaction(async (tx) => {
    await lockBillingRow(tx, warehouseId);
    const updated = await updateBillingRow(tx, warehouseId, { cancelAtPeriodEnd: true });
    await recordAudit(tx, await actorById(tx, userId), {
      action: 'billing.cancel',
      entityType: 'listing',
      entityId: warehouseId,
      entityName: own.listing.name,
      changes: { cancelAtPeriodEnd: { before: false, after: true } },
    });
    return updated;
  });
  return { ok: true, billing: billingView(row, config, new Date()) };
}
